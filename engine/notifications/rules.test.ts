import { describe, expect, it } from "vitest"
import { englishLeftIn } from "../../fixtures/testing/otherLanguage"
import { cancellationPlan, cancellationSentence, rainCheckPlan, rainCheckSentence } from "../reservations/cancellation"
import { formatMoney } from "../money"
import { bookingMail, type BookingNotice, NOTIFICATION_KINDS } from "./rules"

const policy = { cancellation_refund: "original", late_cancel_hours: 24, late_cancel_fee_percent: 50 } as const
const booking = { price: 3000, starts_at: new Date("2027-03-01T18:00:00Z") }
const money = (n: number) => formatMoney(n, "USD", 2)
const paid = [
  { id: 1, method: "card", refundable: 2000 },
  { id: 2, method: "cash", refundable: 1000 },
] as const

/** Every money sentence a booking's mail can carry: cancellations on time and late, by either side, and rain checks. */
const notes = [
  ...[true, false].flatMap((byStaff) =>
    [new Date("2027-02-20T00:00:00Z"), new Date("2027-03-01T12:00:00Z")].flatMap((now) =>
      (["original", "credits", "keep"] as const).map((refund) =>
        cancellationSentence(
          cancellationPlan({ ...policy, cancellation_refund: refund }, booking, paid, {
            now,
            byStaff,
            waiveFee: false,
          }),
          { ...policy, cancellation_refund: refund },
          money,
          byStaff,
        ),
      ),
    ),
  ),
  ...(["credits", "original"] as const).map(
    (refund) => `The club called it off for rain. ${rainCheckSentence(rainCheckPlan(refund, booking, paid), money)}`,
  ),
]

const notice = (kind: BookingNotice["kind"], language: BookingNotice["language"], note: string | null) => ({
  id: 1,
  kind,
  reservation_id: 7,
  facility_id: 1,
  user_id: 2,
  email: "sofia@example.com",
  person: "Sofia",
  muted: [],
  facility: "Demo Tennis Club",
  address: "",
  time_zone: "America/New_York",
  court: "Court 1",
  starts_at: booking.starts_at,
  ends_at: new Date(booking.starts_at.getTime() + 3_600_000),
  reservation_kind: "reservation",
  teacher: null,
  cancelled: kind === "booking_cancellation",
  gone: false,
  note,
  language,
})

describe("a booking's mail", () => {
  it("is in its reader's language through and through, the money's sentence too", () => {
    expect(englishLeftIn("Olá Sofia, $20.00 is refunded to the card it was paid with.", "pt-BR")).not.toEqual([])
    for (const language of ["es", "pt-BR"] as const)
      for (const kind of NOTIFICATION_KINDS.filter((k) => k.startsWith("booking_")) as Array<BookingNotice["kind"]>)
        for (const note of kind === "booking_cancellation" ? notes : [null]) {
          const mail = bookingMail(notice(kind, language, note), "https://club.example.com/account")
          expect(englishLeftIn(`${mail.subject}\n${mail.text}`, language), `${language} ${kind}: ${note}`).toEqual([])
        }
  })
})
