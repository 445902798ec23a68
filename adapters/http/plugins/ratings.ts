import { HttpApiBuilder, HttpApiEndpoint } from "@effect/platform"
import { Effect, Schema } from "effect"
import { RatingProvider, User } from "../../../engine/people/rules"
import { Rating } from "../../../engine/ratings/rules"
import { Ratings } from "../../../engine/ratings/service"
import { using } from "../actor"
import { Authn } from "../authn"
import { apiGroup } from "../errors"
import { apiOf, type Plugin } from "../plugin"
import { Policy, PolicyTag } from "../policy"
import { Id, IdParam } from "../schemas"
import { ServerSettings } from "../settings"

const RatingValue = Schema.Number.pipe(Schema.finite())
const UserPath = Schema.Struct({ id: IdParam })
const ClubLockerCode = Schema.String.pipe(
  Schema.pattern(/^[A-Za-z0-9-]{3,40}$/, {
    message: () => "A Club Locker code has 3 to 40 letters, digits or hyphens.",
  }),
)

/**
 * A DUPR link: the person and their ratings; `code_sent` while it waits for the code mailed to the
 * address DUPR holds for the account (`sent_to`, masked), `verified` once the id is theirs.
 */
const DuprLink = Schema.Struct({
  user: User,
  ratings: Schema.Array(Rating),
  verification: Schema.Literal("code_sent", "verified"),
  sent_to: Schema.NullOr(Schema.String),
})

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
      .addSuccess(DuprLink)
      .annotate(PolicyTag, Policy.selfOrGuardian()),
  )
  .add(
    HttpApiEndpoint.post("verifyDupr", "/api/users/:id/verify_dupr")
      .setPath(UserPath)
      .setPayload(Schema.Struct({ code: Schema.String.pipe(Schema.maxLength(20)) }))
      .addSuccess(DuprLink)
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

export const RatingsLive = HttpApiBuilder.group(apiOf(RatingsGroup), "ratings", (handlers) =>
  handlers
    .handle("list", ({ urlParams }) => using(Ratings, (ratings) => ratings.list(urlParams.user_id)))
    .handle("create", ({ path, payload }) =>
      using(Ratings, (ratings) => ratings.add(path.id, payload.provider, payload.rating, payload.facility_id)),
    )
    .handle("update", ({ path, payload }) =>
      using(Ratings, (ratings) => ratings.change(path.id, path.ratingId, payload.rating)),
    )
    .handle("setRating", ({ path, payload }) =>
      using(Ratings, (ratings) => ratings.setProfileRating(path.id, payload.rating)),
    )
    .handle("linkToDupr", ({ path, payload }) =>
      using(Ratings, (ratings) => ratings.linkDupr(path.id, payload.dupr_id)),
    )
    .handle("verifyDupr", ({ path, payload }) => using(Ratings, (ratings) => ratings.verifyDupr(path.id, payload.code)))
    .handle("unlinkDupr", ({ path }) => using(Ratings, (ratings) => ratings.setLinked(path.id, "dupr_id", null)))
    .handle("unlinkRpr", ({ path }) => using(Ratings, (ratings) => ratings.setLinked(path.id, "redpadel_id", null)))
    .handle("sendNprpQuestionnaire", ({ path }) =>
      Effect.flatMap(ServerSettings, ({ publicUrl }) =>
        using(Ratings, (ratings) => ratings.sendQuestionnaire(path.id, publicUrl)),
      ),
    )
    .handle("setClubLocker", ({ payload }) =>
      using(Ratings, (ratings) => ratings.setClubLocker(payload.user_id, payload.club_locker_code)),
    )
    .handle("clearClubLocker", ({ urlParams }) =>
      using(Ratings, (ratings) => ratings.setClubLocker(urlParams.user_id, null)),
    ),
)

export const ratingsPlugin: Plugin = {
  name: "ratings",
  description: "Ratings by provider with their ranges and labels, DUPR linking, Club Locker codes.",
  group: RatingsGroup,
  handlers: RatingsLive,
}
