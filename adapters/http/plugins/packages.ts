import { HttpApiBuilder, HttpApiEndpoint } from "@effect/platform"
import { Effect, Schema } from "effect"
import { TeacherPackage, UserPackage } from "../../../engine/packages/rules"
import { Packages } from "../../../engine/packages/service"
import { asCaller, currentUser } from "../actor"
import { Authn } from "../authn"
import { apiGroup } from "../errors"
import { apiOf, type Plugin } from "../plugin"
import { Policy, PolicyTag } from "../policy"
import { HowPaid, Id, IdParam } from "../schemas"

const PackageOffer = Schema.Struct({
  /** Null: lessons with any of the club's teachers. */
  teacher_id: Schema.optionalWith(Schema.NullOr(Id), { default: () => null }),
  name: Schema.Trim.pipe(Schema.nonEmptyString({ message: () => "A package needs a name." }), Schema.maxLength(120)),
  lessons: Schema.Int.pipe(Schema.between(1, 200)),
  duration: Schema.Int.pipe(Schema.between(15, 480)),
  price: Schema.Int.pipe(Schema.between(0, 100_000_000)),
  valid_days: Schema.Int.pipe(Schema.between(1, 3650)),
  active: Schema.optionalWith(Schema.Boolean, { default: () => true }),
})

const Purchase = {
  facility_id: Id,
  teacher_package_id: Id,
  teacher_id: Schema.optional(Id),
  ...HowPaid,
}

const FacilityPath = Schema.Struct({ id: IdParam })

/** Whose packages: the caller's by default; a child's, or (with the club named) a person's for its staff. */
const HeldBy = Schema.Struct({ user_id: Schema.optional(IdParam), facility_id: Schema.optional(IdParam) })

export const PackagesGroup = apiGroup("packages")
  .add(
    HttpApiEndpoint.get("offers", "/api/facilities/:id/teacher_packages")
      .setPath(FacilityPath)
      .addSuccess(Schema.Array(TeacherPackage))
      .annotate(PolicyTag, Policy.public),
  )
  .add(
    HttpApiEndpoint.post("addOffer", "/api/facilities/:id/teacher_packages")
      .setPath(FacilityPath)
      .setPayload(PackageOffer)
      .addSuccess(TeacherPackage, { status: 201 })
      .annotate(PolicyTag, Policy.manager()),
  )
  .add(
    HttpApiEndpoint.put("changeOffer", "/api/facilities/:id/teacher_packages/:packageId")
      .setPath(Schema.Struct({ id: IdParam, packageId: IdParam }))
      .setPayload(PackageOffer)
      .addSuccess(TeacherPackage)
      .annotate(PolicyTag, Policy.manager()),
  )
  .add(
    HttpApiEndpoint.post("bookPlayer", "/api/user_packages/book_player")
      .setPayload(
        Schema.Struct({
          ...Purchase,
          /** A child the caller handles; default: the caller. */ user_id: Schema.optional(Id),
        }),
      )
      .addSuccess(UserPackage, { status: 201 })
      .annotate(PolicyTag, Policy.member(Policy.body("facility_id"))),
  )
  .add(
    HttpApiEndpoint.post("bookAdmin", "/api/user_packages/book_admin")
      .setPayload(Schema.Struct({ ...Purchase, user_id: Id }))
      .addSuccess(UserPackage, { status: 201 })
      .annotate(PolicyTag, Policy.staff(Policy.body("facility_id"))),
  )
  .add(
    HttpApiEndpoint.get("bought", "/api/user_packages/bought")
      .setUrlParams(HeldBy)
      .addSuccess(Schema.Array(UserPackage))
      .annotate(PolicyTag, Policy.signedIn),
  )
  .add(
    HttpApiEndpoint.get("lessonsPackages", "/api/users/lessons_packages")
      .setUrlParams(HeldBy)
      .addSuccess(Schema.Array(UserPackage))
      .annotate(PolicyTag, Policy.signedIn),
  )
  .add(
    HttpApiEndpoint.post("useLesson", "/api/user_packages/:id/use")
      .setPath(Schema.Struct({ id: IdParam }))
      .setPayload(Schema.Struct({ reservation_id: Id }))
      .addSuccess(UserPackage)
      .annotate(PolicyTag, Policy.signedIn),
  )
  .middleware(Authn)

export const PackagesLive = HttpApiBuilder.group(apiOf(PackagesGroup), "packages", (handlers) =>
  handlers
    .handle("offers", ({ path }) => Effect.flatMap(Packages, (p) => p.offers(path.id)))
    .handle("addOffer", ({ path, payload }) =>
      Effect.flatMap(Packages, (p) => asCaller(p.saveOffer(path.id, undefined, payload))),
    )
    .handle("changeOffer", ({ path, payload }) =>
      Effect.flatMap(Packages, (p) => asCaller(p.saveOffer(path.id, path.packageId, payload))),
    )
    .handle("bookPlayer", ({ payload: { user_id, facility_id, ...purchase } }) =>
      Effect.gen(function* () {
        const me = yield* currentUser.pipe(Effect.orDie)
        return yield* asCaller(Effect.flatMap(Packages, (p) => p.buy(user_id ?? me.id, facility_id, purchase)))
      }),
    )
    .handle("bookAdmin", ({ payload: { user_id, facility_id, ...purchase } }) =>
      Effect.flatMap(Packages, (p) => asCaller(p.buy(user_id, facility_id, purchase))),
    )
    .handle("bought", ({ urlParams }) =>
      Effect.flatMap(Packages, (p) => asCaller(p.held(urlParams.user_id, urlParams.facility_id, false))),
    )
    .handle("lessonsPackages", ({ urlParams }) =>
      Effect.flatMap(Packages, (p) => asCaller(p.held(urlParams.user_id, urlParams.facility_id, true))),
    )
    .handle("useLesson", ({ path, payload }) =>
      Effect.flatMap(Packages, (p) => asCaller(p.useLesson(path.id, payload.reservation_id))),
    ),
)

export const packagesPlugin: Plugin = {
  name: "packages",
  description: "Lesson packages: what a club offers, buying one through the ledger, and taking lessons from it.",
  group: PackagesGroup,
  handlers: PackagesLive,
}
