import { Effect } from "effect"

/**
 * Each effect-returning method of `methods` run through `around` with its name; a method that
 * returns no effect (a pure helper) is left as it is.
 */
export const aroundEach = <S extends Record<string, unknown>>(
  methods: S,
  around: (name: string) => <A, E, R>(effect: Effect.Effect<A, E, R>) => Effect.Effect<A, E, R>,
): S =>
  Object.fromEntries(
    Object.entries(methods).map(([name, method]) => {
      const wrap = around(name)
      if (Effect.isEffect(method)) return [name, wrap(method)]
      if (typeof method !== "function") return [name, method]
      return [
        name,
        (...args: Array<unknown>) => {
          const answer = method(...args)
          return Effect.isEffect(answer) ? wrap(answer) : answer
        },
      ]
    }),
  ) as S

/**
 * A service's methods, each answered in a span named `Service.method` (`Bookings.book`), so traces
 * and profiles read as use cases. The span carries its name only: a method's arguments hold
 * people's data and are never recorded.
 */
export const withSpans = <S extends Record<string, unknown>>(service: string, methods: S): S =>
  aroundEach(methods, (name) => inSpan(`${service}.${name}`))

/**
 * A step of a use case, named for traces (`PendingPayments.spendCredits`): as `Effect.fn(name)`, but
 * without a span's cost when no tracer sends spans anywhere, since a request takes dozens of steps.
 */
export const step =
  <Args extends ReadonlyArray<unknown>, A, E, R>(name: string, body: (...args: Args) => Effect.Effect<A, E, R>) =>
  (...args: Args): Effect.Effect<A, E, R> =>
    inSpan(name)(body(...args))

/**
 * Spans without the caller's stack: Effect takes one (a `new Error()`) for every span otherwise,
 * which here would only ever point at this wrapper, and costs CPU on every call of every method.
 */
const UNTRACED_CALLER = { captureStackTrace: false } as const

/** The tracer Effect runs with when none is installed: its spans go nowhere. */
const untraced = Effect.runSync(Effect.tracer)

/** `traced` when a tracer that sends spans somewhere is installed, `plain` otherwise. */
export const whenTraced = <A, E, R>(traced: Effect.Effect<A, E, R>, plain: Effect.Effect<A, E, R>) =>
  Effect.tracerWith((tracer) => (tracer === untraced ? plain : traced))

/**
 * `effect` in a span named `name` when a tracer that sends spans somewhere is installed; as it is
 * otherwise, since a span costs a few microseconds and a request makes dozens.
 */
export const inSpan =
  (name: string) =>
  <A, E, R>(effect: Effect.Effect<A, E, R>): Effect.Effect<A, E, R> =>
    Effect.tracerWith((tracer) => (tracer === untraced ? effect : Effect.withSpan(effect, name, UNTRACED_CALLER)))
