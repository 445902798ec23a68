import { HttpApiBuilder, HttpApiEndpoint } from "@effect/platform"
import { Effect, Schema } from "effect"
import { Group, GroupableType, GroupMember, GroupWithMembers, MAX_GROUP_TITLE } from "../../../engine/notes/rules"
import { Groups } from "../../../engine/notes/groups"
import { asCaller } from "../actor"
import { Authn } from "../authn"
import { apiGroup } from "../errors"
import { apiOf, type Plugin } from "../plugin"
import { Policy, PolicyTag } from "../policy"
import { Id, IdParam } from "../schemas"

const Title = Schema.String.pipe(
  Schema.maxLength(MAX_GROUP_TITLE, { message: () => `A group's title holds at most ${MAX_GROUP_TITLE} characters.` }),
)
const GroupPath = Schema.Struct({ id: IdParam })
const Member = Schema.Struct({ user_id: Id })

export const GroupsGroup = apiGroup("groups")
  .add(
    HttpApiEndpoint.get("groups", "/api/groups")
      .setUrlParams(Schema.Struct({ facility_id: IdParam }))
      .addSuccess(Schema.Array(Group))
      .annotate(PolicyTag, Policy.staff(Policy.query("facility_id"))),
  )
  .add(
    HttpApiEndpoint.post("createGroup", "/api/groups")
      .setPayload(
        Schema.Struct({
          facility_id: Id,
          title: Title,
          groupable_type: Schema.optional(GroupableType),
          groupable_id: Schema.optional(Id),
        }),
      )
      .addSuccess(GroupWithMembers, { status: 201 })
      .annotate(PolicyTag, Policy.staff(Policy.body("facility_id"))),
  )
  .add(
    HttpApiEndpoint.get("searchUsers", "/api/groups/search_users")
      .setUrlParams(Schema.Struct({ group_id: IdParam, q: Schema.optional(Schema.String.pipe(Schema.maxLength(100))) }))
      .addSuccess(Schema.Array(GroupMember))
      .annotate(PolicyTag, Policy.signedIn),
  )
  .add(
    HttpApiEndpoint.get("group", "/api/groups/:id")
      .setPath(GroupPath)
      .addSuccess(GroupWithMembers)
      .annotate(PolicyTag, Policy.signedIn),
  )
  .add(
    HttpApiEndpoint.put("updateGroup", "/api/groups/:id")
      .setPath(GroupPath)
      .setPayload(Schema.Struct({ title: Title }))
      .addSuccess(GroupWithMembers)
      .annotate(PolicyTag, Policy.signedIn),
  )
  .add(
    HttpApiEndpoint.del("deleteGroup", "/api/groups/:id")
      .setPath(GroupPath)
      .addSuccess(GroupWithMembers)
      .annotate(PolicyTag, Policy.signedIn),
  )
  .add(
    HttpApiEndpoint.post("addUser", "/api/groups/:id/add_user")
      .setPath(GroupPath)
      .setPayload(Member)
      .addSuccess(GroupWithMembers)
      .annotate(PolicyTag, Policy.signedIn),
  )
  .add(
    HttpApiEndpoint.post("removeUser", "/api/groups/:id/remove_user")
      .setPath(GroupPath)
      .setPayload(Member)
      .addSuccess(GroupWithMembers)
      .annotate(PolicyTag, Policy.signedIn),
  )
  .middleware(Authn)

const GroupsLive = HttpApiBuilder.group(apiOf(GroupsGroup), "groups", (handlers) =>
  handlers
    .handle("groups", ({ urlParams }) => Effect.flatMap(Groups, (g) => asCaller(g.list(urlParams.facility_id))))
    .handle("createGroup", ({ payload }) => Effect.flatMap(Groups, (g) => asCaller(g.create(payload))))
    .handle("searchUsers", ({ urlParams }) =>
      Effect.flatMap(Groups, (g) => asCaller(g.candidates(urlParams.group_id, urlParams.q ?? ""))),
    )
    .handle("group", ({ path }) => Effect.flatMap(Groups, (g) => asCaller(g.show(path.id))))
    .handle("updateGroup", ({ path, payload }) =>
      Effect.flatMap(Groups, (g) => asCaller(g.rename(path.id, payload.title))),
    )
    .handle("deleteGroup", ({ path }) => Effect.flatMap(Groups, (g) => asCaller(g.remove(path.id))))
    .handle("addUser", ({ path, payload }) =>
      Effect.flatMap(Groups, (g) => asCaller(g.addUser(path.id, payload.user_id))),
    )
    .handle("removeUser", ({ path, payload }) =>
      Effect.flatMap(Groups, (g) => asCaller(g.removeUser(path.id, payload.user_id))),
    ),
)

export const groupsPlugin: Plugin = {
  name: "groups",
  description: "Groups of a club's people, the club's own or a clinic's: members added and removed by its staff.",
  group: GroupsGroup,
  handlers: GroupsLive,
}
