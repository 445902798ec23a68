import { withSpans } from "../spans"
import { Effect, Option } from "effect"
import { CurrentCaller, requireStaffAt, staffSubjectAt } from "../access"
import { notFound, unprocessable } from "../errors"
import { type GroupableType, groupTitleProblem, type GroupWithMembers } from "./rules"
import { NotesRepo } from "./port"

export interface GroupInput {
  readonly facility_id: number
  readonly title: string
  readonly groupable_type?: GroupableType | undefined
  /** The clinic, for a clinic's group; the club's own id (or nothing) for the club's. */
  readonly groupable_id?: number | undefined
}

/**
 * Groups of a club's people (the API's groups): the club's own or one of its clinics', kept by its
 * staff; announcements are sent to them. Only people who belong to the club are members, and a
 * group is never seen by another club's staff.
 */
export class Groups extends Effect.Service<Groups>()("venue/Groups", {
  effect: Effect.gen(function* () {
    const repo = yield* NotesRepo

    /** A group of a club where the caller is staff, with its members; any other reads as not found. */
    const show = (id: number) =>
      Effect.gen(function* () {
        const found = yield* repo.findGroup(id)
        if (Option.isNone(found)) return yield* Effect.fail(notFound("Group"))
        yield* Effect.mapError(requireStaffAt(found.value.facility_id), () => notFound("Group"))
        return { ...found.value, members: yield* repo.groupMembers(found.value.facility_id, id) } as GroupWithMembers
      })

    const list = (facilityId: number) => Effect.zipRight(requireStaffAt(facilityId), repo.groups(facilityId))

    const titled = (title: string) => {
      const problem = groupTitleProblem(title)
      return problem === undefined ? Effect.succeed(title.trim()) : Effect.fail(unprocessable(problem))
    }

    const create = (input: GroupInput) =>
      Effect.gen(function* () {
        const type = input.groupable_type ?? "Facility"
        const of = input.groupable_id ?? input.facility_id
        yield* staffSubjectAt(input.facility_id, type, of)
        const id = yield* repo.insertGroup({
          facility_id: input.facility_id,
          title: yield* titled(input.title),
          groupable_type: type,
          clinic_id: type === "Clinic" ? of : null,
        })
        return yield* show(id)
      })

    const rename = (id: number, title: string) =>
      Effect.gen(function* () {
        yield* show(id)
        yield* repo.renameGroup(id, yield* titled(title))
        return yield* show(id)
      })

    const remove = (id: number) =>
      Effect.gen(function* () {
        const group = yield* show(id)
        yield* repo.deleteGroup(id)
        return group
      })

    const addUser = (id: number, userId: number) =>
      Effect.gen(function* () {
        const group = yield* show(id)
        yield* staffSubjectAt(group.facility_id, "User", userId)
        const added = yield* repo.addGroupMember(group.facility_id, id, userId, (yield* CurrentCaller).userId ?? null)
        if (!added) return yield* Effect.fail(unprocessable("That person is in the group already."))
        return yield* show(id)
      })

    const removeUser = (id: number, userId: number) =>
      Effect.gen(function* () {
        yield* show(id)
        if (!(yield* repo.removeGroupMember(id, userId)))
          return yield* Effect.fail(unprocessable("That person is not in the group."))
        return yield* show(id)
      })

    /** The club's people who could join the group, by name or e-mail. */
    const candidates = (id: number, query: string) =>
      Effect.gen(function* () {
        const group = yield* show(id)
        return yield* repo.groupCandidates(group.facility_id, id, query)
      })

    return withSpans("Groups", { show, list, create, rename, remove, addUser, removeUser, candidates })
  }),
}) {}
