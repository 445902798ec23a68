import { HttpApiBuilder, HttpApiEndpoint } from "@effect/platform"
import { Effect, Schema } from "effect"
import { Comment, CommentModel, MAX_COMMENT, Tag, TagModel } from "../../../engine/notes/rules"
import { Comments } from "../../../engine/notes/service"
import { Tags } from "../../../engine/notes/tags"
import { asCaller } from "../actor"
import { Authn } from "../authn"
import { apiGroup } from "../errors"
import { apiOf, type Plugin } from "../plugin"
import { Policy, PolicyTag } from "../policy"
import { Id, IdParam } from "../schemas"

const Page = {
  page: Schema.optional(IdParam),
  per_page: Schema.optional(IdParam.pipe(Schema.lessThanOrEqualTo(200))),
}
const Text = Schema.String.pipe(
  Schema.maxLength(MAX_COMMENT, { message: () => `A comment holds at most ${MAX_COMMENT} characters.` }),
)
const TagName = Schema.String.pipe(Schema.maxLength(200))
const CommentPath = Schema.Struct({ commentId: IdParam })
const TagPath = Schema.Struct({ tagId: IdParam })
const InQuery = (name: string) => Policy.staff(Policy.query(name))
/** A subject is named by `model` and `model_id` together. */
const bothOrNeither = <A extends { readonly model?: unknown; readonly model_id?: unknown }, I, R>(
  schema: Schema.Schema<A, I, R>,
) =>
  schema.pipe(
    Schema.filter(
      (v) => (v.model === undefined) === (v.model_id === undefined) || "Name the subject by both model and model_id.",
    ),
  )

export const NotesGroup = apiGroup("notes")
  .add(
    HttpApiEndpoint.get("comments", "/api/comments")
      .setUrlParams(
        bothOrNeither(
          Schema.Struct({
            facility_id: IdParam,
            model: Schema.optional(CommentModel),
            model_id: Schema.optional(IdParam),
            ...Page,
          }),
        ),
      )
      .addSuccess(Schema.Array(Comment))
      .annotate(PolicyTag, InQuery("facility_id")),
  )
  .add(
    HttpApiEndpoint.post("createComment", "/api/comments")
      .setPayload(
        Schema.Struct({
          facility_id: Id,
          model: CommentModel,
          model_id: Id,
          comment: Text,
          pinned: Schema.optional(Schema.Boolean),
        }),
      )
      .addSuccess(Comment, { status: 201 })
      .annotate(PolicyTag, Policy.staff(Policy.body("facility_id"))),
  )
  .add(
    HttpApiEndpoint.get("commentsForUser", "/api/comments/index_for_user")
      .setUrlParams(Schema.Struct({ facility_id: IdParam, user_id: IdParam, ...Page }))
      .addSuccess(Schema.Array(Comment))
      .annotate(PolicyTag, InQuery("facility_id")),
  )
  .add(
    HttpApiEndpoint.get("commentsForBoard", "/api/comments/index_for_board")
      .setUrlParams(Schema.Struct({ facility_id: IdParam, ...Page }))
      .addSuccess(Schema.Array(Comment))
      .annotate(PolicyTag, InQuery("facility_id")),
  )
  .add(
    HttpApiEndpoint.get("commentsForReservations", "/api/comments/index_for_reservations")
      .setUrlParams(Schema.Struct({ reservation_id: IdParam, ...Page }))
      .addSuccess(Schema.Array(Comment))
      .annotate(PolicyTag, Policy.staff({ in: "query", name: "reservation_id", via: "reservation" })),
  )
  .add(
    HttpApiEndpoint.get("commentsForPlayersNotes", "/api/comments/index_for_players_notes")
      .setUrlParams(Schema.Struct({ facility_id: IdParam, ...Page }))
      .addSuccess(Schema.Array(Comment))
      .annotate(PolicyTag, InQuery("facility_id")),
  )
  .add(
    HttpApiEndpoint.put("updateComment", "/api/comments/:commentId")
      .setPath(CommentPath)
      .setPayload(Schema.Struct({ comment: Text }))
      .addSuccess(Comment)
      .annotate(PolicyTag, Policy.signedIn),
  )
  .add(
    HttpApiEndpoint.put("changeCommentState", "/api/comments/change_state/:commentId")
      .setPath(CommentPath)
      .setPayload(Schema.Struct({ state: Schema.Literal("done", "pinned") }))
      .addSuccess(Comment)
      .annotate(PolicyTag, Policy.signedIn),
  )
  .add(
    HttpApiEndpoint.del("deleteComment", "/api/comments/:commentId")
      .setPath(CommentPath)
      .addSuccess(Comment)
      .annotate(PolicyTag, Policy.signedIn),
  )
  .add(
    HttpApiEndpoint.get("tags", "/api/tags")
      .setUrlParams(
        bothOrNeither(
          Schema.Struct({ facility_id: IdParam, model: Schema.optional(TagModel), model_id: Schema.optional(IdParam) }),
        ),
      )
      .addSuccess(Schema.Array(Tag))
      .annotate(PolicyTag, InQuery("facility_id")),
  )
  .add(
    HttpApiEndpoint.post("createTag", "/api/tags")
      .setPayload(
        bothOrNeither(
          Schema.Struct({
            facility_id: Id,
            name: TagName,
            model: Schema.optional(TagModel),
            model_id: Schema.optional(Id),
          }),
        ),
      )
      .addSuccess(Tag, { status: 201 })
      .annotate(PolicyTag, Policy.staff(Policy.body("facility_id"))),
  )
  .add(
    HttpApiEndpoint.put("removeTag", "/api/tags/remove_tag")
      .setPayload(Schema.Struct({ tag_id: Id, model: TagModel, model_id: Id }))
      .addSuccess(Tag)
      .annotate(PolicyTag, Policy.signedIn),
  )
  .add(
    HttpApiEndpoint.put("updateTag", "/api/tags/:tagId")
      .setPath(TagPath)
      .setPayload(Schema.Struct({ name: TagName }))
      .addSuccess(Tag)
      .annotate(PolicyTag, Policy.signedIn),
  )
  .add(
    HttpApiEndpoint.del("deleteTag", "/api/tags/:tagId")
      .setPath(TagPath)
      .addSuccess(Tag)
      .annotate(PolicyTag, Policy.signedIn),
  )
  .middleware(Authn)

/** The subject a request names, when it names one (the schema has checked it names both parts or neither). */
const subjectOf = (model: TagModel | undefined, modelId: number | undefined) =>
  model === undefined || modelId === undefined ? undefined : { model, model_id: modelId }

const NotesLive = HttpApiBuilder.group(apiOf(NotesGroup), "notes", (handlers) =>
  handlers
    .handle("comments", ({ urlParams: q }) =>
      Effect.flatMap(Comments, (c) =>
        asCaller(
          q.model !== undefined && q.model_id !== undefined
            ? c.on(q.facility_id, q.model, q.model_id, q)
            : c.list(q.facility_id, q.model, q),
        ),
      ),
    )
    .handle("createComment", ({ payload }) => Effect.flatMap(Comments, (c) => asCaller(c.create(payload))))
    .handle("commentsForUser", ({ urlParams: q }) =>
      Effect.flatMap(Comments, (c) => asCaller(c.on(q.facility_id, "User", q.user_id, q))),
    )
    .handle("commentsForBoard", ({ urlParams: q }) =>
      Effect.flatMap(Comments, (c) => asCaller(c.on(q.facility_id, "Facility", q.facility_id, q))),
    )
    .handle("commentsForReservations", ({ urlParams: q }) =>
      Effect.flatMap(Comments, (c) => asCaller(c.onReservation(q.reservation_id, q))),
    )
    .handle("commentsForPlayersNotes", ({ urlParams: q }) =>
      Effect.flatMap(Comments, (c) => asCaller(c.playersNotes(q.facility_id, q))),
    )
    .handle("updateComment", ({ path, payload }) =>
      Effect.flatMap(Comments, (c) => asCaller(c.edit(path.commentId, payload.comment))),
    )
    .handle("changeCommentState", ({ path, payload }) =>
      Effect.flatMap(Comments, (c) => asCaller(c.toggle(path.commentId, payload.state))),
    )
    .handle("deleteComment", ({ path }) => Effect.flatMap(Comments, (c) => asCaller(c.remove(path.commentId))))
    .handle("tags", ({ urlParams: q }) =>
      Effect.flatMap(Tags, (t) => asCaller(t.list(q.facility_id, subjectOf(q.model, q.model_id)))),
    )
    .handle("createTag", ({ payload: p }) =>
      Effect.flatMap(Tags, (t) => asCaller(t.create(p.facility_id, p.name, subjectOf(p.model, p.model_id)))),
    )
    .handle("removeTag", ({ payload }) =>
      Effect.flatMap(Tags, (t) =>
        asCaller(t.removeFrom(payload.tag_id, { model: payload.model, model_id: payload.model_id })),
      ),
    )
    .handle("updateTag", ({ path, payload }) =>
      Effect.flatMap(Tags, (t) => asCaller(t.rename(path.tagId, payload.name))),
    )
    .handle("deleteTag", ({ path }) => Effect.flatMap(Tags, (t) => asCaller(t.remove(path.tagId)))),
)

export const notesPlugin: Plugin = {
  name: "notes",
  description:
    "Comments (staff notes on people, notes on bookings, the club's board with pinned and done items) and the club's tags on people, bookings and products.",
  group: NotesGroup,
  handlers: NotesLive,
}
