import { Select, Text } from "@mantine/core"
import { useState } from "react"
import { clinicPriceTerms } from "../../../engine/clinics"
import { clinicDashboard, type clinicUsersLesson, quoteClinicUpgrade, upgradeClinicPackages } from "../api/clinics"
import { Confirm } from "../ui/Confirm"
import type { Club } from "../ui/ClubPage"
import { money } from "../ui/format"
import { Loaded, useLoad } from "../ui/load"

type Purchase = Awaited<ReturnType<typeof clinicUsersLesson>>[number]

const PAID_BY = [
  { value: "prepaid", label: "Club Credits" },
  { value: "accounts_receivable", label: "Club Account" },
]

/**
 * Moves a purchase to a price of the clinic with more sessions, after saying what it will cost:
 * the engine's quote (the new price for the sessions left, less what was paid), paid now by the
 * way chosen, or later with the rest when the purchase is not paid yet.
 */
export const ClinicUpgrade = ({
  club,
  purchase,
  onClose,
  onDone,
}: {
  club: Club
  purchase: Purchase
  onClose: () => void
  onDone: () => void
}) => {
  const board = useLoad(() => clinicDashboard(purchase.clinic_id), [purchase.clinic_id])
  const [priceId, setPriceId] = useState<string | null>(null)
  const [way, setWay] = useState("prepaid")
  const quote = useLoad(
    () =>
      priceId === null
        ? Promise.resolve(null)
        : quoteClinicUpgrade({ user_clinic_id: purchase.id, clinic_price_id: Number(priceId) }),
    [priceId],
  )
  const cash = (n: number) => money(n, club.currency, club.currency_decimals)
  const q = quote.data ?? null
  return (
    <Confirm
      title="Upgrade this purchase?"
      confirm={q === null ? "Upgrade" : q.due_now > 0 ? `Upgrade and pay ${cash(q.due_now)}` : "Upgrade"}
      color="blue"
      disabled={q === null}
      done={`${purchase.clinic_name} for ${purchase.user_name} is upgraded.`}
      onClose={onClose}
      onConfirm={async () => {
        await upgradeClinicPackages({
          user_clinic_id: purchase.id,
          clinic_price_id: Number(priceId),
          ...(q !== null && q.due_now > 0 ? { payment: { method: way as "prepaid" } } : {}),
        })
        onDone()
      }}
    >
      <Loaded state={board}>
        {({ clinic }) => {
          const bigger = clinic.prices.filter((p) => p.lessons > purchase.lessons)
          return bigger.length === 0 ? (
            <Text>{clinic.public_name ?? clinic.name} has no price with more sessions than this one.</Text>
          ) : (
            <Select
              label="New price"
              placeholder="Choose a price"
              data={bigger.map((p) => ({
                value: String(p.id),
                label: `${p.name}: ${clinicPriceTerms(p.lessons, p.lesson_unit)}, ${cash(p.amount)}`,
              }))}
              value={priceId}
              onChange={setPriceId}
            />
          )
        }}
      </Loaded>
      {quote.error !== undefined && <Text c="red">{quote.error}</Text>}
      {q !== null && (
        <Text role="note">
          {purchase.user_name}: {q.lessons} sessions for {cash(q.amount)} instead of {purchase.lessons} for{" "}
          {cash(purchase.amount)}.{" "}
          {q.due_now > 0
            ? `${cash(q.due_now)} is paid now.`
            : purchase.pending_payment
              ? `Paid later, ${cash(q.amount)} in all, at the desk or here.`
              : "Nothing more to pay."}
        </Text>
      )}
      {q !== null && q.due_now > 0 && (
        <Select label="Paid by" data={PAID_BY} value={way} onChange={(v) => v && setWay(v)} allowDeselect={false} />
      )}
    </Confirm>
  )
}
