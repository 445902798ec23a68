import { withSpans } from "../spans"
import { Effect, Option } from "effect"
import { CurrentCaller, isManagerAt, requireStaffAt, staffSubjectAt } from "../access"
import { formatCommentDate } from "../dates"
import { forbidden, notFound, orNotFound, unprocessable } from "../errors"
import { type Comment, type CommentModel, type CommentRecord, commentProblem } from "./rules"
import { FacilitiesRepo } from "../facilities/port"
import { NotesRepo } from "./port"
import { ReservationsRepo } from "../reservations/port"

export interface CommentInput {
  readonly facility_id: number
  readonly model: CommentModel
  readonly model_id: number
  readonly comment: string
  readonly pinned?: boolean | undefined
}

export interface Page {
  readonly page?: number | undefined
  readonly per_page?: number | undefined
}

/**
 * Comments of a club (the API's comments): staff notes on a person, notes on a booking, and the
 * club's board, a to-do list whose items are pinned and done. All of them are the club's staff's
 * own: a player never reads what staff write about them, and another club's staff never see them.
 */
export class Comments extends Effect.Service<Comments>()("venue/Comments", {
  effect: Effect.gen(function* () {
    const repo = yield* NotesRepo
    const facilities = yield* FacilitiesRepo
    const reservations = yield* ReservationsRepo

    /** The stored comments with their date in words at the club. */
    const dated = (facilityId: number, records: ReadonlyArray<CommentRecord>) =>
      Effect.map(orNotFound("Facility")(facilities.find(facilityId)), (f): ReadonlyArray<Comment> =>
        records.map((c) => ({ ...c, created_at_text: formatCommentDate(new Date(c.created_at), f.time_zone) })),
      )

    const paged = (page: Page) => {
      const limit = Math.min(page.per_page ?? 50, 200)
      return { limit, offset: ((page.page ?? 1) - 1) * limit }
    }

    /** The comments on one subject of the club, pinned first, then newest. */
    const on = (facilityId: number, model: CommentModel, modelId: number, page: Page = {}) =>
      Effect.gen(function* () {
        yield* staffSubjectAt(facilityId, model, modelId)
        return yield* dated(
          facilityId,
          yield* repo.comments({ facility_id: facilityId, model, model_id: modelId, ...paged(page) }),
        )
      })

    /** A booking's comments: the booking names its club. */
    const onReservation = (reservationId: number, page: Page = {}) =>
      Effect.gen(function* () {
        const r = yield* orNotFound("Reservation")(reservations.find(reservationId))
        return yield* on(r.facility_id, "Reservation", r.id, page)
      })

    /** The club's notes on players, newest first (pinned or not): what the desk has written lately. */
    const playersNotes = (facilityId: number, page: Page = {}) =>
      Effect.gen(function* () {
        yield* requireStaffAt(facilityId)
        return yield* dated(
          facilityId,
          yield* repo.comments({ facility_id: facilityId, model: "User", ...paged(page) }),
        )
      })

    /** The club's comments of every kind, or of one kind. */
    const list = (facilityId: number, model: CommentModel | undefined, page: Page = {}) =>
      Effect.gen(function* () {
        yield* requireStaffAt(facilityId)
        return yield* dated(
          facilityId,
          yield* repo.comments({ facility_id: facilityId, ...(model === undefined ? {} : { model }), ...paged(page) }),
        )
      })

    /** A comment of a club where the caller is staff; any other reads as not found. */
    const visible = (id: number) =>
      Effect.gen(function* () {
        const found = yield* repo.findComment(id)
        const caller = yield* CurrentCaller
        if (Option.isNone(found)) return yield* Effect.fail(notFound("Comment"))
        yield* Effect.mapError(requireStaffAt(found.value.facility_id), () => notFound("Comment"))
        return { comment: found.value, caller }
      })

    const one = (id: number) =>
      Effect.flatMap(visible(id), ({ comment }) =>
        Effect.map(dated(comment.facility_id, [comment]), (list) => list[0]!),
      )

    const create = (input: CommentInput) =>
      Effect.gen(function* () {
        yield* staffSubjectAt(input.facility_id, input.model, input.model_id)
        const problem = commentProblem(input.comment)
        if (problem !== undefined) return yield* Effect.fail(unprocessable(problem))
        const id = yield* repo.insertComment({
          facility_id: input.facility_id,
          model: input.model,
          model_id: input.model_id,
          comment: input.comment.trim(),
          pinned: input.pinned ?? false,
          author_id: (yield* CurrentCaller).userId ?? null,
        })
        return yield* one(id)
      })

    /** Its author, or a manager of the club, changes or deletes what was written. */
    const mine = (id: number, refusal: string) =>
      Effect.gen(function* () {
        const { comment, caller } = yield* visible(id)
        if (comment.author_id !== (caller.userId ?? null) && !isManagerAt(caller, comment.facility_id))
          return yield* Effect.fail(forbidden(refusal))
        return comment
      })

    const edit = (id: number, text: string) =>
      Effect.gen(function* () {
        yield* mine(id, "Only its author or a manager changes a comment.")
        const problem = commentProblem(text)
        if (problem !== undefined) return yield* Effect.fail(unprocessable(problem))
        yield* repo.updateComment(id, { comment: text.trim() })
        return yield* one(id)
      })

    /** The API's change_state: done and pinned are toggled, by any of the club's staff. */
    const toggle = (id: number, state: "done" | "pinned") =>
      Effect.gen(function* () {
        const { comment } = yield* visible(id)
        yield* repo.updateComment(id, { [state]: !comment[state] })
        return yield* one(id)
      })

    const remove = (id: number) =>
      Effect.gen(function* () {
        const comment = yield* mine(id, "Only its author or a manager deletes a comment.")
        const [shown] = yield* dated(comment.facility_id, [comment])
        yield* repo.deleteComment(id)
        return shown!
      })

    return withSpans("Comments", { on, onReservation, playersNotes, list, one, create, edit, toggle, remove })
  }),
}) {}
