import { useState } from "react"
import { Link, useLocation, useNavigate } from "react-router"
import { signIn } from "../api/accounts"
import { Field, Form } from "../components"
import { useSession } from "../session"
import { useNextPath } from "../ui/next"

export const SignIn = () => {
  const { setSession } = useSession()
  const navigate = useNavigate()
  const next = useNextPath()
  const [email, setEmail] = useState("")
  const [password, setPassword] = useState("")
  return (
    <main className="narrow">
      <h1>Sign in</h1>
      <Form submit="Sign in" onSubmit={() => signIn(email, password).then((s) => (setSession(s), navigate(next)))}>
        <Field label="E-mail" name="email" type="email" autoComplete="username" value={email} onChange={setEmail} />
        <Field
          label="Password"
          name="password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={setPassword}
        />
      </Form>
      <p>
        New here? <Link to={`/sign-up${useLocation().search}`}>Create an account</Link>.{" "}
        <Link to="/reset-password">Forgot your password?</Link>
      </p>
    </main>
  )
}
