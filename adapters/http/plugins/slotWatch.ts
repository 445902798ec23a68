import { HttpApiBuilder, HttpApiEndpoint } from "@effect/platform"
import { Schema } from "effect"
import { IsoDate } from "../../../engine/people/rules"
import { Sport } from "../../../engine/records"
import { SlotOffer, SlotWatch, SlotWatchSettings } from "../../../engine/slotWatch/rules"
import { SlotWatches } from "../../../engine/slotWatch/service"
import { using } from "../actor"
import { Authn } from "../authn"
import { apiGroup } from "../errors"
import { apiOf, type Plugin } from "../plugin"
import { Policy, PolicyTag } from "../policy"
import { Id, IdParam, SecondsOfDay } from "../schemas"

/** A watch: a window of a day on one court, or (no court) on any court of a kind. */
const WatchPayload = Schema.Struct({
  date: IsoDate,
  from: SecondsOfDay,
  to: SecondsOfDay,
  /** How long a slot is wanted, in seconds. */
  duration: Schema.Int.pipe(Schema.between(900, 86400)),
  court_id: Schema.optionalWith(Schema.NullOr(Id), { default: () => null }),
  sport: Schema.optionalWith(Schema.NullOr(Sport), { default: () => null }),
  surface: Schema.optionalWith(Schema.NullOr(Schema.String.pipe(Schema.maxLength(40))), { default: () => null }),
  indoor: Schema.optionalWith(Schema.NullOr(Schema.Boolean), { default: () => null }),
  /** A child the caller handles; default: the caller. */
  for_user_id: Schema.optional(Id),
})

const FacilityPath = Schema.Struct({ id: IdParam })
const WatchPath = Schema.Struct({ id: IdParam, watchId: IdParam })
const OfferPath = Schema.Struct({ id: IdParam, offerId: IdParam })

export const SlotWatchGroup = apiGroup("slotWatch")
  .add(
    HttpApiEndpoint.get("slotWatchSettings", "/api/facilities/:id/slot_watch_settings")
      .setPath(FacilityPath)
      .addSuccess(SlotWatchSettings)
      .annotate(PolicyTag, Policy.member()),
  )
  .add(
    HttpApiEndpoint.put("saveSlotWatchSettings", "/api/facilities/:id/slot_watch_settings")
      .setPath(FacilityPath)
      .setPayload(SlotWatchSettings)
      .addSuccess(SlotWatchSettings)
      .annotate(PolicyTag, Policy.manager()),
  )
  .add(
    HttpApiEndpoint.get("mySlotWatches", "/api/facilities/:id/slot_watches")
      .setPath(FacilityPath)
      .addSuccess(Schema.Struct({ watches: Schema.Array(SlotWatch), offers: Schema.Array(SlotOffer) }))
      .annotate(PolicyTag, Policy.signedIn),
  )
  .add(
    HttpApiEndpoint.post("watchSlot", "/api/facilities/:id/slot_watches")
      .setPath(FacilityPath)
      .setPayload(WatchPayload)
      .addSuccess(SlotWatch, { status: 201 })
      .annotate(PolicyTag, Policy.member()),
  )
  .add(
    HttpApiEndpoint.del("stopSlotWatch", "/api/facilities/:id/slot_watches/:watchId")
      .setPath(WatchPath)
      .addSuccess(Schema.Void)
      .annotate(PolicyTag, Policy.signedIn),
  )
  .add(
    HttpApiEndpoint.post("acceptSlotOffer", "/api/facilities/:id/slot_offers/:offerId/accept")
      .setPath(OfferPath)
      .addSuccess(SlotOffer)
      .annotate(PolicyTag, Policy.signedIn),
  )
  .add(
    HttpApiEndpoint.post("declineSlotOffer", "/api/facilities/:id/slot_offers/:offerId/decline")
      .setPath(OfferPath)
      .addSuccess(SlotOffer)
      .annotate(PolicyTag, Policy.signedIn),
  )
  .add(
    HttpApiEndpoint.get("slotHolds", "/api/facilities/:id/slot_holds")
      .setPath(FacilityPath)
      .setUrlParams(Schema.Struct({ date: IsoDate }))
      .addSuccess(Schema.Array(SlotOffer))
      .annotate(PolicyTag, Policy.staff()),
  )
  .add(
    HttpApiEndpoint.post("releaseSlotHold", "/api/facilities/:id/slot_holds/:offerId/release")
      .setPath(OfferPath)
      .addSuccess(SlotOffer)
      .annotate(PolicyTag, Policy.staff()),
  )
  .middleware(Authn)

const SlotWatchLive = HttpApiBuilder.group(apiOf(SlotWatchGroup), "slotWatch", (handlers) =>
  handlers
    .handle("slotWatchSettings", ({ path }) => using(SlotWatches, (s) => s.settings(path.id)))
    .handle("saveSlotWatchSettings", ({ path, payload }) => using(SlotWatches, (s) => s.saveSettings(path.id, payload)))
    .handle("mySlotWatches", ({ path }) => using(SlotWatches, (s) => s.mine(path.id)))
    .handle("watchSlot", ({ path, payload }) => using(SlotWatches, (s) => s.watch(path.id, payload)))
    .handle("stopSlotWatch", ({ path }) => using(SlotWatches, (s) => s.stop(path.id, path.watchId)))
    .handle("acceptSlotOffer", ({ path }) => using(SlotWatches, (s) => s.accept(path.id, path.offerId)))
    .handle("declineSlotOffer", ({ path }) => using(SlotWatches, (s) => s.decline(path.id, path.offerId)))
    .handle("slotHolds", ({ path, urlParams }) => using(SlotWatches, (s) => s.holds(path.id, urlParams.date)))
    .handle("releaseSlotHold", ({ path }) => using(SlotWatches, (s) => s.release(path.id, path.offerId))),
)

export const slotWatchPlugin: Plugin = {
  name: "slotWatch",
  description:
    "Slot watch: players watch a taken time; freed time is offered to one watcher at a time in the club's order, held for them by the database until they book it, pass it on or it runs out.",
  group: SlotWatchGroup,
  handlers: SlotWatchLive,
}
