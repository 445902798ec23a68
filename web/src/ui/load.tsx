import { Alert, Center, Loader } from "@mantine/core"
import { type DependencyList, type ReactNode, useCallback, useEffect, useState } from "react"
import { HttpError, messageOf, OFFLINE, UNEXPECTED } from "../api/request"
import { useFlash } from "./flash"
import { useT } from "../i18n/I18n"

export interface Loading<A> {
  readonly data: A | undefined
  readonly error: string | undefined
  readonly loading: boolean
  readonly reload: () => Promise<void>
}

/** Loads data when `deps` change; a later load wins over an earlier one still in flight. */
export const useLoad = <A,>(load: () => Promise<A>, deps: DependencyList): Loading<A> => {
  const [state, setState] = useState<{ data?: A; error?: string; loading: boolean }>({ loading: true })
  const run = useCallback(load, deps)
  const reload = useCallback(async () => {
    setState((s) => ({ ...s, loading: true }))
    try {
      const data = await run()
      setState({ data, loading: false })
    } catch (failure) {
      setState((s) => ({ data: s.data, error: messageOf(failure), loading: false }))
    }
  }, [run])
  useEffect(() => {
    let current = true
    setState((s) => ({ ...s, loading: true }))
    run().then(
      (data) => current && setState({ data, loading: false }),
      (failure) => current && setState({ error: messageOf(failure), loading: false }),
    )
    return () => {
      current = false
    }
  }, [run])
  return { data: state.data, error: state.error, loading: state.loading, reload }
}

/** A spinner until the data is there, the server's sentence if it failed, else the content. */
export const Loaded = <A,>({ state, children }: { state: Loading<A>; children: (data: A) => ReactNode }) => {
  const t = useT()
  if (state.data !== undefined)
    return (
      <>
        {state.error !== undefined && <Failure message={state.error} />}
        {children(state.data)}
      </>
    )
  if (state.error !== undefined) return <Failure message={state.error} />
  return (
    <Center p="lg">
      <Loader aria-label={t("common.loading")} />
    </Center>
  )
}

export const Failure = ({ message }: { message: string }) => {
  const t = useT()
  return (
    <Alert color="red" variant="light" role="alert" my="sm">
      {message === UNEXPECTED ? t("common.unexpected") : message === OFFLINE ? t("common.offline") : message}
    </Alert>
  )
}

/** Runs an action for a button: busy while it runs, the server's sentence when it fails. */
export const useAction = () => {
  const [busy, setBusy] = useState<string>()
  const [error, setError] = useState<string>()
  /** The refusal's `reason`, where the server names one a screen acts on. */
  const [reason, setReason] = useState<string>()
  const flash = useFlash()
  /** Runs `action`, then `after` when it succeeded, then flashes `done`; true when both did. */
  const run = async (name: string, action: () => Promise<unknown>, after?: () => unknown, done?: string) => {
    setBusy(name)
    setError(undefined)
    setReason(undefined)
    try {
      await action()
      await after?.()
      if (done !== undefined) flash(done)
      return true
    } catch (failure) {
      setError(messageOf(failure))
      setReason(failure instanceof HttpError ? failure.body?.reason : undefined)
      return false
    } finally {
      setBusy(undefined)
    }
  }
  return { busy, error, reason, run, clearError: () => setError(undefined) }
}
