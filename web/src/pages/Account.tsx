import { ShopPurchases } from "../ui/ShopPurchases"
import { useState } from "react"
import { Navigate, useLocation } from "react-router"
import { changePassword, type Session } from "../api/accounts"
import { updateUser } from "../api/users"
import { Field, Form } from "../components"
import { useT } from "../i18n/I18n"
import { useSession } from "../session"
import { SavedCards } from "../ui/CardPayments"
import { ClubAccount } from "../ui/ClubAccount"
import { CreditsAndPayments } from "../ui/Credits"
import { useLoad } from "../ui/load"
import { getFacility } from "../api/facilities"
import { RatingsPanel } from "../ui/Ratings"
import { NotificationSettingsPanel } from "../ui/NotificationSettings"
import { PushSettings } from "../phone/PushSettings"

export const Account = () => {
  const { session } = useSession()
  if (session === undefined) return null
  if (session.user === null) return <Navigate to="/sign-in?next=/account" />
  return <AccountOf user={session.user} />
}

const AccountOf = ({ user }: { user: NonNullable<Session["user"]> }) => {
  const t = useT()
  const { session, reload } = useSession()
  const [profile, setProfile] = useState({
    first_name: user.first_name,
    last_name: user.last_name,
    phone: user.phone ?? "",
  })
  const [passwords, setPasswords] = useState({ current: "", next: "" })
  // The regional card provider sends the player back here with how the card sign-up went.
  const returned = new URLSearchParams(useLocation().search).get("card")
  const [saved, setSaved] = useState<string | undefined>(
    returned === "saved" ? t("account.cardSaved") : returned === "refused" ? t("account.cardRefused") : undefined,
  )
  return (
    <main className="narrow">
      <h1>{t("account.title")}</h1>
      <p>{user.email}</p>
      {saved !== undefined && <p role="status">{saved}</p>}
      <h2>{t("account.profile")}</h2>
      <Form
        submit={t("account.saveProfile")}
        onSubmit={() =>
          updateUser(user.id, { ...profile, phone: profile.phone.trim() === "" ? null : profile.phone })
            .then(reload)
            .then(() => setSaved(t("account.profileSaved")))
        }
      >
        <Field
          label={t("account.firstName")}
          name="first_name"
          value={profile.first_name}
          onChange={(v) => setProfile({ ...profile, first_name: v })}
        />
        <Field
          label={t("account.lastName")}
          name="last_name"
          value={profile.last_name}
          onChange={(v) => setProfile({ ...profile, last_name: v })}
        />
        <Field
          label={t("account.phone")}
          name="phone"
          type="tel"
          required={false}
          value={profile.phone}
          onChange={(v) => setProfile({ ...profile, phone: v })}
        />
      </Form>
      {(session?.facilities ?? []).map((f) => (
        <section key={f.id} aria-label={t("account.moneyAt", { club: f.name })}>
          <h2>{t("account.moneyAt", { club: f.name })}</h2>
          <CreditsAndPayments userId={user.id} facilityId={f.id} />
          <SavedCards userId={user.id} facilityId={f.id} />
          <FacilityAccount facilityId={f.id} />
          <ShopPurchases userId={user.id} facilityId={f.id} />
        </section>
      ))}
      <NotificationSettingsPanel />
      <PushSettings />
      <h2>{t("account.ratings")}</h2>
      <RatingsPanel userId={user.id} />
      <h2>{t("account.password")}</h2>
      <Form
        submit={t("account.changePassword")}
        onSubmit={() =>
          changePassword(passwords.current, passwords.next).then(() => {
            setPasswords({ current: "", next: "" })
            setSaved(t("account.passwordChanged"))
          })
        }
      >
        <Field
          label={t("account.currentPassword")}
          name="current_password"
          type="password"
          autoComplete="current-password"
          value={passwords.current}
          onChange={(v) => setPasswords({ ...passwords, current: v })}
        />
        <Field
          label={t("account.newPassword")}
          name="new_password"
          type="password"
          autoComplete="new-password"
          value={passwords.next}
          onChange={(v) => setPasswords({ ...passwords, next: v })}
        />
      </Form>
    </main>
  )
}

/** The caller's club account at a facility, in its currency. */
const FacilityAccount = ({ facilityId }: { facilityId: number }) => {
  const facility = useLoad(() => getFacility(facilityId), [facilityId])
  return facility.data === undefined ? null : (
    <ClubAccount facilityId={facilityId} currency={facility.data.currency} decimals={facility.data.currency_decimals} />
  )
}
