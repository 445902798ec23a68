import { useState } from "react"
import { Link, useSearchParams } from "react-router"
import { requestPasswordReset, resetPassword } from "../api/accounts"
import { Field, Form } from "../components"

/** Asks for a reset link, or, opened from that link, sets the new password. */
export const ResetPassword = () => {
  const [params] = useSearchParams()
  const token = params.get("token")
  const [email, setEmail] = useState("")
  const [password, setPassword] = useState("")
  const [done, setDone] = useState<string>()
  if (done !== undefined) {
    return (
      <main className="narrow">
        <p role="status">{done}</p>
        <Link to="/sign-in">Sign in</Link>
      </main>
    )
  }
  return (
    <main className="narrow">
      <h1>{token === null ? "Forgot your password?" : "Choose a new password"}</h1>
      {token === null ? (
        <Form
          submit="Send me a link"
          onSubmit={() =>
            requestPasswordReset(email).then(() => setDone("If the address has an account, a link is on its way."))
          }
        >
          <Field label="E-mail" name="email" type="email" value={email} onChange={setEmail} />
        </Form>
      ) : (
        <Form
          submit="Set password"
          onSubmit={() => resetPassword(token, password).then(() => setDone("Your password is set."))}
        >
          <Field
            label="New password"
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
