import { Data, Effect, LogLevel } from "effect"
import type { BlockList } from "node:net"
import * as path from "node:path"
import { parseTrustedProxies } from "./http/clientAddress"
import type { DatabaseTimeouts } from "./sql/timeouts"
import { tracesUrlOf } from "./telemetry"
import type { MetricsSettings } from "./metrics"
import type { LogFormat, LogRequests } from "./logging"

/** Everything the server reads from its environment, checked once at start. */
export interface AppConfig {
  readonly port: number
  readonly host: string
  readonly publicUrl: string
  /** Absent: the embedded database in `dataDir`. */
  readonly databaseUrl: string | undefined
  /** Streaming replicas of DATABASE_URL's database, for the reads that may be a moment behind; none: every read on the primary. */
  readonly databaseReadUrls: ReadonlyArray<string>
  /** A replica further behind than this (its replay, in seconds) is skipped until it catches up. */
  readonly replicaMaxLagSeconds: number
  /** A direct connection (not through a pooler) for LISTEN; absent: DATABASE_URL's. */
  readonly databaseListenUrl: string | undefined
  /** The server's database role's statement and idle-in-transaction timeouts, set as its defaults at start. */
  readonly databaseTimeouts: DatabaseTimeouts
  /** Where traces are sent over OTLP/HTTP (the standard OTEL_EXPORTER_OTLP_* variables); none: no tracing. */
  readonly tracesUrl: string | undefined
  /** The `/metrics` listener (METRICS_PORT, METRICS_HOST, METRICS_CLUB_LABELS); none: no metrics. */
  readonly metrics: MetricsSettings | undefined
  readonly dataDir: string
  /** Absent: generated once and kept in `dataDir`. */
  readonly sessionSecret: string | undefined
  readonly logLevel: LogLevel.LogLevel
  /** LOG_FORMAT: json (the default off a terminal) or pretty (at one). */
  readonly logFormat: LogFormat
  /** LOG_REQUESTS: all (default), errors, or slow:<ms>. */
  readonly logRequests: LogRequests
  readonly demo: boolean
  readonly demoAdminEmail: string | undefined
  readonly demoAdminPassword: string | undefined
  /** Absent: every plugin. */
  readonly plugins: ReadonlyArray<string> | undefined
  /** Absent: mail goes to the outbox table (demo mode and tests read it). */
  readonly smtpUrl: string | undefined
  /** DUPR's API; absent: the fake DUPR server in demo mode, no DUPR linking otherwise. */
  readonly duprUrl: string | undefined
  readonly duprApiKey: string | undefined
  /** The chat provider (Stream): its API key and secret, and its address (absent: Stream's own); none: the fake in demo mode, no chat otherwise. */
  readonly chat: { readonly apiKey: string; readonly apiSecret: string; readonly url: string | undefined } | undefined
  /** Eventbrite's API (clubs list clinic sessions with their own token); absent: Eventbrite itself, or its fake in demo mode. */
  readonly eventbriteUrl: string | undefined
  /** Kisi's API (clubs open their door with their own key); absent: Kisi itself, or its fake in demo mode. */
  readonly kisiUrl: string | undefined
  /** The camera cloud booking recordings are asked of; absent: its fake in demo mode, none otherwise. */
  readonly camerasUrl: string | undefined
  /** Stripe for cards and readers (a facility's own `stripe` credential overrides the key); absent: the fake in demo mode. */
  readonly stripe: {
    readonly secretKey: string | undefined
    readonly webhookSecret: string | undefined
    readonly apiUrl: string | undefined
  }
  /** The bank-transfer (ACH) provider; absent: the fake in demo mode, no ACH otherwise. */
  readonly bank: { readonly url: string; readonly apiKey: string } | undefined
  /** Transbank Oneclick, the regional card provider; absent: the fake in demo mode, none otherwise. */
  readonly oneclick:
    | { readonly url: string; readonly commerceCode: string; readonly storeCode: string; readonly apiKey: string }
    | undefined
  /** How often pending bank transfers are reconciled with the provider. */
  readonly achReconcileSeconds: number
  /** How often the membership renewal job runs (renewals, dunning retries, endings). */
  readonly renewSeconds: number
  /** How often each server looks for announcement mail to send. */
  readonly announcementMailSeconds: number
  /** How often booking mail is sent and reminders written; 0: never on this server. */
  readonly notificationSeconds: number
  /** How often due webhook deliveries are sent; 0: never on this server. */
  readonly webhookSeconds: number
  /** How often freed courts are offered to those watching them and offers run out; 0: never on this server. */
  readonly slotOfferSeconds: number
  /** How often peak draws are sealed, drawn and told; 0: never on this server. */
  readonly peakDrawSeconds: number
  /** How often open play sessions that have started are arranged into games; 0: never on this server. */
  readonly openPlaySeconds: number
  readonly occupancySeconds: number
  /** How often pushes waiting to go are sent (0: this server sends none). */
  readonly pushSeconds: number
  /** How long a client may take to send a whole request before it is answered 408. */
  readonly requestTimeoutSeconds: number
  /** Proxies whose X-Forwarded-For is believed: the client's address for sign-in limits and records. */
  readonly trustedProxies: BlockList
  /** Whether clubs' webhooks may reach private and loopback addresses: only when the operator names it (tests do). */
  readonly webhooksReachPrivate: boolean
  /** Push services on private or loopback addresses are called (a local fake push service); off by default. */
  readonly pushReachPrivate: boolean
  /** The most the calendar feed's cache of built days may hold, in bytes; 0 builds every answer. */
  readonly calendarCacheBytes: number
  /**
   * How often the server looks at the card provider for its own charges that have no ledger row
   * (a crash cut them off), and how old such a charge must be before it is given back.
   */
  readonly cardReconcile: { readonly everySeconds: number; readonly graceSeconds: number }
}

export class ConfigProblem extends Data.TaggedError("ConfigProblem")<{
  readonly problems: ReadonlyArray<string>
}> {
  override get message() {
    return `The configuration is not usable:\n- ${this.problems.join("\n- ")}`
  }
}

const LOG_LEVELS: Record<string, LogLevel.LogLevel> = {
  all: LogLevel.All,
  trace: LogLevel.Trace,
  debug: LogLevel.Debug,
  info: LogLevel.Info,
  warning: LogLevel.Warning,
  warn: LogLevel.Warning,
  error: LogLevel.Error,
  fatal: LogLevel.Fatal,
  none: LogLevel.None,
}

const TRUE = ["1", "true", "yes", "on"]
const FALSE = ["0", "false", "no", "off", ""]

export const parseConfig = (
  env: Record<string, string | undefined>,
  atTerminal: boolean = process.stdout.isTTY === true,
): Effect.Effect<AppConfig, ConfigProblem> => {
  const problems: Array<string> = []
  const blankToUndefined = (v: string | undefined) => (v === undefined || v.trim() === "" ? undefined : v.trim())

  const portText = blankToUndefined(env.PORT) ?? "3000"
  const port = Number(portText)
  const portIsValid = /^\d+$/.test(portText) && port <= 65535
  if (!portIsValid) {
    problems.push(`PORT must be a whole number from 0 to 65535; it is "${portText}".`)
  }

  const host = blankToUndefined(env.HOST) ?? "127.0.0.1"

  const databaseUrl = blankToUndefined(env.DATABASE_URL)
  if (databaseUrl !== undefined && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    problems.push("DATABASE_URL must be a PostgreSQL URL such as postgres://user:password@host:5432/venue.")
  }

  const databaseReadUrls = (blankToUndefined(env.DATABASE_READ_URL) ?? "")
    .split(",")
    .map((u) => u.trim())
    .filter((u) => u !== "")
  if (databaseReadUrls.some((u) => !/^postgres(ql)?:\/\//.test(u)))
    problems.push(
      "DATABASE_READ_URL must be PostgreSQL URLs, comma-separated, such as postgres://user@replica1:5432/venue.",
    )
  else if (databaseReadUrls.length > 0 && databaseUrl === undefined)
    problems.push("DATABASE_READ_URL names replicas of DATABASE_URL's database: set DATABASE_URL too.")
  const lagText = blankToUndefined(env.REPLICA_MAX_LAG_SECONDS) ?? "5"
  const replicaMaxLagSeconds = Number(lagText)
  if (!/^\d+(\.\d+)?$/.test(lagText) || replicaMaxLagSeconds <= 0 || replicaMaxLagSeconds > 3600)
    problems.push(`REPLICA_MAX_LAG_SECONDS must be a number of seconds above 0 and at most 3600; it is "${lagText}".`)
  const databaseListenUrl = blankToUndefined(env.DATABASE_LISTEN_URL)
  if (databaseListenUrl !== undefined && !/^postgres(ql)?:\/\//.test(databaseListenUrl))
    problems.push("DATABASE_LISTEN_URL must be a PostgreSQL URL such as postgres://user@primary:5432/venue.")
  const timeout = (name: string, fallback: string) => {
    const text = blankToUndefined(env[name]) ?? fallback
    if (!/^(0|[1-9]\d*(ms|s|min))$/.test(text))
      problems.push(`${name} must be a duration such as 500ms, 30s or 2min (0: none); it is "${text}".`)
    return text
  }
  const tracesUrl = tracesUrlOf(env)
  if (tracesUrl !== undefined && !/^https?:\/\//.test(tracesUrl))
    problems.push(
      `OTEL_EXPORTER_OTLP_ENDPOINT must be an http or https URL such as http://collector:4318; it is "${tracesUrl}".`,
    )
  const metricsPortText = blankToUndefined(env.METRICS_PORT)
  const metricsPort = Number(metricsPortText)
  if (metricsPortText !== undefined && (!/^\d+$/.test(metricsPortText) || metricsPort > 65535))
    problems.push(`METRICS_PORT must be a whole number from 0 to 65535; it is "${metricsPortText}".`)
  const clubLabelsText = (env.METRICS_CLUB_LABELS ?? "").trim().toLowerCase()
  if (clubLabelsText !== "" && !TRUE.includes(clubLabelsText) && !FALSE.includes(clubLabelsText))
    problems.push(`METRICS_CLUB_LABELS must be 1 or 0; it is "${env.METRICS_CLUB_LABELS}".`)
  const metrics =
    metricsPortText === undefined
      ? undefined
      : {
          port: metricsPort,
          host: blankToUndefined(env.METRICS_HOST) ?? "127.0.0.1",
          clubLabels: TRUE.includes(clubLabelsText),
        }
  const databaseTimeouts = {
    statement: timeout("DATABASE_STATEMENT_TIMEOUT", "30s"),
    idleInTransaction: timeout("DATABASE_IDLE_TRANSACTION_TIMEOUT", "60s"),
  }

  const shownHost = host === "0.0.0.0" || host === "::" ? "localhost" : host
  const givenUrl = blankToUndefined(env.PUBLIC_URL)
  const publicUrl = (givenUrl ?? `http://${shownHost}:${port}`).replace(/\/+$/, "")
  // Without PUBLIC_URL it is made from HOST and PORT: the one at fault is named, a bad port once.
  try {
    const url = new URL(publicUrl)
    if (url.protocol !== "http:" && url.protocol !== "https:") throw new Error()
  } catch {
    if (givenUrl !== undefined)
      problems.push(`PUBLIC_URL must be an http or https URL such as https://club.example.com; it is "${publicUrl}".`)
    else if (portIsValid) problems.push(`HOST must be a host name or an address such as 0.0.0.0; it is "${host}".`)
  }

  const dataDir = path.resolve(blankToUndefined(env.DATA_DIR) ?? "./data")

  const sessionSecret = blankToUndefined(env.SESSION_SECRET)
  if (sessionSecret !== undefined && sessionSecret.length < 32) {
    problems.push("SESSION_SECRET must have at least 32 characters (for example the output of `openssl rand -hex 32`).")
  }

  const levelText = (blankToUndefined(env.LOG_LEVEL) ?? "info").toLowerCase()
  const logLevel = LOG_LEVELS[levelText]
  if (logLevel === undefined) {
    problems.push(`LOG_LEVEL must be one of ${Object.keys(LOG_LEVELS).join(", ")}; it is "${levelText}".`)
  }
  const formatText = (blankToUndefined(env.LOG_FORMAT) ?? (atTerminal ? "pretty" : "json")).toLowerCase()
  if (formatText !== "json" && formatText !== "pretty")
    problems.push(`LOG_FORMAT must be json or pretty; it is "${formatText}".`)
  const logFormat: LogFormat = formatText === "pretty" ? "pretty" : "json"
  const requestsText = (blankToUndefined(env.LOG_REQUESTS) ?? "all").toLowerCase()
  const slow = /^slow:(\d{1,6})$/.exec(requestsText)
  const logRequests: LogRequests =
    requestsText === "errors"
      ? { kind: "errors" }
      : slow !== null
        ? { kind: "slow", ms: Number(slow[1]) }
        : { kind: "all" }
  if (requestsText !== "all" && requestsText !== "errors" && slow === null)
    problems.push(
      `LOG_REQUESTS must be all, errors or slow:<milliseconds> (such as slow:500); it is "${requestsText}".`,
    )

  const demoText = (env.DEMO ?? "").trim().toLowerCase()
  let demo = databaseUrl === undefined
  if (TRUE.includes(demoText)) demo = true
  else if (demoText !== "" && FALSE.includes(demoText)) demo = false
  else if (demoText !== "") problems.push(`DEMO must be 1 or 0; it is "${env.DEMO}".`)

  const demoAdminEmail = blankToUndefined(env.DEMO_ADMIN_EMAIL)
  const demoAdminPassword = blankToUndefined(env.DEMO_ADMIN_PASSWORD)
  if (demoAdminPassword !== undefined && demoAdminPassword.length < 8) {
    problems.push("DEMO_ADMIN_PASSWORD needs at least 8 characters.")
  }

  const pluginsText = blankToUndefined(env.PLUGINS)
  const plugins =
    pluginsText === undefined || pluginsText === "all"
      ? undefined
      : pluginsText
          .split(",")
          .map((p) => p.trim())
          .filter((p) => p !== "")

  const smtpUrl = blankToUndefined(env.SMTP_URL)
  if (smtpUrl !== undefined && !/^smtps?:\/\//.test(smtpUrl)) {
    problems.push("SMTP_URL must look like smtp://user:password@mail.example.com:587.")
  }

  const duprUrl = blankToUndefined(env.DUPR_URL)?.replace(/\/+$/, "")
  const duprApiKey = blankToUndefined(env.DUPR_API_KEY)
  if (duprUrl !== undefined && !/^https?:\/\//.test(duprUrl)) problems.push("DUPR_URL must be an http or https URL.")
  if (duprUrl !== undefined && duprApiKey === undefined) problems.push("DUPR_API_KEY is needed with DUPR_URL.")

  const httpUrl = (name: string) => {
    const value = blankToUndefined(env[name])?.replace(/\/+$/, "")
    if (value !== undefined && !/^https?:\/\//.test(value)) problems.push(`${name} must be an http or https URL.`)
    return value
  }
  const stripe = {
    secretKey: blankToUndefined(env.STRIPE_SECRET_KEY),
    webhookSecret: blankToUndefined(env.STRIPE_WEBHOOK_SECRET),
    apiUrl: httpUrl("STRIPE_API_URL"),
  }
  if (stripe.secretKey !== undefined && !/^(sk|rk)_(test|live)_/.test(stripe.secretKey))
    problems.push("STRIPE_SECRET_KEY must be a Stripe secret key (sk_test_… or sk_live_…).")
  const eventbriteUrl = httpUrl("EVENTBRITE_URL")
  const kisiUrl = httpUrl("KISI_URL")
  const camerasUrl = httpUrl("CAMERAS_URL")
  const chatKey = blankToUndefined(env.CHAT_API_KEY)
  const chatSecret = blankToUndefined(env.CHAT_API_SECRET)
  if ((chatKey === undefined) !== (chatSecret === undefined))
    problems.push("CHAT_API_KEY and CHAT_API_SECRET go together: set both or neither.")
  const chatUrl = httpUrl("CHAT_URL")
  const bankUrl = httpUrl("BANK_API_URL")
  const bankKey = blankToUndefined(env.BANK_API_KEY)
  if ((bankUrl === undefined) !== (bankKey === undefined))
    problems.push("BANK_API_URL and BANK_API_KEY go together: set both or neither.")
  const oneclickUrl = httpUrl("ONECLICK_URL")
  const oneclickParts = [env.ONECLICK_COMMERCE_CODE, env.ONECLICK_STORE_CODE, env.ONECLICK_API_KEY].map(
    blankToUndefined,
  )
  if (oneclickUrl !== undefined && oneclickParts.some((p) => p === undefined))
    problems.push("ONECLICK_URL needs ONECLICK_COMMERCE_CODE, ONECLICK_STORE_CODE and ONECLICK_API_KEY.")
  const reconcileText = blankToUndefined(env.ACH_RECONCILE_SECONDS) ?? "300"
  const achReconcileSeconds = Number(reconcileText)
  if (!/^\d+$/.test(reconcileText) || achReconcileSeconds < 1)
    problems.push(`ACH_RECONCILE_SECONDS must be a whole number of seconds, at least 1; it is "${reconcileText}".`)

  const seconds = (name: string, fallback: string, least: number) => {
    const text = blankToUndefined(env[name]) ?? fallback
    if (!/^\d+$/.test(text) || Number(text) < least)
      problems.push(`${name} must be a whole number of seconds, at least ${least}; it is "${text}".`)
    return Number(text)
  }
  const renewSeconds = seconds("MEMBERSHIP_RENEW_SECONDS", "900", 1)
  const announcementMailSeconds = seconds("ANNOUNCEMENT_MAIL_SECONDS", "5", 1)
  const notificationSeconds = seconds("NOTIFICATION_SECONDS", "10", 0)
  const webhookSeconds = seconds("WEBHOOK_SECONDS", "5", 0)
  const slotOfferSeconds = seconds("SLOT_OFFER_SECONDS", "5", 0)
  const peakDrawSeconds = seconds("PEAK_DRAW_SECONDS", "30", 0)
  const openPlaySeconds = seconds("OPEN_PLAY_SECONDS", "60", 0)
  const occupancySeconds = seconds("OCCUPANCY_SECONDS", "60", 0)
  const pushSeconds = seconds("PUSH_SECONDS", "5", 0)
  const requestTimeoutSeconds = seconds("REQUEST_TIMEOUT_SECONDS", "30", 1)
  const privateText = (env.WEBHOOK_ALLOW_PRIVATE ?? "").trim().toLowerCase()
  if (privateText !== "" && !TRUE.includes(privateText) && !FALSE.includes(privateText))
    problems.push(`WEBHOOK_ALLOW_PRIVATE must be 1 or 0; it is "${env.WEBHOOK_ALLOW_PRIVATE}".`)
  const webhooksReachPrivate = TRUE.includes(privateText)
  const pushPrivateText = (env.PUSH_ALLOW_PRIVATE ?? "").trim().toLowerCase()
  if (pushPrivateText !== "" && !TRUE.includes(pushPrivateText) && !FALSE.includes(pushPrivateText))
    problems.push(`PUSH_ALLOW_PRIVATE must be 1 or 0; it is "${env.PUSH_ALLOW_PRIVATE}".`)
  const pushReachPrivate = TRUE.includes(pushPrivateText)
  const cardReconcile = {
    everySeconds: seconds("CARD_RECONCILE_SECONDS", "300", 1),
    graceSeconds: seconds("CARD_RECONCILE_GRACE_SECONDS", "900", 0),
  }

  const proxies = parseTrustedProxies(env.TRUSTED_PROXIES)
  problems.push(...proxies.problems)

  const cacheText = blankToUndefined(env.CALENDAR_CACHE_MB) ?? "32"
  if (!/^\d+$/.test(cacheText) || Number(cacheText) > 4096)
    problems.push(`CALENDAR_CACHE_MB must be a whole number of MiB from 0 to 4096; it is "${cacheText}".`)
  const calendarCacheBytes = Number(cacheText) * 2 ** 20

  return problems.length > 0
    ? Effect.fail(new ConfigProblem({ problems }))
    : Effect.succeed({
        port,
        host,
        publicUrl,
        databaseUrl,
        databaseReadUrls,
        replicaMaxLagSeconds,
        databaseListenUrl,
        databaseTimeouts,
        tracesUrl,
        metrics,
        dataDir,
        sessionSecret,
        logLevel: logLevel!,
        logFormat,
        logRequests,
        demo,
        demoAdminEmail,
        demoAdminPassword,
        plugins,
        smtpUrl,
        duprUrl,
        duprApiKey,
        eventbriteUrl,
        kisiUrl,
        camerasUrl,
        chat:
          chatKey !== undefined && chatSecret !== undefined
            ? { apiKey: chatKey, apiSecret: chatSecret, url: chatUrl }
            : undefined,
        stripe,
        bank: bankUrl !== undefined && bankKey !== undefined ? { url: bankUrl, apiKey: bankKey } : undefined,
        oneclick:
          oneclickUrl === undefined
            ? undefined
            : {
                url: oneclickUrl,
                commerceCode: oneclickParts[0]!,
                storeCode: oneclickParts[1]!,
                apiKey: oneclickParts[2]!,
              },
        achReconcileSeconds,
        renewSeconds,
        announcementMailSeconds,
        notificationSeconds,
        webhookSeconds,
        slotOfferSeconds,
        peakDrawSeconds,
        openPlaySeconds,
        occupancySeconds,
        pushSeconds,
        trustedProxies: proxies.list,
        requestTimeoutSeconds,
        webhooksReachPrivate,
        pushReachPrivate,
        calendarCacheBytes,
        cardReconcile,
      })
}
