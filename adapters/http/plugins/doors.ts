import { HttpApiBuilder, HttpApiEndpoint } from "@effect/platform"
import { Effect, Schema } from "effect"
import { DoorLogEntry, DoorOpened } from "../../../engine/doors/rules"
import { DoorAccess } from "../../../engine/doors/service"
import { asCaller } from "../actor"
import { Authn } from "../authn"
import { apiGroup } from "../errors"
import { apiOf, type Plugin } from "../plugin"
import { Policy, PolicyTag } from "../policy"
import { Id, IdParam } from "../schemas"
import { IsoDate } from "../../../engine/people/rules"

export const DoorsGroup = apiGroup("doors")
  .add(
    HttpApiEndpoint.post("openDoor", "/api/facilities/open_door")
      .setPayload(
        Schema.Struct({
          facility_id: Id,
          /** The booking to open for; left out: the caller's booking under way now. Staff need none. */
          reservation_id: Schema.optional(Id),
        }),
      )
      .addSuccess(DoorOpened)
      .annotate(PolicyTag, Policy.signedIn),
  )
  .add(
    HttpApiEndpoint.get("doorLog", "/api/facilities/:id/door_openings")
      .setPath(Schema.Struct({ id: IdParam }))
      .setUrlParams(Schema.Struct({ date: Schema.optional(IsoDate) }))
      .addSuccess(Schema.Array(DoorLogEntry))
      .annotate(PolicyTag, Policy.staff()),
  )
  .middleware(Authn)

const DoorsLive = HttpApiBuilder.group(apiOf(DoorsGroup), "doors", (handlers) =>
  handlers
    .handle("openDoor", ({ payload }) => asCaller(Effect.flatMap(DoorAccess, (doors) => doors.open(payload))))
    .handle("doorLog", ({ path, urlParams }) =>
      asCaller(Effect.flatMap(DoorAccess, (doors) => doors.log(path.id, urlParams.date))),
    ),
)

export const doorsPlugin: Plugin = {
  name: "doors",
  description:
    "The club's door opened through its access-control system, for staff and for players with a booking under way, and its log.",
  group: DoorsGroup,
  handlers: DoorsLive,
}
