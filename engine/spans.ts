import { Effect } from "effect"

/**
 * A service's methods, each answered in a span named `Service.method` (`Bookings.book`), so traces
 * and profiles read as use cases. The span carries its name only: a method's arguments hold
 * people's data and are never recorded. A method that returns no effect (a pure helper) is left
 * as it is.
 */
export const withSpans = <S extends Record<string, unknown>>(service: string, methods: S): S =>
  Object.fromEntries(
    Object.entries(methods).map(([name, method]) => [name, spanned(`${service}.${name}`, method)]),
  ) as S

const spanned = (span: string, method: unknown) => {
  if (Effect.isEffect(method)) return Effect.withSpan(method, span)
  if (typeof method !== "function") return method
  return (...args: Array<unknown>) => {
    const answer = method(...args)
    return Effect.isEffect(answer) ? Effect.withSpan(answer, span) : answer
  }
}
