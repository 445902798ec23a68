import { Select, Text } from "@mantine/core"
import { useState } from "react"
import { clinicPriceTerms } from "../ui/clinicTerms"
import { useT } from "../i18n/I18n"
import { clinicDashboard, type clinicUsersLesson, quoteClinicUpgrade, upgradeClinicPackages } from "../api/clinics"
import { Confirm } from "../ui/Confirm"
import type { Club } from "../ui/ClubPage"
import { money } from "../ui/format"
import { Loaded, useLoad } from "../ui/load"

type Purchase = Awaited<ReturnType<typeof clinicUsersLesson>>[number]

const PAID_BY = ["prepaid", "accounts_receivable"] as const

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
  const t = useT()
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
      title={t("upgrade.title")}
      confirm={q === null || q.due_now === 0 ? t("clinics.upgrade") : t("upgrade.andPay", { amount: cash(q.due_now) })}
      color="blue"
      disabled={q === null}
      done={t("upgrade.done", { clinic: purchase.clinic_name, person: purchase.user_name })}
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
            <Text>{t("upgrade.noBigger", { clinic: clinic.public_name ?? clinic.name })}</Text>
          ) : (
            <Select
              label={t("upgrade.newPrice")}
              placeholder={t("upgrade.choosePrice")}
              data={bigger.map((p) => ({
                value: String(p.id),
                label: t("clinics.priceOption", {
                  name: p.name,
                  terms: clinicPriceTerms(t, p.lessons, p.lesson_unit),
                  amount: cash(p.amount),
                }),
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
          {t("upgrade.what", {
            person: purchase.user_name,
            lessons: q.lessons,
            amount: cash(q.amount),
            before: purchase.lessons,
            paid: cash(purchase.amount),
          })}{" "}
          {q.due_now > 0
            ? t("upgrade.paidNow", { amount: cash(q.due_now) })
            : purchase.pending_payment
              ? t("upgrade.paidLater", { amount: cash(q.amount) })
              : t("upgrade.nothingMore")}
        </Text>
      )}
      {q !== null && q.due_now > 0 && (
        <Select
          label={t("credits.paidBy")}
          data={PAID_BY.map((m) => ({ value: m, label: t(`method.${m}`) }))}
          value={way}
          onChange={(v) => v && setWay(v)}
          allowDeselect={false}
        />
      )}
    </Confirm>
  )
}
