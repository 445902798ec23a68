import { HttpApiBuilder, HttpApiEndpoint, HttpApp, HttpServerRequest, HttpServerResponse } from "@effect/platform"
import { Effect, Schema } from "effect"
import { CheckinLog, CheckinMethod, GATE_HOURS, GateEntry } from "../../../engine/frontDesk/rules"
import { IsoDate } from "../../../engine/people/rules"
import { FrontDesk } from "../../../engine/frontDesk/service"
import { using } from "../actor"
import { Authn } from "../authn"
import { clientAddress } from "../clientAddress"
import { apiGroup } from "../errors"
import { apiOf, type Plugin } from "../plugin"
import { Policy, PolicyTag } from "../policy"
import { Id, IdParam } from "../schemas"
import { ServerSettings } from "../settings"

const GATE_COOKIE = "venue_gate"
const SlugPath = Schema.Struct({ facilitySlug: Schema.String.pipe(Schema.maxLength(60)) })

export const FrontDeskGroup = apiGroup("frontDesk")
  .add(
    HttpApiEndpoint.get("checkinLogs", "/api/facilities/:id/checkin_logs")
      .setPath(Schema.Struct({ id: IdParam }))
      .setUrlParams(Schema.Struct({ date: Schema.optional(IsoDate), page: Schema.optional(IdParam) }))
      .addSuccess(Schema.Array(CheckinLog))
      .annotate(PolicyTag, Policy.staff()),
  )
  .add(
    HttpApiEndpoint.post("createCheckinLog", "/api/facilities/:id/checkin_logs")
      .setPath(Schema.Struct({ id: IdParam }))
      .setPayload(
        Schema.Struct({
          user_id: Schema.optional(Schema.NullOr(Id)),
          reservation_id: Schema.optional(Schema.NullOr(Id)),
          method: Schema.optionalWith(CheckinMethod, { default: () => "desk" as const }),
          note: Schema.optional(Schema.NullOr(Schema.String.pipe(Schema.maxLength(300)))),
        }),
      )
      .addSuccess(CheckinLog, { status: 201 })
      .annotate(PolicyTag, Policy.staff()),
  )
  .add(
    HttpApiEndpoint.post("authenticateGateList", "/f/:facilitySlug/authenticate_gate_list")
      .setPath(SlugPath)
      .setPayload(
        Schema.Struct({
          password: Schema.String.pipe(
            Schema.minLength(1, { message: () => "The gate list needs its password." }),
            Schema.maxLength(100),
          ),
        }),
      )
      .addSuccess(Schema.Struct({ expires_at: Schema.String }))
      .annotate(PolicyTag, Policy.public),
  )
  .add(
    HttpApiEndpoint.get("gateListActivity", "/f/:facilitySlug/gate_list_activity")
      .setPath(SlugPath)
      .setUrlParams(
        Schema.Struct({ limit: Schema.optional(Schema.NumberFromString.pipe(Schema.int(), Schema.between(1, 200))) }),
      )
      .addSuccess(Schema.Struct({ date: Schema.String, activity: Schema.Array(GateEntry) }))
      .annotate(PolicyTag, Policy.public),
  )
  .middleware(Authn)

/** The door staff's cookie: only for the club's gate pages, for as long as the session. */
const setGateCookie = (opened: { readonly token: string; readonly slug: string }) =>
  Effect.flatMap(ServerSettings, ({ secureCookies }) =>
    HttpApp.appendPreResponseHandler((_, response) =>
      Effect.orDie(
        HttpServerResponse.setCookie(response, GATE_COOKIE, opened.token, {
          httpOnly: true,
          sameSite: "strict",
          path: `/f/${opened.slug}`,
          secure: secureCookies,
          maxAge: `${GATE_HOURS} hours`,
        }),
      ),
    ),
  )

export const FrontDeskLive = HttpApiBuilder.group(apiOf(FrontDeskGroup), "frontDesk", (handlers) =>
  handlers
    .handle("checkinLogs", ({ path, urlParams }) =>
      using(FrontDesk, (desk) => desk.checkins(path.id, urlParams.date, urlParams.page)),
    )
    .handle("createCheckinLog", ({ path, payload }) => using(FrontDesk, (desk) => desk.checkIn(path.id, payload)))
    .handle("authenticateGateList", ({ path, payload }) =>
      Effect.gen(function* () {
        const ip = yield* clientAddress
        const opened = yield* using(FrontDesk, (desk) => desk.openGateList(path.facilitySlug, payload.password, ip))
        yield* setGateCookie(opened)
        return { expires_at: opened.expires_at }
      }),
    )
    .handle("gateListActivity", ({ path, urlParams }) =>
      Effect.flatMap(HttpServerRequest.HttpServerRequest, (request) =>
        using(FrontDesk, (desk) => desk.gateList(path.facilitySlug, request.cookies[GATE_COOKIE], urlParams.limit)),
      ),
    ),
)

export const frontDeskPlugin: Plugin = {
  name: "front_desk",
  description: "Check-in logs, and the password-protected gate list for door staff.",
  group: FrontDeskGroup,
  handlers: FrontDeskLive,
}
