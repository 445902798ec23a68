import fc from "fast-check"
import { describe, expect, it } from "vitest"
import {
  type ClinicPrice,
  type ClinicSession,
  eligibilityProblem,
  type LessonAttendance,
  LessonUnit,
  pendingSessions,
  type PendingInput,
  type UserClinic,
} from "./rules"
import { PaymentStatus } from "../payments/rules"

const NY = "America/New_York"
// Wednesday 14 October 2026, noon in New York.
const now = new Date("2026-10-14T16:00:00Z")
const day = (iso: string) => new Date(`${iso}T22:00:00Z`)

const price = (overrides: Partial<ClinicPrice> = {}): ClinicPrice => ({
  id: 1,
  lessons: 4,
  lesson_unit: "session",
  group_lessons: false,
  ...overrides,
})
const purchase = (overrides: Partial<UserClinic> = {}): UserClinic => ({
  id: 10,
  clinic_price_id: 1,
  lessons: 4,
  payment: { status: "paid", refundable: true },
  user_child_id: null,
  ...overrides,
})
const attend = (session: number, overrides: Partial<LessonAttendance> = {}): LessonAttendance => ({
  user_clinic_id: 10,
  clinic_price_id: 1,
  clinic_lesson_id: session,
  waitlist: false,
  inquiry: false,
  paid: true,
  ...overrides,
})
const sessions: ReadonlyArray<ClinicSession> = [
  { id: 1, starts_at: day("2026-10-05"), raincheck: false },
  { id: 2, starts_at: day("2026-10-07"), raincheck: true },
  { id: 3, starts_at: day("2026-10-12"), raincheck: false },
  { id: 4, starts_at: day("2026-10-16"), raincheck: false }, // later this week
  { id: 5, starts_at: day("2026-10-26"), raincheck: false }, // later this month
]
const input = (overrides: Partial<PendingInput> = {}): PendingInput => ({
  purchase: purchase(),
  price: price(),
  attendances: [],
  sessions,
  now,
  timeZone: NY,
  ...overrides,
})

describe("pending clinic sessions", () => {
  it("are the lessons bought minus the lessons attended", () => {
    expect(pendingSessions(input())).toBe(4)
    expect(pendingSessions(input({ attendances: [attend(1), attend(3)] }))).toBe(2)
    // Someone else's attendance uses none of this purchase.
    expect(pendingSessions(input({ attendances: [attend(1, { user_clinic_id: 99 })] }))).toBe(4)
    // More attended than bought is none pending, not a negative count.
    expect(pendingSessions(input({ purchase: purchase({ lessons: 1 }), attendances: [attend(1), attend(3)] }))).toBe(0)
  })

  it("do not count a rained-out session as attended", () => {
    expect(pendingSessions(input({ attendances: [attend(1), attend(2)] }))).toBe(3)
  })

  it("count a rained-out session for a paid, non-refundable single-session purchase", () => {
    const single = {
      purchase: purchase({ lessons: 1, payment: { status: "paid" as const, refundable: false } }),
      price: price({ lessons: 1 }),
    }
    expect(pendingSessions(input({ ...single, attendances: [attend(2)] }))).toBe(0)
    // Refundable, or not yet paid, or more than one session: the rain check gives the lesson back.
    expect(
      pendingSessions(
        input({
          ...single,
          purchase: purchase({ lessons: 1, payment: { status: "paid", refundable: true } }),
          attendances: [attend(2)],
        }),
      ),
    ).toBe(1)
    expect(
      pendingSessions(
        input({
          ...single,
          purchase: purchase({ lessons: 1, payment: { status: "pending", refundable: false } }),
          attendances: [attend(2)],
        }),
      ),
    ).toBe(1)
    expect(
      pendingSessions(
        input({
          purchase: purchase({ lessons: 2, payment: { status: "paid", refundable: false } }),
          attendances: [attend(2)],
        }),
      ),
    ).toBe(2)
  })

  it("exclude purchases whose payment was totally refunded or refunded to credit", () => {
    expect(
      pendingSessions(input({ purchase: purchase({ payment: { status: "totally_refunded", refundable: true } }) })),
    ).toBe(0)
    expect(
      pendingSessions(input({ purchase: purchase({ payment: { status: "refunded_to_credit", refundable: true } }) })),
    ).toBe(0)
    expect(
      pendingSessions(input({ purchase: purchase({ payment: { status: "partially_refunded", refundable: true } }) })),
    ).toBe(4)
    expect(pendingSessions(input({ purchase: purchase({ payment: null }) }))).toBe(4)
  })

  it("do not count waitlist or inquiry attendances", () => {
    expect(pendingSessions(input({ attendances: [attend(1, { waitlist: true }), attend(3, { inquiry: true })] }))).toBe(
      4,
    )
  })

  it("for group lessons, are none once the lessons are used up", () => {
    const group = price({ group_lessons: true, lesson_unit: "per_week", lessons: 2 })
    expect(
      pendingSessions(input({ price: group, purchase: purchase({ lessons: 2 }), attendances: [attend(1), attend(3)] })),
    ).toBe(0)
    expect(pendingSessions(input({ price: group, purchase: purchase({ lessons: 2 }), attendances: [attend(3)] }))).toBe(
      1,
    )
  })

  it("for group lessons, are none when no session is left in the same week or month", () => {
    const weekly = price({ group_lessons: true, lesson_unit: "per_week" })
    const monthly = price({ group_lessons: true, lesson_unit: "per_month" })
    const onlyNextWeek = sessions.filter((s) => s.id !== 4)
    expect(pendingSessions(input({ price: weekly }))).toBe(4)
    expect(pendingSessions(input({ price: weekly, sessions: onlyNextWeek }))).toBe(0)
    expect(pendingSessions(input({ price: monthly, sessions: onlyNextWeek }))).toBe(4)
    expect(pendingSessions(input({ price: monthly, sessions: sessions.filter((s) => s.starts_at < now) }))).toBe(0)
    // A rained-out session is not one that remains.
    expect(
      pendingSessions(
        input({ price: weekly, sessions: [...onlyNextWeek, { id: 6, starts_at: day("2026-10-15"), raincheck: true }] }),
      ),
    ).toBe(0)
    // Without a period, any upcoming session keeps the purchase pending.
    expect(
      pendingSessions(
        input({
          price: price({ group_lessons: true, lesson_unit: "per_week_per_next_sessions" }),
          sessions: onlyNextWeek,
        }),
      ),
    ).toBe(4)
  })

  it("are never negative and never more than bought", () => {
    const arbitrarySession = fc.record({
      id: fc.integer({ min: 1, max: 8 }),
      starts_at: fc.date({ min: new Date("2026-09-01"), max: new Date("2026-12-01"), noInvalidDate: true }),
      raincheck: fc.boolean(),
    })
    const arbitraryAttendance = fc.record({
      user_clinic_id: fc.constantFrom(10, 11),
      clinic_price_id: fc.constant(1),
      clinic_lesson_id: fc.integer({ min: 1, max: 8 }),
      waitlist: fc.boolean(),
      inquiry: fc.boolean(),
      paid: fc.boolean(),
    })
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 12 }),
        fc.option(fc.record({ status: fc.constantFrom(...PaymentStatus.literals), refundable: fc.boolean() }), {
          nil: null,
        }),
        fc.constantFrom(...LessonUnit.literals),
        fc.boolean(),
        fc.array(arbitraryAttendance, { maxLength: 20 }),
        fc.array(arbitrarySession, { maxLength: 10 }),
        (lessons, payment, unit, group, attendances, someSessions) => {
          const count = pendingSessions(
            input({
              purchase: purchase({ lessons, payment }),
              price: price({ lessons, lesson_unit: unit, group_lessons: group }),
              attendances,
              sessions: someSessions,
            }),
          )
          expect(Number.isInteger(count)).toBe(true)
          expect(count).toBeGreaterThanOrEqual(0)
          expect(count).toBeLessThanOrEqual(lessons)
        },
      ),
    )
  })
})

describe("who may join a clinic", () => {
  const person = (birth_date: string | null) => ({ name: "Sam", birth_date, ratings: [] })
  const clinic = (age_start: number | null, age_end: number | null) => ({
    age_start,
    age_end,
    rating_provider: null,
    rating_min: null,
    rating_max: null,
  })

  it("is someone inside the age range on the session's day", () => {
    expect(eligibilityProblem(clinic(8, 12), person("2016-06-01"), "2026-06-01")).toBeUndefined()
    expect(eligibilityProblem(clinic(8, 12), person("2013-06-02"), "2026-06-01")).toBeUndefined()
    expect(eligibilityProblem(clinic(8, 12), person("2013-06-01"), "2026-06-01")).toBe(
      "This clinic is for ages 8 to 12; Sam is 13.",
    )
    expect(eligibilityProblem(clinic(8, 12), person("2018-06-02"), "2026-06-01")).toBe(
      "This clinic is for ages 8 to 12; Sam is 7.",
    )
  })

  it("takes a person without a birth date as an adult, for an adults' clinic only", () => {
    expect(eligibilityProblem(clinic(18, null), person(null), "2026-06-01")).toBeUndefined()
    expect(eligibilityProblem(clinic(8, 12), person(null), "2026-06-01")).toBe(
      "This clinic is for ages 8 to 12; add Sam's birth date first.",
    )
  })
})
