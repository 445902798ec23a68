import { HttpApiBuilder, HttpApiEndpoint } from "@effect/platform"
import { Effect, Schema } from "effect"
import { Dupr } from "../../../engine/dupr"
import { Mailer } from "../../../engine/mailer"
import { RatingProvider } from "../../../engine/people"
import { checkRating, ratingLabel, ratingRange } from "../../../engine/ratings"
import { recordActivity } from "../../sql/activity"
import { clearLinkedId, insertRating, ratingRows, setLinkedId, setProfileRating, upsertRating } from "../../sql/ratings"
import { inTransaction } from "../../sql/transaction"
import { User } from "../../../engine/people"
import { isStaffAt, ratingKeeper, speaksFor } from "../../../engine/access"
import { Actor, asCaller, callerOf, currentUser } from "../actor"
import { Authn } from "../authn"
import { apiGroup, Conflict, Forbidden, notFound, unprocessable } from "../errors"
import { requireUser } from "../lookups"
import { apiOf, type Plugin } from "../plugin"
import { Policy, PolicyTag } from "../policy"
import { Id, IdParam } from "../schemas"
import { ServerSettings } from "../settings"

export const Rating = Schema.Struct({
  id: Schema.Number,
  user_id: Schema.Number,
  provider: Schema.String,
  /** How the provider is shown: NRP, NRP Custom, WPR, or the provider in upper case. */
  label: Schema.String,
  rating: Schema.Number,
  min: Schema.Number,
  max: Schema.Number,
  /** Null: the person's own rating (self-rated or from a linked account); else the club whose value it is. */
  facility_id: Schema.NullOr(Schema.Number),
})

const RatingValue = Schema.Number.pipe(Schema.finite())
const UserPath = Schema.Struct({ id: IdParam })
const ClubLockerCode = Schema.String.pipe(
  Schema.pattern(/^[A-Za-z0-9-]{3,40}$/, {
    message: () => "A Club Locker code has 3 to 40 letters, digits or hyphens.",
  }),
)

export const RatingsGroup = apiGroup("ratings")
  .add(
    HttpApiEndpoint.get("list", "/api/users/ratings")
      .setUrlParams(Schema.Struct({ user_id: Schema.optional(IdParam) }))
      .addSuccess(Schema.Array(Rating))
      .annotate(PolicyTag, Policy.userAccess(Policy.optionalQuery("user_id"))),
  )
  .add(
    HttpApiEndpoint.post("create", "/api/users/:id/ratings")
      .setPath(UserPath)
      .setPayload(
        Schema.Struct({
          provider: RatingProvider,
          rating: RatingValue,
          /** Staff: the club whose value this is (needed only when the caller is staff at several of the person's clubs). */
          facility_id: Schema.optional(Id),
        }),
      )
      .addSuccess(Rating, { status: 201 })
      .annotate(PolicyTag, Policy.userAccess()),
  )
  .add(
    HttpApiEndpoint.put("update", "/api/users/:id/ratings/:ratingId")
      .setPath(Schema.Struct({ id: IdParam, ratingId: IdParam }))
      .setPayload(Schema.Struct({ rating: RatingValue }))
      .addSuccess(Rating)
      .annotate(PolicyTag, Policy.userAccess()),
  )
  .add(
    HttpApiEndpoint.put("setRating", "/api/users/:id/rating")
      .setPath(UserPath)
      .setPayload(Schema.Struct({ rating: Schema.NullOr(RatingValue) }))
      .addSuccess(User)
      .annotate(PolicyTag, Policy.selfOrGuardian()),
  )
  .add(
    HttpApiEndpoint.post("linkToDupr", "/api/users/:id/link_to_dupr")
      .setPath(UserPath)
      .setPayload(
        Schema.Struct({
          dupr_id: Schema.String.pipe(
            Schema.pattern(/^[A-Za-z0-9]{4,20}$/, { message: () => "A DUPR id has 4 to 20 letters or digits." }),
          ),
        }),
      )
      .addSuccess(Schema.Struct({ user: User, ratings: Schema.Array(Rating) }))
      .annotate(PolicyTag, Policy.selfOrGuardian()),
  )
  .add(
    HttpApiEndpoint.post("unlinkDupr", "/api/users/:id/unlink_dupr")
      .setPath(UserPath)
      .addSuccess(User)
      .annotate(PolicyTag, Policy.selfOrGuardian()),
  )
  .add(
    HttpApiEndpoint.post("unlinkRpr", "/api/users/:id/unlink_rpr")
      .setPath(UserPath)
      .addSuccess(User)
      .annotate(PolicyTag, Policy.selfOrGuardian()),
  )
  .add(
    HttpApiEndpoint.post("sendNprpQuestionnaire", "/api/users/:id/send_nprp_questionnaire")
      .setPath(UserPath)
      .addSuccess(Schema.Void, { status: 202 })
      .annotate(PolicyTag, Policy.userAccess()),
  )
  .add(
    HttpApiEndpoint.post("setClubLocker", "/api/user_club_lockers")
      .setPayload(Schema.Struct({ user_id: Schema.optional(Id), club_locker_code: ClubLockerCode }))
      .addSuccess(User)
      .annotate(PolicyTag, Policy.selfOrGuardian(Policy.optionalBody("user_id"))),
  )
  .add(
    HttpApiEndpoint.del("clearClubLocker", "/api/user_club_lockers")
      .setUrlParams(Schema.Struct({ user_id: Schema.optional(IdParam) }))
      .addSuccess(User)
      .annotate(PolicyTag, Policy.selfOrGuardian(Policy.optionalQuery("user_id"))),
  )
  .middleware(Authn)

/** The person's ratings (their own and every club's value): for them, their guardian, and finding one to change. */
const ratingsOf = (userId: number) =>
  Effect.map(ratingRows(userId), (rows) =>
    rows.map((r) => ({ ...r, label: ratingLabel(r.provider), ...ratingRange(r.provider) })),
  )

/** The rating if the provider's range holds it; a 422 with the engine's sentence otherwise. */
const inRange = (provider: string, rating: number) =>
  checkRating(provider, rating).pipe(Effect.mapError((error) => unprocessable(error.message)))

const note = (userId: number, kind: string, description: string) =>
  Effect.flatMap(Actor, (actor) =>
    recordActivity({ user_id: userId, actor_id: actor.user?.id ?? null, kind, description }),
  )

export const RatingsLive = HttpApiBuilder.group(apiOf(RatingsGroup), "ratings", (handlers) =>
  handlers
    .handle("list", ({ urlParams }) =>
      Effect.gen(function* () {
        const me = yield* currentUser.pipe(Effect.orDie)
        const person = urlParams.user_id ?? me.id
        const all = yield* ratingsOf(person)
        // Staff reading a member's profile see the person's own ratings and their own clubs' values.
        if (yield* asCaller(speaksFor([person]))) return all
        const caller = callerOf(yield* Actor)
        return all.filter((r) => r.facility_id === null || isStaffAt(caller, r.facility_id))
      }),
    )
    .handle("create", ({ path, payload }) =>
      Effect.gen(function* () {
        yield* requireUser(path.id)
        const keeper = yield* asCaller(ratingKeeper(path.id, payload.facility_id))
        yield* inRange(payload.provider, payload.rating)
        const id = yield* insertRating(path.id, payload.provider, payload.rating, keeper)
        if (id === undefined) {
          return yield* Effect.fail(
            new Conflict({
              message: `${keeper === null ? "This person has" : "The club keeps"} a ${ratingLabel(payload.provider)} rating already; change it instead.`,
              errors: [],
            }),
          )
        }
        yield* note(path.id, "rating_added", `${ratingLabel(payload.provider)} rating set to ${payload.rating}.`)
        return (yield* ratingsOf(path.id)).find((r) => r.id === id)!
      }),
    )
    .handle("update", ({ path, payload }) =>
      Effect.gen(function* () {
        const current = (yield* ratingsOf(path.id)).find((r) => r.id === path.ratingId)
        if (current === undefined) return yield* Effect.fail(notFound("Rating"))
        // The person's own rating is theirs; a club's value is that club's staff's.
        if (current.facility_id === null && !(yield* asCaller(speaksFor([path.id]))))
          return yield* Effect.fail(
            new Forbidden({
              message: "This is the person's own rating; your club keeps a value of its own: add one.",
              errors: [],
            }),
          )
        if (
          current.facility_id !== null &&
          !(yield* asCaller(ratingKeeper(path.id, current.facility_id)).pipe(Effect.isSuccess))
        )
          return yield* Effect.fail(notFound("Rating"))
        yield* inRange(current.provider, payload.rating)
        yield* upsertRating(path.id, current.provider, payload.rating, current.facility_id)
        yield* note(
          path.id,
          "rating_changed",
          `${current.label} rating changed from ${current.rating} to ${payload.rating}.`,
        )
        return { ...current, rating: payload.rating }
      }),
    )
    .handle("setRating", ({ path, payload }) =>
      Effect.gen(function* () {
        yield* requireUser(path.id)
        // The profile rating is the self-rating on the NRP scale.
        if (payload.rating !== null) yield* inRange("ntrp_default", payload.rating)
        yield* setProfileRating(path.id, payload.rating)
        return yield* requireUser(path.id)
      }),
    )
    .handle("linkToDupr", ({ path, payload }) =>
      Effect.gen(function* () {
        yield* requireUser(path.id)
        const dupr = yield* Dupr
        const player = yield* dupr
          .player(payload.dupr_id)
          .pipe(Effect.mapError((error) => unprocessable(error.message)))
        yield* inTransaction(
          Effect.gen(function* () {
            yield* setLinkedId(path.id, "dupr_id", player.dupr_id)
            const rating = player.doubles ?? player.singles
            if (rating !== null) yield* upsertRating(path.id, "dupr", yield* inRange("dupr", rating))
            yield* note(path.id, "dupr_linked", `Linked to DUPR ${player.dupr_id}.`)
          }),
        )
        return { user: yield* requireUser(path.id), ratings: yield* ratingsOf(path.id) }
      }),
    )
    .handle("unlinkDupr", ({ path }) =>
      Effect.gen(function* () {
        yield* requireUser(path.id)
        yield* clearLinkedId(path.id, "dupr_id")
        return yield* requireUser(path.id)
      }),
    )
    .handle("unlinkRpr", ({ path }) =>
      Effect.gen(function* () {
        yield* requireUser(path.id)
        yield* clearLinkedId(path.id, "redpadel_id")
        return yield* requireUser(path.id)
      }),
    )
    .handle("sendNprpQuestionnaire", ({ path }) =>
      Effect.gen(function* () {
        const user = yield* requireUser(path.id)
        if (user.email === null)
          return yield* Effect.fail(unprocessable("This person has no e-mail address to send the questionnaire to."))
        const mailer = yield* Mailer
        const { publicUrl } = yield* ServerSettings
        yield* mailer
          .send({
            to: user.email,
            subject: "Your NRP rating questionnaire",
            text: `Answer a few questions about your game so the club can set your NRP rating:\n\n${publicUrl}/rating-questionnaire?user=${user.id}`,
          })
          .pipe(Effect.catchAll((error) => Effect.logError("Could not send the questionnaire", error.message)))
      }),
    )
    .handle("setClubLocker", ({ payload }) =>
      Effect.gen(function* () {
        const me = yield* currentUser.pipe(Effect.orDie)
        const userId = payload.user_id ?? me.id
        yield* requireUser(userId)
        yield* setLinkedId(userId, "club_locker_code", payload.club_locker_code)
        return yield* requireUser(userId)
      }),
    )
    .handle("clearClubLocker", ({ urlParams }) =>
      Effect.gen(function* () {
        const me = yield* currentUser.pipe(Effect.orDie)
        const userId = urlParams.user_id ?? me.id
        yield* requireUser(userId)
        yield* clearLinkedId(userId, "club_locker_code")
        return yield* requireUser(userId)
      }),
    ),
)

export const ratingsPlugin: Plugin = {
  name: "ratings",
  description: "Ratings by provider with their ranges and labels, DUPR linking, Club Locker codes.",
  group: RatingsGroup,
  handlers: RatingsLive,
}
