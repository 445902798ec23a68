import { useState } from "react"
import { Link, useLocation, useNavigate } from "react-router"
import { isEmail, passwordProblem } from "../../../engine/validation"
import { signUp } from "../api/accounts"
import { RuleBroken } from "../api/request"
import { Field, Form } from "../components"
import { useSession } from "../session"
import { useNextPath } from "../ui/next"

export const SignUp = () => {
  const { setSession } = useSession()
  const navigate = useNavigate()
  const next = useNextPath()
  const [form, setForm] = useState({ first_name: "", last_name: "", email: "", password: "" })
  const set = (key: keyof typeof form) => (value: string) => setForm({ ...form, [key]: value })
  return (
    <main className="narrow">
      <h1>Create an account</h1>
      <Form
        submit="Create account"
        onSubmit={async () => {
          const problem = !isEmail(form.email)
            ? "Enter an e-mail address such as name@example.com."
            : passwordProblem(form.password)
          if (problem !== undefined) throw new RuleBroken(problem)
          setSession(await signUp(form))
          navigate(next)
        }}
      >
        <Field
          label="First name"
          name="first_name"
          autoComplete="given-name"
          value={form.first_name}
          onChange={set("first_name")}
        />
        <Field
          label="Last name"
          name="last_name"
          autoComplete="family-name"
          value={form.last_name}
          onChange={set("last_name")}
        />
        <Field
          label="E-mail"
          name="email"
          type="email"
          autoComplete="email"
          value={form.email}
          onChange={set("email")}
        />
        <Field
          label="Password"
          name="password"
          type="password"
          autoComplete="new-password"
          value={form.password}
          onChange={set("password")}
        />
      </Form>
      <p>
        Have an account? <Link to={`/sign-in${useLocation().search}`}>Sign in</Link>.
      </p>
    </main>
  )
}
