import { Effect, Layer } from "effect"
import { namedExports } from "./commonJs"

/**
 * Traces exported over OTLP/HTTP when the standard OpenTelemetry variables ask for them
 * (`OTEL_EXPORTER_OTLP_ENDPOINT` or `OTEL_EXPORTER_OTLP_TRACES_ENDPOINT`; `OTEL_SERVICE_NAME`,
 * `OTEL_RESOURCE_ATTRIBUTES`, `OTEL_TRACES_SAMPLER`, `OTEL_BSP_*` as the SDK reads them): each
 * request's span, the engine's `Service.method` and repositories' `Repo.method` spans under it and
 * their SQL statements' under those. Without them nothing of OpenTelemetry is even loaded.
 */
/** Where traces go: the traces endpoint, else the OTLP endpoint's `/v1/traces`; none when the SDK is turned off. */
export const tracesUrlOf = (env: Record<string, string | undefined>) => {
  const given = (name: string) => (env[name] ?? "").trim() || undefined
  if (given("OTEL_SDK_DISABLED")?.toLowerCase() === "true" || given("OTEL_TRACES_EXPORTER")?.toLowerCase() === "none")
    return undefined
  const base = given("OTEL_EXPORTER_OTLP_ENDPOINT")
  return given("OTEL_EXPORTER_OTLP_TRACES_ENDPOINT") ?? (base && `${base.replace(/\/+$/, "")}/v1/traces`)
}

export const TracingLive = (tracesUrl: string | undefined, env: Record<string, string | undefined> = process.env) =>
  tracesUrl !== undefined
    ? Layer.unwrapEffect(
        Effect.promise(async () => {
          const [{ NodeSdk }, { BatchSpanProcessor }, { OTLPTraceExporter }] = await Promise.all([
            import("@effect/opentelemetry"),
            import("@opentelemetry/sdk-trace-base").then(namedExports),
            import("@opentelemetry/exporter-trace-otlp-http").then(namedExports),
          ])
          const named =
            (env.OTEL_SERVICE_NAME ?? "").trim() !== "" ||
            /(^|,)\s*service\.name=/.test(env.OTEL_RESOURCE_ATTRIBUTES ?? "")
          return NodeSdk.layer(() => ({
            spanProcessor: new BatchSpanProcessor(new OTLPTraceExporter({ url: tracesUrl })),
            // The resource is read from the environment; "venue" when it names no service.
            resource: named ? undefined : { serviceName: "venue" },
          }))
        }),
      )
    : Layer.empty
