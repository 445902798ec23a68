import { Button, PasswordInput, Stack, TextInput } from "@mantine/core"
import { type FormEvent, type ReactNode, useState } from "react"
import { messageOf } from "./api/request"
import { Failure } from "./ui/load"

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
    <form onSubmit={handle}>
      <Stack gap="sm">
        {children}
        {error !== undefined && <Failure message={error} />}
        <Button type="submit" loading={busy}>
          {submit}
        </Button>
      </Stack>
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
}) => {
  const common = {
    label: props.label,
    name: props.name,
    value: props.value,
    required: props.required ?? true,
    autoComplete: props.autoComplete,
    onChange: (e: { currentTarget: { value: string } }) => props.onChange(e.currentTarget.value),
  }
  return props.type === "password" ? (
    <PasswordInput {...common} />
  ) : (
    <TextInput type={props.type ?? "text"} {...common} />
  )
}
