import { Cause, Context, FiberRef, FiberRefs, Inspectable, Layer, Logger, Option, Tracer } from "effect"

/** How log lines are written: one JSON object a line (for a log shipper), or for a person at a terminal. */
export type LogFormat = "json" | "pretty"

/** Which answered requests get their own line: every one, only server errors, or those slower than `ms`. */
export type LogRequests =
  { readonly kind: "all" } | { readonly kind: "errors" } | { readonly kind: "slow"; readonly ms: number }

/** Whether an answer gets its line under LOG_REQUESTS. */
export const logsAnswer = (setting: LogRequests, status: number, ms: number) =>
  setting.kind === "all" || status >= 500 || (setting.kind === "slow" && ms >= setting.ms)

const text = (message: unknown): string =>
  Array.isArray(message)
    ? message.map(text).join(" ")
    : typeof message === "string"
      ? message
      : message instanceof Error
        ? (message.stack ?? String(message))
        : Inspectable.toStringUnknown(message)

/**
 * A JSON object a line: time, level, message, the line's annotations (request id, route, job…),
 * the cause of a failure, and with tracing on the trace and span it was written in, so a log line
 * leads to its trace.
 */
export const jsonLogger = (withTrace: boolean) =>
  Logger.make(({ annotations, cause, context, date, logLevel, message }) => {
    const line: Record<string, unknown> = { time: date.toISOString(), level: logLevel.label, message: text(message) }
    for (const [key, value] of annotations) line[key] = value
    if (!Cause.isEmpty(cause)) line.cause = Cause.pretty(cause, { renderErrorCause: true })
    if (withTrace) {
      const span = Context.getOption(FiberRefs.getOrDefault(context, FiberRef.currentContext), Tracer.ParentSpan)
      if (Option.isSome(span)) {
        line.trace_id = span.value.traceId
        line.span_id = span.value.spanId
      }
    }
    globalThis.console.log(JSON.stringify(line))
  })

/**
 * The server's logger, as LOG_FORMAT says (JSON unless at a terminal), in place of Effect's default
 * and of the pretty one `runMain` puts there: one line per message.
 */
export const LoggingLive = (format: LogFormat, withTrace: boolean) =>
  Layer.merge(
    Logger.remove(Logger.prettyLoggerDefault),
    Logger.replace(Logger.defaultLogger, format === "json" ? jsonLogger(withTrace) : Logger.prettyLogger()),
  )
