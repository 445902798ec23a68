import { useState } from "react"
import { Link, useLocation, useNavigate } from "react-router"
import { signIn } from "../api/accounts"
import { Field, Form } from "../components"
import { Message, useT } from "../i18n/I18n"
import { useSession } from "../session"
import { useNextPath } from "../ui/next"

export const SignIn = () => {
  const t = useT()
  const { setSession } = useSession()
  const navigate = useNavigate()
  const next = useNextPath()
  const [email, setEmail] = useState("")
  const [password, setPassword] = useState("")
  const search = useLocation().search
  return (
    <main className="narrow">
      <h1>{t("nav.signIn")}</h1>
      <Form
        submit={t("nav.signIn")}
        onSubmit={() => signIn(email, password).then((s) => (setSession(s), navigate(next)))}
      >
        <Field
          label={t("account.email")}
          name="email"
          type="email"
          autoComplete="username"
          value={email}
          onChange={setEmail}
        />
        <Field
          label={t("account.password")}
          name="password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={setPassword}
        />
      </Form>
      <p>
        <Message
          id="signIn.newHere"
          values={{
            signUp: (words) => <Link to={`/sign-up${search}`}>{words}</Link>,
            reset: (words) => <Link to="/reset-password">{words}</Link>,
          }}
        />
      </p>
    </main>
  )
}
