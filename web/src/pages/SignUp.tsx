import { useEffect, useRef, useState } from "react"
import { Link, useLocation, useNavigate, useSearchParams } from "react-router"
import { isEmail, passwordProblem } from "../../../engine/validation"
import { confirmSignUp, signUp } from "../api/accounts"
import { RuleBroken } from "../api/request"
import { Field, Form } from "../components"
import { Message, useT } from "../i18n/I18n"
import { useSentence } from "../i18n/sentences"
import { useSession } from "../session"
import { Failure } from "../ui/load"
import { useNextPath } from "../ui/next"

/** Where to go once the mailed link is opened on this device: the page the person signed up from. */
const NEXT_KEY = "venue.signUpNext"

export const SignUp = () => {
  const t = useT()
  const say = useSentence()
  const search = useLocation().search
  const next = useNextPath()
  const [form, setForm] = useState({ first_name: "", last_name: "", email: "", password: "" })
  const [sent, setSent] = useState<string>()
  const set = (key: keyof typeof form) => (value: string) => setForm({ ...form, [key]: value })
  if (sent !== undefined)
    return (
      <main className="narrow">
        <h1>{t("signUp.checkMail")}</h1>
        <p role="status">{sent}</p>
      </main>
    )
  return (
    <main className="narrow">
      <h1>{t("signUp.title")}</h1>
      <Form
        submit={t("signUp.create")}
        onSubmit={async () => {
          const problem = !isEmail(form.email) ? t("signUp.badEmail") : passwordProblem(form.password)
          if (problem !== undefined) throw new RuleBroken(say(problem))
          const answer = await signUp(form)
          localStorage.setItem(NEXT_KEY, next)
          setSent(answer.message)
        }}
      >
        <Field
          label={t("account.firstName")}
          name="first_name"
          autoComplete="given-name"
          value={form.first_name}
          onChange={set("first_name")}
        />
        <Field
          label={t("account.lastName")}
          name="last_name"
          autoComplete="family-name"
          value={form.last_name}
          onChange={set("last_name")}
        />
        <Field
          label={t("account.email")}
          name="email"
          type="email"
          autoComplete="email"
          value={form.email}
          onChange={set("email")}
        />
        <Field
          label={t("account.password")}
          name="password"
          type="password"
          autoComplete="new-password"
          value={form.password}
          onChange={set("password")}
        />
      </Form>
      <p>
        <Message
          id="signUp.haveAccount"
          values={{ signIn: (words) => <Link to={`/sign-in${search}`}>{words}</Link> }}
        />
      </p>
    </main>
  )
}

/** The mailed link: makes the account, signs it in and goes back where the person signed up from. */
export const ConfirmSignUp = () => {
  const t = useT()
  const [params] = useSearchParams()
  const { session, setSession } = useSession()
  const navigate = useNavigate()
  const [problem, setProblem] = useState<string>()
  const asked = useRef(false)
  const token = params.get("token") ?? ""
  useEffect(() => {
    // After the page's own first read of the session, which would otherwise land after this one and undo it.
    if (session === undefined || asked.current) return
    asked.current = true
    confirmSignUp(token).then(
      (session) => {
        setSession(session)
        const next = localStorage.getItem(NEXT_KEY) ?? "/"
        localStorage.removeItem(NEXT_KEY)
        navigate(next.startsWith("/") ? next : "/", { replace: true })
      },
      (error: unknown) => setProblem(error instanceof Error ? error.message : String(error)),
    )
  }, [session, token])
  return (
    <main className="narrow">
      <h1>{t("signUp.finishing")}</h1>
      {problem === undefined ? <p role="status">{t("signUp.oneMoment")}</p> : <Failure message={problem} />}
      <p>
        <Message
          id="signUp.again"
          values={{
            signUp: (words) => <Link to="/sign-up">{words}</Link>,
            signIn: (words) => <Link to="/sign-in">{words}</Link>,
          }}
        />
      </p>
    </main>
  )
}
