import { Card, Group, NumberInput, Select, Switch, Text, TextInput } from "@mantine/core"
import { useEffect, useState } from "react"
import { getGeneralSettings, updateGeneralSettings } from "../../api/facilities"
import { Form } from "../../components"
import { Loaded, useLoad } from "../../ui/load"
import { toMajor, toMinor } from "../../../../engine/money"
import { type Language, LANGUAGE_NAMES, LANGUAGES } from "../../../../engine/i18n/languages"
import { useT } from "../../i18n/I18n"

type Settings = Awaited<ReturnType<typeof getGeneralSettings>>

export const SettingsEditor = ({ facilityId }: { facilityId: number }) => {
  const t = useT()
  const settings = useLoad(() => getGeneralSettings(facilityId), [facilityId])
  const [form, setForm] = useState<Settings>()
  const [saved, setSaved] = useState(false)
  useEffect(() => setForm(settings.data), [settings.data])
  const set = (patch: Partial<Settings>) => (setSaved(false), setForm({ ...form!, ...patch }))
  return (
    <Loaded state={settings}>
      {() =>
        form === undefined ? null : (
          <Card withBorder maw={640}>
            <Form
              submit={t("settings.save")}
              onSubmit={() =>
                updateGeneralSettings(facilityId, {
                  name: form.name,
                  contact_email: form.contact_email || null,
                  contact_phone: form.contact_phone || null,
                  address: form.address || null,
                  website: form.website || null,
                  min_hours_range: form.min_hours_range,
                  max_hours_range: form.max_hours_range,
                  interval_rounding: form.interval_rounding,
                  require_booking_waiver: form.require_booking_waiver,
                  max_active_bookings: form.max_active_bookings,
                  country: form.country.toUpperCase(),
                  players_charge_accounts: form.players_charge_accounts,
                  account_limit: form.account_limit,
                  cancellation_refund: form.cancellation_refund,
                  late_cancel_hours: form.late_cancel_hours,
                  late_cancel_fee_percent: form.late_cancel_fee_percent,
                  rain_check_refund: form.rain_check_refund,
                  prices_include_tax: form.prices_include_tax,
                  door_open_minutes: form.door_open_minutes,
                  desk_returns_to_credit: form.desk_returns_to_credit,
                  language: form.language,
                }).then(() => (setSaved(true), settings.reload()))
              }
            >
              <TextInput
                label={t("settings.name")}
                required
                value={form.name}
                onChange={(e) => set({ name: e.currentTarget.value })}
              />
              <Select
                label={t("settings.language")}
                description={t("settings.languageNote")}
                data={LANGUAGES.map((l) => ({ value: l, label: LANGUAGE_NAMES[l] }))}
                value={form.language}
                onChange={(v) => v && set({ language: v as Language })}
                allowDeselect={false}
              />
              <TextInput
                label={t("settings.email")}
                type="email"
                value={form.contact_email ?? ""}
                onChange={(e) => set({ contact_email: e.currentTarget.value })}
              />
              <TextInput
                label={t("settings.phone")}
                value={form.contact_phone ?? ""}
                onChange={(e) => set({ contact_phone: e.currentTarget.value })}
              />
              <TextInput
                label={t("settings.address")}
                value={form.address ?? ""}
                onChange={(e) => set({ address: e.currentTarget.value })}
              />
              <TextInput
                label={t("settings.website")}
                value={form.website ?? ""}
                onChange={(e) => set({ website: e.currentTarget.value })}
              />
              <TextInput
                label={t("settings.country")}
                value={form.country}
                maxLength={2}
                onChange={(e) => set({ country: e.currentTarget.value })}
              />
              <Group grow>
                <NumberInput
                  label={t("settings.bookFrom")}
                  value={form.min_hours_range}
                  onChange={(v) => set({ min_hours_range: Number(v) })}
                  min={0}
                />
                <NumberInput
                  label={t("settings.bookUpTo")}
                  value={form.max_hours_range}
                  onChange={(v) => set({ max_hours_range: Number(v) })}
                  min={0}
                />
              </Group>
              <Select
                label={t("settings.steps")}
                data={[900, 1800, 3600].map((s) => ({
                  value: String(s),
                  label: t("lessons.minutes", { minutes: s / 60 }),
                }))}
                value={String(form.interval_rounding)}
                onChange={(v) => v && set({ interval_rounding: Number(v) })}
                allowDeselect={false}
              />
              <NumberInput
                label={t("settings.maxBookings")}
                value={form.max_active_bookings}
                onChange={(v) => set({ max_active_bookings: Number(v) })}
                min={0}
                max={100}
              />
              <Switch
                label={t("settings.requireWaiver")}
                checked={form.require_booking_waiver}
                onChange={(e) => set({ require_booking_waiver: e.currentTarget.checked })}
              />
              <Switch
                label={t("settings.pricesIncludeTax")}
                description={t("settings.pricesIncludeTaxNote")}
                checked={form.prices_include_tax}
                onChange={(e) => set({ prices_include_tax: e.currentTarget.checked })}
              />
              <Switch
                label={t("settings.deskReturns")}
                description={t("settings.deskReturnsNote")}
                checked={form.desk_returns_to_credit}
                onChange={(e) => set({ desk_returns_to_credit: e.currentTarget.checked })}
              />
              <Switch
                label={t("settings.chargeAccounts")}
                checked={form.players_charge_accounts}
                onChange={(e) => set({ players_charge_accounts: e.currentTarget.checked })}
              />
              <NumberInput
                label={t("settings.accountLimit", { currency: form.currency })}
                disabled={!form.players_charge_accounts}
                value={toMajor(form.account_limit, form.currency_decimals)}
                onChange={(v) => set({ account_limit: toMinor(v, form.currency_decimals) })}
                min={0}
                decimalScale={form.currency_decimals}
              />
              <Select
                label={t("settings.cancelRefund")}
                data={[
                  { value: "original", label: t("settings.refundOriginal") },
                  { value: "credits", label: t("settings.refundCredits") },
                  { value: "keep", label: t("settings.refundKeep") },
                ]}
                value={form.cancellation_refund}
                onChange={(v) => v && set({ cancellation_refund: v as Settings["cancellation_refund"] })}
                allowDeselect={false}
              />
              <Select
                label={t("settings.rainRefund")}
                description={t("settings.rainRefundHint")}
                data={[
                  { value: "credits", label: t("settings.refundCredits") },
                  { value: "original", label: t("settings.refundOriginal") },
                ]}
                value={form.rain_check_refund}
                onChange={(v) => v && set({ rain_check_refund: v as Settings["rain_check_refund"] })}
                allowDeselect={false}
              />
              <Group grow>
                <NumberInput
                  label={t("settings.lateHours")}
                  value={form.late_cancel_hours}
                  onChange={(v) => set({ late_cancel_hours: Number(v) })}
                  min={0}
                  max={720}
                />
                <NumberInput
                  label={t("settings.lateFee")}
                  disabled={form.late_cancel_hours === 0}
                  value={form.late_cancel_fee_percent}
                  onChange={(v) => set({ late_cancel_fee_percent: Number(v) })}
                  min={0}
                  max={100}
                />
              </Group>
              <NumberInput
                label={t("settings.door")}
                description={t("settings.doorNote")}
                value={form.door_open_minutes}
                onChange={(v) => set({ door_open_minutes: Number(v) })}
                min={0}
                max={240}
              />
              <Text size="sm" c="dimmed">
                {t("settings.zoneCurrency", { zone: form.time_zone, currency: form.currency })}
              </Text>
              {saved && <Text role="status">{t("settings.saved")}</Text>}
            </Form>
          </Card>
        )
      }
    </Loaded>
  )
}
