import { Effect, Either } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { SIMULATED_READER_CODE } from "../../adapters/providers/stripe/fakeServer"
import { startEngineWithStripe } from "../../fixtures/testing/engine"
import { refusalOf, refusalWords } from "../../fixtures/testing/refusals"
import { Terminals } from "./service"

let money: Awaited<ReturnType<typeof startEngineWithStripe>>
beforeAll(async () => {
  money = await startEngineWithStripe("sk_test_terminals_service")
})
afterAll(() => money?.close())

const terminals = Effect.serviceFunctions(Terminals)
const frontDesk = { registration_code: SIMULATED_READER_CODE, label: "Front desk" }

/** A club with a manager, a desk and one reader registered. */
const clubWithReader = async () => {
  const { engine } = money
  const facility = await engine.facility()
  const manager = await engine.person([facility.id, "manager"])
  const desk = await engine.person([facility.id, "front_desk"])
  const reader = Either.getOrThrow(await engine.as(manager.caller, terminals.register(facility.id, frontDesk)))
  return { facility, manager, desk, reader }
}

describe("a club's card readers", () => {
  it("are registered and removed by its managers, listed for its staff, the first the desk's default", async () => {
    const { engine } = money
    const { facility, manager, desk, reader } = await clubWithReader()
    expect(reader).toMatchObject({ label: "Front desk", is_default: true })
    expect(
      refusalWords(
        await engine.as(
          manager.caller,
          terminals.register(facility.id, { registration_code: "wrong-code", label: "Pro shop" }),
        ),
      ),
    ).toEqual(["ProviderRefused", "The registration code is invalid or has expired."])
    expect(refusalOf(await engine.as(desk.caller, terminals.register(facility.id, frontDesk)))._tag).toBe("Forbidden")

    const shop = Either.getOrThrow(
      await engine.as(manager.caller, terminals.register(facility.id, { ...frontDesk, label: "Pro shop" })),
    )
    expect(shop.is_default).toBe(false)
    Either.getOrThrow(await engine.as(manager.caller, terminals.setDefault(facility.id, shop.reader_id)))
    expect(refusalOf(await engine.as(desk.caller, terminals.remove(facility.id, reader.reader_id)))._tag).toBe(
      "Forbidden",
    )
    Either.getOrThrow(await engine.as(manager.caller, terminals.remove(facility.id, reader.reader_id)))
    const listed = Either.getOrThrow(await engine.as(desk.caller, terminals.list(facility.id)))
    expect(listed.map((r) => [r.label, r.is_default])).toEqual([["Pro shop", true]])
  })

  it("are another club's business: its staff neither see, choose, remove nor drive them", async () => {
    const { engine } = money
    const a = await clubWithReader()
    const b = await clubWithReader()
    expect(refusalOf(await engine.as(b.manager.caller, terminals.remove(b.facility.id, a.reader.reader_id)))._tag).toBe(
      "NotFound",
    )
    expect(
      refusalWords(await engine.as(b.manager.caller, terminals.setDefault(b.facility.id, a.reader.reader_id))),
    ).toEqual(["Unprocessable", `Card reader ${a.reader.reader_id} is not one of this club's.`])
    expect(
      refusalWords(
        await engine.as(
          b.desk.caller,
          terminals.startPayment(b.facility.id, { amount: 500, device_id: a.reader.reader_id }),
        ),
      ),
    ).toEqual(["Unprocessable", `Card reader ${a.reader.reader_id} is not one of this club's.`])
    expect(refusalOf(await engine.as(b.desk.caller, terminals.cancelDevice(a.reader.reader_id)))._tag).toBe("NotFound")
    expect(refusalOf(await engine.as(b.desk.caller, terminals.presentTestCard(a.reader.reader_id)))._tag).toBe(
      "NotFound",
    )
    expect(refusalOf(await engine.as(b.desk.caller, terminals.list(a.facility.id)))._tag).toBe("Forbidden")
  })

  it("take a payment: started on the default reader, captured once the card is presented, cancelled otherwise", async () => {
    const { engine } = money
    const { facility, desk, reader } = await clubWithReader()
    const started = Either.getOrThrow(
      await engine.as(desk.caller, terminals.startPayment(facility.id, { amount: 3000 })),
    )
    expect(started).toMatchObject({ amount: 3000, device_id: reader.reader_id, reader_action: "in_progress" })
    expect(
      refusalOf(await engine.as(desk.caller, terminals.capture(facility.id, started.payment_intent_id))).message,
    ).toMatch(/could not be captured because it has a status of requires_payment_method/)

    Either.getOrThrow(await engine.as(desk.caller, terminals.presentTestCard(reader.reader_id)))
    const captured = Either.getOrThrow(
      await engine.as(desk.caller, terminals.capture(facility.id, started.payment_intent_id)),
    )
    expect(captured.status).toBe("succeeded")

    const second = Either.getOrThrow(
      await engine.as(desk.caller, terminals.startPayment(facility.id, { amount: 1200 })),
    )
    const cancelled = Either.getOrThrow(
      await engine.as(desk.caller, terminals.cancelPayment(facility.id, second.payment_intent_id)),
    )
    expect(cancelled.status).toBe("canceled")
    const other = await clubWithReader()
    // Another club's staff naming this intent learn nothing of it.
    expect(
      refusalWords(await engine.as(other.desk.caller, terminals.payment(other.facility.id, started.payment_intent_id))),
    ).toEqual(["CardDeclined", `No such payment_intent: '${started.payment_intent_id}'`])
  })
})
