import { useState } from "react"
import { Link, useSearchParams } from "react-router"
import { requestPasswordReset, resetPassword } from "../api/accounts"
import { Field, Form } from "../components"
import { useT } from "../i18n/I18n"

/** Asks for a reset link, or, opened from that link, sets the new password. */
export const ResetPassword = () => {
  const t = useT()
  const [params] = useSearchParams()
  const token = params.get("token")
  const [email, setEmail] = useState("")
  const [password, setPassword] = useState("")
  const [done, setDone] = useState<string>()
  if (done !== undefined) {
    return (
      <main className="narrow">
        <p role="status">{done}</p>
        <Link to="/sign-in">{t("nav.signIn")}</Link>
      </main>
    )
  }
  return (
    <main className="narrow">
      <h1>{t(token === null ? "reset.forgot" : "reset.choose")}</h1>
      {token === null ? (
        <Form
          submit={t("reset.send")}
          onSubmit={() => requestPasswordReset(email).then(() => setDone(t("reset.sent")))}
        >
          <Field label={t("account.email")} name="email" type="email" value={email} onChange={setEmail} />
        </Form>
      ) : (
        <Form
          submit={t("reset.set")}
          onSubmit={() => resetPassword(token, password).then(() => setDone(t("reset.done")))}
        >
          <Field
            label={t("account.newPassword")}
            name="password"
            type="password"
            autoComplete="new-password"
            value={password}
            onChange={setPassword}
          />
        </Form>
      )}
    </main>
  )
}
