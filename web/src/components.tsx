import { type FormEvent, type ReactNode, useState } from "react"
import { messageOf } from "./api/request"

/** A form that shows the server's sentence when its action fails, and is busy while it runs. */
export const Form = ({
  onSubmit,
  submit,
  children,
}: {
  onSubmit: () => Promise<unknown>
  submit: string
  children: ReactNode
}) => {
  const [error, setError] = useState<string>()
  const [busy, setBusy] = useState(false)
  const handle = async (event: FormEvent) => {
    event.preventDefault()
    setBusy(true)
    setError(undefined)
    try {
      await onSubmit()
    } catch (failure) {
      setError(messageOf(failure))
    } finally {
      setBusy(false)
    }
  }
  return (
    <form onSubmit={handle} className="form">
      {children}
      {error !== undefined && (
        <p role="alert" className="error">
          {error}
        </p>
      )}
      <button type="submit" disabled={busy}>
        {busy ? "Please wait…" : submit}
      </button>
    </form>
  )
}

export const Field = (props: {
  label: string
  name: string
  type?: string
  value: string
  onChange: (value: string) => void
  autoComplete?: string
  required?: boolean
}) => (
  <label className="field">
    <span>{props.label}</span>
    <input
      name={props.name}
      type={props.type ?? "text"}
      value={props.value}
      required={props.required ?? true}
      autoComplete={props.autoComplete}
      onChange={(e) => props.onChange(e.target.value)}
    />
  </label>
)
