import { withSpans } from "../spans"
import { Effect } from "effect"
import { CurrentCaller, isStaffAt, ownedBy, requireManagerAt, requireStaffAt } from "../access"
import { notFound, orNotFound, unprocessable } from "../errors"
import { CardReaders } from "../providers"
import { paymentView, readerView } from "./rules"
import { CardReadersRepo } from "./port"
import { Settlements } from "../settlements/service"
import { FacilitiesRepo } from "../facilities/port"

/**
 * Card readers and the card payments taken on them, through the terminal provider: readers
 * registered, listed, removed and the desk's default chosen by managers; payments started,
 * followed, captured or cancelled by staff. The provider's answer about a payment settles its
 * ledger rows too, should its event be late or lost.
 */
export class Terminals extends Effect.Service<Terminals>()("venue/Terminals", {
  dependencies: [Settlements.Default],
  effect: Effect.gen(function* () {
    const repo = yield* CardReadersRepo
    const facilities = yield* FacilitiesRepo
    const readers = yield* CardReaders
    const settlements = yield* Settlements

    const staffClub = (facilityId: number) =>
      Effect.zipRight(requireStaffAt(facilityId), orNotFound("Facility")(facilities.find(facilityId)))
    const managedClub = (facilityId: number) =>
      Effect.zipRight(
        requireManagerAt(facilityId, "Only the club's managers change its card readers."),
        orNotFound("Facility")(facilities.find(facilityId)),
      )

    /** A reader of a club the caller staffs; anything else reads as not found. */
    const staffReader = (ref: string) =>
      Effect.gen(function* () {
        const row = yield* repo.byRef(ref)
        if (row === undefined || !isStaffAt(yield* CurrentCaller, row.facility_id))
          return yield* Effect.fail(notFound("Card reader"))
        return row
      })

    /** The reader named, or the club's default; it must be one of the club's. */
    const chosenReader = (facilityId: number, ref: string | undefined) =>
      Effect.gen(function* () {
        const rows = yield* repo.ofClub(facilityId)
        const row = ref === undefined ? rows[0] : rows.find((r) => r.reader_ref === ref)
        if (row === undefined)
          return yield* Effect.fail(
            unprocessable(
              ref === undefined
                ? "This club has no card reader yet; register one first."
                : `Card reader ${ref} is not one of this club's.`,
            ),
          )
        return row
      })

    /** The club's own reader location at the provider, made from its name and address on first need. */
    const clubLocation = (facilityId: number) =>
      Effect.gen(function* () {
        const known = (yield* repo.ofClub(facilityId)).find((r) => r.location_ref !== null)?.location_ref
        if (known) return known
        const facility = yield* orNotFound("Facility")(facilities.find(facilityId))
        const [line1, city] = (facility.address ?? "").split(",").map((part) => part.trim())
        const created = yield* readers.createLocation(facilityId, {
          display_name: facility.name,
          line1: line1 || facility.name,
          city: city || facility.name,
          country: facility.country,
        })
        return created.location_ref
      })

    /** The reader a payment of the club is on (or was last), asked of the provider. */
    const readerOfPayment = (facilityId: number, intent: string) =>
      Effect.gen(function* () {
        const rows = yield* repo.ofClub(facilityId)
        const live = yield* readers.readers(
          facilityId,
          rows.map((r) => r.reader_ref),
        )
        return live.find((r) => r.action?.payment_intent_id === intent)
      })

    const list = (facilityId: number, limit = 100) =>
      Effect.gen(function* () {
        yield* staffClub(facilityId)
        const rows = (yield* repo.ofClub(facilityId)).slice(0, limit)
        const live = yield* readers.readers(
          facilityId,
          rows.map((r) => r.reader_ref),
        )
        return rows.map((row) =>
          readerView(
            row,
            live.find((l) => l.reader_ref === row.reader_ref),
          ),
        )
      })

    const register = (
      facilityId: number,
      reader: { readonly registration_code: string; readonly label: string; readonly location?: string | undefined },
    ) =>
      Effect.gen(function* () {
        yield* managedClub(facilityId)
        const location = reader.location ?? (yield* clubLocation(facilityId))
        const registered = yield* readers.register(facilityId, {
          registration_code: reader.registration_code,
          label: reader.label,
          location_ref: location,
        })
        const row = yield* repo.add({
          facility_id: facilityId,
          reader_ref: registered.reader_ref,
          label: reader.label,
          location_ref: location,
        })
        return readerView(row, registered)
      })

    const locations = (facilityId: number) =>
      Effect.gen(function* () {
        yield* staffClub(facilityId)
        return (yield* readers.locations(facilityId)).map((l) => ({
          id: l.location_ref,
          display_name: l.display_name,
          address: l.address,
        }))
      })

    const connectionToken = (facilityId: number, location: string | undefined) =>
      Effect.gen(function* () {
        yield* staffClub(facilityId)
        return { secret: yield* readers.connectionToken(facilityId, location) }
      })

    const remove = (facilityId: number, ref: string) =>
      Effect.gen(function* () {
        yield* managedClub(facilityId)
        const row = yield* repo.byRef(ref)
        if (!ownedBy(facilityId, row)) return yield* Effect.fail(notFound("Card reader"))
        yield* readers.remove(facilityId, row.reader_ref)
        yield* repo.remove(row)
      })

    const setDefault = (facilityId: number, ref: string) =>
      Effect.gen(function* () {
        yield* managedClub(facilityId)
        const row = yield* chosenReader(facilityId, ref)
        yield* repo.makeDefault(row)
        return readerView({ ...row, is_default: true }, undefined)
      })

    /** Starts a payment on a reader (the club's default unless named), captured by the desk after. */
    const startPayment = (
      facilityId: number,
      payment: {
        readonly amount: number
        readonly device_id?: string | undefined
        readonly description?: string | undefined
      },
    ) =>
      Effect.gen(function* () {
        const facility = yield* staffClub(facilityId)
        const row = yield* chosenReader(facilityId, payment.device_id)
        const started = yield* readers.startPayment(facilityId, {
          reader_ref: row.reader_ref,
          amount: payment.amount,
          currency: facility.currency,
          description: payment.description ?? `${facility.name} · card reader ${row.label}`,
          capture: "manual",
        })
        return { ...paymentView(started, undefined), device_id: row.reader_ref, reader_action: "in_progress" }
      })

    const payment = (facilityId: number, intent: string) =>
      Effect.gen(function* () {
        yield* staffClub(facilityId)
        const found = yield* readers.payment(facilityId, intent)
        if (found.status === "succeeded") yield* settlements.settle(intent, "paid", facilityId)
        if (found.status === "canceled") yield* settlements.settle(intent, "failed", facilityId)
        return paymentView(found, yield* readerOfPayment(facilityId, intent))
      })

    const cancelPayment = (facilityId: number, intent: string) =>
      Effect.gen(function* () {
        yield* staffClub(facilityId)
        const reader = yield* readerOfPayment(facilityId, intent)
        if (reader?.action?.status === "in_progress") yield* readers.cancelAction(facilityId, reader.reader_ref)
        const cancelled = yield* readers.cancelPayment(facilityId, intent)
        yield* settlements.settle(intent, "failed", facilityId)
        return paymentView(cancelled, reader)
      })

    const capture = (facilityId: number, intent: string) =>
      Effect.gen(function* () {
        yield* staffClub(facilityId)
        const captured = yield* readers.capture(facilityId, intent)
        if (captured.status === "succeeded") yield* settlements.settle(captured.payment_intent_id, "paid", facilityId)
        return paymentView(captured, undefined)
      })

    /** Cancels what a reader is doing; the payment it waited for will not come, and its ledger rows fail. */
    const cancelDevice = (ref: string) =>
      Effect.gen(function* () {
        const row = yield* staffReader(ref)
        const facilityId = row.facility_id
        const reader = yield* readers.cancelAction(facilityId, row.reader_ref)
        const intent = reader.action?.payment_intent_id
        if (intent) {
          yield* readers.cancelPayment(facilityId, intent).pipe(Effect.catchTag("ProviderRefused", () => Effect.void))
          yield* settlements.settle(intent, "failed", facilityId)
        }
        return readerView(row, reader)
      })

    const presentTestCard = (ref: string) =>
      Effect.gen(function* () {
        const row = yield* staffReader(ref)
        return readerView(row, yield* readers.presentTestCard(row.facility_id, row.reader_ref))
      })

    return withSpans("Terminals", {
      list,
      register,
      locations,
      connectionToken,
      remove,
      setDefault,
      startPayment,
      payment,
      cancelPayment,
      capture,
      cancelDevice,
      presentTestCard,
    })
  }),
}) {}
