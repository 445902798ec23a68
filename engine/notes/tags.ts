import { withSpans } from "../spans"
import { Effect, Option } from "effect"
import { requireManagerAt, requireStaffAt, staffSubjectAt } from "../access"
import { conflict, notFound, unprocessable } from "../errors"
import { type Tag, type TagModel, tagName, tagProblem } from "./rules"
import { NotesRepo } from "./port"

export interface Subject {
  readonly model: TagModel
  readonly model_id: number
}

/**
 * The club's tags (the API's Tag: create-and-relate): staff put them on people, bookings and
 * products and filter by them; managers rename and delete them. A tag is the club's alone.
 */
export class Tags extends Effect.Service<Tags>()("venue/Tags", {
  effect: Effect.gen(function* () {
    const repo = yield* NotesRepo

    /** A tag of a club where the caller is staff; any other reads as not found. */
    const visible = (id: number) =>
      Effect.gen(function* () {
        const found = yield* repo.findTag(id)
        if (Option.isNone(found)) return yield* Effect.fail(notFound("Tag"))
        yield* Effect.mapError(requireStaffAt(found.value.facility_id), () => notFound("Tag"))
        return found.value
      })

    /** The club's tags, or those on one subject of the club. */
    const list = (facilityId: number, subject?: Subject) =>
      Effect.gen(function* () {
        if (subject === undefined) {
          yield* requireStaffAt(facilityId)
          return yield* repo.tags(facilityId)
        }
        yield* staffSubjectAt(facilityId, subject.model, subject.model_id)
        return yield* repo.tagsOf(facilityId, subject.model, subject.model_id)
      })

    const checkedName = (name: string) => {
      const problem = tagProblem(name)
      return problem === undefined ? Effect.succeed(tagName(name)) : Effect.fail(unprocessable(problem))
    }

    /** Creates the tag by name (or finds the club's tag by that name) and puts it on the subject named. */
    const create = (facilityId: number, name: string, subject?: Subject) =>
      Effect.gen(function* () {
        if (subject === undefined) yield* requireStaffAt(facilityId)
        else yield* staffSubjectAt(facilityId, subject.model, subject.model_id)
        const clean = yield* checkedName(name)
        const id =
          (yield* repo.tagNamed(facilityId, clean)) ??
          (yield* repo.insertTag(facilityId, clean)) ??
          // Another desk created it a moment ago.
          (yield* repo.tagNamed(facilityId, clean))!
        if (subject !== undefined) yield* repo.relateTag(facilityId, id, subject.model, subject.model_id)
        return yield* visible(id)
      })

    /** Takes the tag off the subject; the tag stays the club's. */
    const removeFrom = (tagId: number, subject: Subject) =>
      Effect.gen(function* () {
        const tag = yield* visible(tagId)
        yield* staffSubjectAt(tag.facility_id, subject.model, subject.model_id)
        if (!(yield* repo.unrelateTag(tag.facility_id, tag.id, subject.model, subject.model_id)))
          return yield* Effect.fail(unprocessable(`That ${subject.model.toLowerCase()} does not carry "${tag.name}".`))
        return yield* visible(tagId)
      })

    const rename = (id: number, name: string) =>
      Effect.gen(function* () {
        const tag = yield* visible(id)
        yield* requireManagerAt(tag.facility_id, "Only a manager renames the club's tags.")
        const clean = yield* checkedName(name)
        if (!(yield* repo.renameTag(id, clean)))
          return yield* Effect.fail(conflict(`The club already has a tag "${clean}".`))
        return yield* visible(id)
      })

    const remove = (id: number) =>
      Effect.gen(function* () {
        const tag = yield* visible(id)
        yield* requireManagerAt(tag.facility_id, "Only a manager deletes the club's tags.")
        yield* repo.deleteTag(id)
        return tag satisfies Tag
      })

    return withSpans("Tags", { list, create, removeFrom, rename, remove })
  }),
}) {}
