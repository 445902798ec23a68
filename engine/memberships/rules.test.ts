import { Either } from "effect"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import {
  isConsistent,
  type Membership,
  type MembershipAction,
  type MembershipPlan,
  renewalDate,
  membershipTransition,
} from "./rules"
import { runs } from "../../fixtures/testing/properties"

const NY = "America/New_York"
const monthly: MembershipPlan = {
  id: 1,
  price: 6000,
  interval_unit: "month",
  interval_count: 1,
  player_can_cancel: true,
}
const premium: MembershipPlan = {
  id: 2,
  price: 9000,
  interval_unit: "month",
  interval_count: 1,
  player_can_cancel: false,
}
const pending: Membership = {
  status: "pending",
  owner_id: 7,
  plan: monthly,
  acquired_at: null,
  ends_at: null,
  paused_at: null,
  cancel_requested: false,
}
const at = (iso: string) => new Date(iso)

const step = (m: Membership, action: MembershipAction, iso: string) => membershipTransition(m, action, at(iso), NY)
const ok = (m: Membership, action: MembershipAction, iso: string) => Either.getOrThrow(step(m, action, iso)).membership
const refusal = (m: Membership, action: MembershipAction, iso = "2026-05-01T12:00:00Z") => {
  const result = step(m, action, iso)
  return Either.isLeft(result) ? result.left.message : "allowed"
}

describe("membership state machine", () => {
  const active = ok(pending, { _tag: "start" }, "2026-01-31T15:00:00Z")

  it("starts a period that renews by the plan's interval, month ends clamped", () => {
    expect(active).toMatchObject({ status: "active", acquired_at: at("2026-01-31T15:00:00Z") })
    expect(active.ends_at).toEqual(at("2026-02-28T15:00:00Z"))
    expect(renewalDate(at("2026-03-01T05:00:00Z"), { interval_unit: "week", interval_count: 2 }, NY)).toEqual(
      at("2026-03-15T04:00:00Z"),
    )
    expect(renewalDate(at("2026-03-01T12:00:00Z"), { interval_unit: "year", interval_count: 1 }, NY)).toEqual(
      at("2027-03-01T12:00:00Z"),
    )
  })

  it("pauses and resumes, adding the paused time to the period", () => {
    const paused = ok(active, { _tag: "pause" }, "2026-02-10T15:00:00Z")
    expect(paused.status).toBe("paused")
    const resumed = ok(paused, { _tag: "resume" }, "2026-02-20T15:00:00Z")
    expect(resumed).toMatchObject({ status: "active", paused_at: null, ends_at: at("2026-03-10T15:00:00Z") })
    expect(refusal(active, { _tag: "resume" })).toBe(
      "Only a membership that is paused can be resumed; this one is active.",
    )
  })

  it("cancels at the period's end, continues, cancels at once, recovers and deletes", () => {
    const scheduled = ok(active, { _tag: "cancel" }, "2026-02-10T15:00:00Z")
    expect(scheduled).toMatchObject({ status: "cancel_scheduled", ends_at: active.ends_at })
    expect(ok(scheduled, { _tag: "continue" }, "2026-02-11T15:00:00Z").status).toBe("active")
    const cancelled = ok(scheduled, { _tag: "cancel_immediately" }, "2026-02-12T15:00:00Z")
    expect(cancelled).toMatchObject({ status: "cancelled", ends_at: at("2026-02-12T15:00:00Z") })
    expect(refusal(active, { _tag: "delete" })).toBe("Cancel the membership before deleting it; it is active.")
    const recovered = ok(cancelled, { _tag: "recover" }, "2026-03-01T15:00:00Z")
    // A month later by the club's wall clock: 10:00 in New York, an hour less in UTC after DST.
    expect(recovered).toMatchObject({ status: "active", ends_at: at("2026-04-01T14:00:00Z") })
    const deleted = ok(cancelled, { _tag: "delete" }, "2026-03-01T15:00:00Z")
    expect(refusal(deleted, { _tag: "recover" })).toBe("A deleted membership cannot change.")
  })

  it("upgrades to a dearer plan, charging the difference for what is left of the period", () => {
    const started = ok(pending, { _tag: "start" }, "2026-04-01T04:00:00Z") // a 30-day April in New York
    const upgraded = Either.getOrThrow(step(started, { _tag: "upgrade", plan: premium }, "2026-04-16T04:00:00Z"))
    expect(upgraded.membership.plan.id).toBe(2)
    expect(upgraded.membership.ends_at).toEqual(started.ends_at)
    expect(upgraded.charge).toBe(1500) // (90.00 − 60.00) × 15/30
    expect(
      refusal(ok(started, { _tag: "upgrade", plan: premium }, "2026-04-16T04:00:00Z"), {
        _tag: "upgrade",
        plan: monthly,
      }),
    ).toBe("An upgrade moves to a plan that costs more; this one costs the same or less.")
  })

  it("changes owner, and lets players cancel or ask to", () => {
    expect(ok(active, { _tag: "change_owner", owner_id: 8 }, "2026-02-01T00:00:00Z").owner_id).toBe(8)
    expect(refusal(active, { _tag: "change_owner", owner_id: 7 })).toBe("This person owns the membership already.")
    expect(ok(active, { _tag: "player_cancel" }, "2026-02-01T00:00:00Z").status).toBe("cancel_scheduled")
    const onPremium = { ...active, plan: premium }
    expect(refusal(onPremium, { _tag: "player_cancel" })).toBe(
      "Members cannot cancel this plan themselves; ask the club to cancel it.",
    )
    const asked = ok(onPremium, { _tag: "cancel_request" }, "2026-02-01T00:00:00Z")
    expect(asked).toMatchObject({ status: "active", cancel_requested: true })
    expect(refusal(asked, { _tag: "cancel_request" })).toBe(
      "The member has asked to cancel already; the club will answer.",
    )
  })

  it("any walk of actions reaches only consistent states, and every refusal says why", () => {
    const actions: ReadonlyArray<MembershipAction> = [
      { _tag: "start" },
      { _tag: "pause" },
      { _tag: "resume" },
      { _tag: "continue" },
      { _tag: "recover" },
      { _tag: "cancel" },
      { _tag: "cancel_immediately" },
      { _tag: "upgrade", plan: premium },
      { _tag: "upgrade", plan: monthly },
      { _tag: "change_owner", owner_id: 8 },
      { _tag: "change_owner", owner_id: 7 },
      { _tag: "delete" },
      { _tag: "player_cancel" },
      { _tag: "cancel_request" },
    ]
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.constantFrom(...actions), fc.integer({ min: 0, max: 40 * 86400_000 })), { maxLength: 40 }),
        (walk) => {
          let membership = pending
          let now = Date.parse("2026-01-01T00:00:00Z")
          for (const [action, wait] of walk) {
            now += wait
            const result = membershipTransition(membership, action, new Date(now), NY)
            if (Either.isLeft(result)) {
              expect(result.left.message.length).toBeGreaterThan(10)
              expect(result.left.message).toMatch(/\.$/)
              continue
            }
            expect(membership.status).not.toBe("deleted")
            expect(result.right.charge).toBeGreaterThanOrEqual(0)
            membership = result.right.membership
            expect(isConsistent(membership)).toBe(true)
          }
        },
      ),
      { numRuns: runs(500) },
    )
  })
})
