import { HttpTraceContext } from "@effect/platform"
import { SqlClient } from "@effect/sql"
import { Context, Effect, Layer, Option } from "effect"
import { AsyncLocalStorage } from "node:async_hooks"
import type Stripe from "stripe"
import { CardDeclined, type CardCharge, type Taken, PaymentsUnavailable } from "../../../engine/payments/rules"
import {
  BadSignature,
  CardEvents,
  CardReaders,
  CardVault,
  ProviderRefused,
  type ProviderEvent,
  type Reader,
  type ReaderPayment,
  type ServerCharge,
  ServerCharges,
} from "../../../engine/providers"
import { sealedStripeCredential } from "../../sql/providerRecords"
import { installationId } from "../../sql/installation"
import { Secrets } from "../../security/secrets"

/**
 * Cards, readers and their webhooks through the official Stripe SDK. Each facility may use its own
 * account: a `stripe` credential (token: the secret key, password: the webhook signing secret)
 * overrides the server's STRIPE_SECRET_KEY. `apiUrl` points the SDK at another host speaking
 * Stripe's wire format (our fake, in tests and demo mode).
 */
export interface StripeOptions {
  readonly secretKey: string | undefined
  readonly webhookSecret: string | undefined
  readonly apiUrl: string | undefined
}

interface Account {
  readonly client: Stripe
  readonly webhookSecret: string | undefined
  /** The facility whose own webhook secret `webhookSecret` is; null when it is the platform's. */
  readonly signer: number | null
  readonly testMode: boolean
}

const NOT_SET_UP = "Card payments are not set up for this club; pay another way."
const UNREACHABLE = "The card provider could not be reached; try again or pay another way."

/** A Stripe error as one of ours: card refusals and fixable requests as sentences, the rest unavailable. */
const fromStripe = (e: unknown): CardDeclined | ProviderRefused | PaymentsUnavailable => {
  // By the SDK's own error type names: the SDK itself is loaded only once a club uses cards.
  const { type, message } = e as { type?: string; message?: string }
  if (type === "StripeCardError") return new CardDeclined({ message: message ?? "The card was declined." })
  if (type === "StripeInvalidRequestError") return new ProviderRefused({ message: message ?? UNREACHABLE })
  if (type === "StripeAuthenticationError")
    return new PaymentsUnavailable({
      message: "The club's card account refused our key; ask the club to check its card settings.",
    })
  return new PaymentsUnavailable({ message: UNREACHABLE })
}

const readerOf = (r: Stripe.Terminal.Reader): Reader => ({
  reader_ref: r.id,
  label: r.label ?? r.id,
  location_ref: typeof r.location === "string" ? r.location : (r.location?.id ?? null),
  device_type: r.device_type,
  serial_number: r.serial_number,
  status: r.status ?? "offline",
  action:
    r.action === null
      ? null
      : {
          type: r.action.type,
          status: r.action.status,
          payment_intent_id:
            typeof r.action.process_payment_intent?.payment_intent === "string"
              ? r.action.process_payment_intent.payment_intent
              : (r.action.process_payment_intent?.payment_intent?.id ?? null),
          failure_message: r.action.failure_message ?? null,
        },
})

const paymentOf = (pi: Stripe.PaymentIntent): ReaderPayment => ({
  payment_intent_id: pi.id,
  amount: pi.amount,
  currency: pi.currency,
  status: pi.status,
})

const eventOf = (event: Stripe.Event, account: number | null): ProviderEvent => {
  const object = event.data.object as { id?: string; object?: string }
  const isIntent = object.object === "payment_intent"
  return {
    id: event.id,
    type: event.type,
    object_ref: isIntent ? (object.id ?? null) : null,
    outcome:
      event.type === "payment_intent.succeeded"
        ? "paid"
        : event.type === "payment_intent.payment_failed" || event.type === "payment_intent.canceled"
          ? "failed"
          : null,
    account,
  }
}

/** The calling span's W3C trace context, for the SDK's requests made inside `call` (the SDK takes no per-call hook). */
const traceHeaders = new AsyncLocalStorage<Record<string, string>>()

/** The SDK's own Node HTTP client, each request carrying the calling span's `traceparent`. */
const tracedHttpClient = (Sdk: typeof Stripe) => {
  const inner = Sdk.createNodeHttpClient()
  const traced = Object.create(inner) as typeof inner
  traced.makeRequest = (host, port, path, method, headers, requestData, protocol, timeout) =>
    inner.makeRequest(
      host,
      port,
      path,
      method,
      { ...headers, ...traceHeaders.getStore() },
      requestData,
      protocol,
      timeout,
    )
  return traced
}

export const StripeLive = (options: StripeOptions) =>
  Layer.effectContext(
    Effect.gen(function* () {
      const sql = yield* SqlClient.SqlClient
      const secrets = yield* Secrets
      const installation = yield* installationId.pipe(Effect.provideService(SqlClient.SqlClient, sql))
      if (installation.copied)
        yield* Effect.logWarning(
          "This database was made on another PostgreSQL cluster (a copy): it takes an installation id of its own and leaves the original's card charges alone.",
        )
      const api = options.apiUrl === undefined ? undefined : new URL(options.apiUrl)
      const clients = new Map<string, Stripe>()
      const clientFor = (key: string) =>
        Effect.promise(async () => {
          const found = clients.get(key)
          if (found !== undefined) return found
          const { default: Sdk } = await import("stripe")
          const client = new Sdk(key, {
            maxNetworkRetries: 1,
            timeout: 15_000,
            telemetry: false,
            httpClient: tracedHttpClient(Sdk),
            ...(api === undefined
              ? {}
              : {
                  host: api.hostname,
                  port: Number(api.port || (api.protocol === "https:" ? 443 : 80)),
                  protocol: api.protocol.replace(":", "") as "http" | "https",
                }),
          })
          clients.set(key, client)
          return client
        })

      /** The facility's own account if it has one, else the server's. */
      const accountOf = (facilityId: number | undefined): Effect.Effect<Account, PaymentsUnavailable> =>
        Effect.gen(function* () {
          const own =
            facilityId === undefined
              ? undefined
              : yield* sealedStripeCredential(facilityId).pipe(Effect.provideService(SqlClient.SqlClient, sql))
          const key = own?.token_sealed ? secrets.open(own.token_sealed) : options.secretKey
          if (key === undefined) return yield* new PaymentsUnavailable({ message: NOT_SET_UP })
          const webhookSecret = own?.password_sealed ? secrets.open(own.password_sealed) : options.webhookSecret
          const signer = own?.password_sealed && facilityId !== undefined ? facilityId : null
          return { client: yield* clientFor(key), webhookSecret, signer, testMode: key.startsWith("sk_test_") }
        }).pipe(
          Effect.catchAllDefect(() =>
            Effect.fail(new PaymentsUnavailable({ message: "The club's card key cannot be read on this server." })),
          ),
        )

      /** One call to Stripe with the facility's account, its errors as ours. */
      const call = <A>(facilityId: number, run: (stripe: Stripe) => Promise<A>) =>
        Effect.flatMap(Effect.zip(accountOf(facilityId), Effect.option(Effect.currentSpan)), ([account, span]) =>
          Effect.tryPromise({
            try: () =>
              traceHeaders.run(Option.match(span, { onNone: () => ({}), onSome: HttpTraceContext.toHeaders }), () =>
                run(account.client),
              ),
            catch: fromStripe,
          }),
        )
      const refusalsOnly = <A>(self: Effect.Effect<A, CardDeclined | ProviderRefused | PaymentsUnavailable>) =>
        Effect.catchTag(self, "ProviderRefused", (e) => Effect.fail(new CardDeclined({ message: e.message })))

      const vault = CardVault.of({
        createCustomer: (c) =>
          refusalsOnly(
            call(c.facility_id, (s) =>
              s.customers.create({
                name: c.name,
                ...(c.email ? { email: c.email } : {}),
                metadata: { facility_id: String(c.facility_id), user_id: String(c.user_id) },
              }),
            ),
          ).pipe(Effect.map((customer) => customer.id)),
        saveCard: ({ facility_id, customer_ref, token }) =>
          call(facility_id, (s) => s.customers.createSource(customer_ref, { source: token })).pipe(
            Effect.map((source) => {
              const card = source as Stripe.Card
              return {
                card_ref: card.id,
                brand: card.brand,
                last4: card.last4,
                exp_month: card.exp_month,
                exp_year: card.exp_year,
              }
            }),
          ),
        removeCard: ({ facility_id, customer_ref, card_ref }) =>
          refusalsOnly(call(facility_id, (s) => s.customers.deleteSource(customer_ref, card_ref))).pipe(Effect.asVoid),
        setDefault: ({ facility_id, customer_ref, card_ref }) =>
          refusalsOnly(call(facility_id, (s) => s.customers.update(customer_ref, { default_source: card_ref }))).pipe(
            Effect.asVoid,
          ),
      })

      const readers = CardReaders.of({
        locations: (facilityId) =>
          refusalsOnly(call(facilityId, (s) => s.terminal.locations.list({ limit: 100 }))).pipe(
            Effect.map((page) =>
              page.data.map((l) => ({
                location_ref: l.id,
                display_name: l.display_name ?? l.id,
                address: [l.address?.line1, l.address?.city, l.address?.country].filter(Boolean).join(", "),
              })),
            ),
          ),
        createLocation: (facilityId, l) =>
          refusalsOnly(
            call(facilityId, (s) =>
              s.terminal.locations.create({
                display_name: l.display_name,
                address: { line1: l.line1, city: l.city, country: l.country },
              }),
            ),
          ).pipe(
            Effect.map((created) => ({
              location_ref: created.id,
              display_name: created.display_name ?? created.id,
              address: [l.line1, l.city, l.country].join(", "),
            })),
          ),
        register: (facilityId, r) =>
          call(facilityId, (s) =>
            s.terminal.readers.create({
              registration_code: r.registration_code,
              label: r.label,
              location: r.location_ref,
            }),
          ).pipe(Effect.map(readerOf)),
        readers: (facilityId, refs) =>
          Effect.forEach(
            refs,
            (ref) =>
              call(facilityId, (s) => s.terminal.readers.retrieve(ref)).pipe(
                Effect.map((r) => ("deleted" in r && r.deleted ? [] : [readerOf(r as Stripe.Terminal.Reader)])),
                Effect.catchTag("ProviderRefused", () => Effect.succeed([])),
              ),
            { concurrency: 4 },
          ).pipe(Effect.map((found) => found.flat())),
        remove: (facilityId, ref) =>
          call(facilityId, (s) => s.terminal.readers.del(ref)).pipe(
            Effect.asVoid,
            // Already gone at the provider: removing it here is what is left to do.
            Effect.catchTag("ProviderRefused", () => Effect.void),
          ),
        connectionToken: (facilityId, location) =>
          refusalsOnly(
            call(facilityId, (s) => s.terminal.connectionTokens.create(location === undefined ? {} : { location })),
          ).pipe(Effect.map((t) => t.secret)),
        startPayment: (facilityId, p) =>
          call(facilityId, async (s) => {
            const intent = await s.paymentIntents.create({
              amount: p.amount,
              currency: p.currency.toLowerCase(),
              allowed_payment_method_types: ["card_present"],
              capture_method: p.capture,
              description: p.description,
              metadata: { facility_id: String(facilityId) },
            })
            try {
              await s.terminal.readers.processPaymentIntent(p.reader_ref, { payment_intent: intent.id })
            } catch (e) {
              // The reader would not take it: nothing is waiting, so nothing should stay open.
              await s.paymentIntents.cancel(intent.id).catch(() => undefined)
              throw e
            }
            return paymentOf(intent)
          }),
        payment: (facilityId, id) => refusalsOnly(ownIntent(call, facilityId, id)).pipe(Effect.map(paymentOf)),
        capture: (facilityId, id) =>
          Effect.zipRight(
            ownIntent(call, facilityId, id),
            call(facilityId, (s) => s.paymentIntents.capture(id)),
          ).pipe(Effect.map(paymentOf)),
        cancelPayment: (facilityId, id) =>
          Effect.zipRight(
            ownIntent(call, facilityId, id),
            call(facilityId, (s) => s.paymentIntents.cancel(id)),
          ).pipe(Effect.map(paymentOf)),
        cancelAction: (facilityId, ref) =>
          call(facilityId, (s) => s.terminal.readers.cancelAction(ref)).pipe(
            Effect.map((r) => readerOf(r as Stripe.Terminal.Reader)),
          ),
        presentTestCard: (facilityId, ref) =>
          Effect.flatMap(accountOf(facilityId), (account) =>
            account.testMode
              ? Effect.tryPromise({
                  try: () => account.client.testHelpers.terminal.readers.presentPaymentMethod(ref),
                  catch: fromStripe,
                }).pipe(Effect.map(readerOf))
              : Effect.fail(new ProviderRefused({ message: "Test cards are for test mode only." })),
          ),
        testMode: (facilityId) => Effect.map(accountOf(facilityId), (a) => a.testMode),
      })

      const events = CardEvents.of({
        verify: (raw, signature, facilityId) =>
          Effect.gen(function* () {
            const account = yield* accountOf(facilityId)
            if (account.webhookSecret === undefined)
              return yield* new PaymentsUnavailable({
                message: "No webhook signing secret is set up for these events.",
              })
            const secret = account.webhookSecret
            return yield* Effect.try({
              try: () => eventOf(account.client.webhooks.constructEvent(raw, signature, secret), account.signer),
              catch: () => new BadSignature({ message: "The event's signature does not match; it was not handled." }),
            })
          }),
      })

      return Context.make(CardVault, vault).pipe(
        Context.add(CardReaders, readers),
        Context.add(CardEvents, events),
        Context.add(StripeCharges, stripeCharges(call, accountOf, installation.id)),
        Context.add(ServerCharges, serverCharges(call, installation.id)),
      )
    }),
  )

type Call = <A>(
  facilityId: number,
  run: (stripe: Stripe) => Promise<A>,
) => Effect.Effect<A, CardDeclined | ProviderRefused | PaymentsUnavailable>

/** Card money in and out through Stripe: the card half of CardPayments. */
export class StripeCharges extends Context.Tag("venue/StripeCharges")<
  StripeCharges,
  {
    readonly charge: (charge: CardCharge) => Effect.Effect<Taken, CardDeclined | PaymentsUnavailable>
    readonly refund: (
      facilityId: number,
      reference: string,
      amount: number,
    ) => Effect.Effect<{ readonly reference: string }, CardDeclined | PaymentsUnavailable>
  }
>() {}

const money = (amount: number) => (amount / 100).toFixed(2)

/**
 * Marks the intents the server confirms itself, whose ledger rows the same call writes, with the
 * installation that made them: another installation on the same account (a staging copy keeping
 * production's key) leaves them alone.
 */
const serverCharge = (installation: string) => ({ charged_by: "server", installation }) as const

/**
 * The server's own charges, listed from Stripe newest first; clubs on the server's account share
 * it, so another club's intents are left out by their metadata.
 */
const serverCharges = (call: Call, installation: string) =>
  ServerCharges.of({
    since: (facilityId, since) =>
      refusedAsDeclined(
        call(facilityId, async (s) => {
          const found: Array<ServerCharge> = []
          for await (const intent of s.paymentIntents.list({
            created: { gte: Math.floor(since.getTime() / 1000) },
            limit: 100,
          })) {
            if (intent.metadata?.facility_id !== String(facilityId)) continue
            if (intent.metadata?.charged_by !== "server" || intent.metadata?.installation !== installation) continue
            found.push({
              reference: intent.id,
              amount: intent.amount,
              currency: intent.currency.toUpperCase(),
              state:
                intent.status === "succeeded"
                  ? "paid"
                  : intent.status === "canceled"
                    ? "ended"
                    : intent.status === "requires_payment_method" && intent.last_payment_error
                      ? "ended"
                      : "open",
              refunded: (intent as { amount_refunded?: number }).amount_refunded ?? 0,
              created: new Date(intent.created * 1000),
            })
          }
          return found
        }),
      ),
    giveBack: (facilityId, charge) =>
      refusedAsDeclined(
        call(facilityId, async (s): Promise<unknown> =>
          charge.state === "paid"
            ? s.refunds.create(
                { payment_intent: charge.reference, amount: charge.amount - charge.refunded },
                { idempotencyKey: `venue-give-back-${charge.reference}` },
              )
            : s.paymentIntents.cancel(charge.reference, {}, { idempotencyKey: `venue-give-back-${charge.reference}` }),
        ),
      ).pipe(Effect.asVoid),
  })

const refusedAsDeclined = <A>(self: Effect.Effect<A, CardDeclined | ProviderRefused | PaymentsUnavailable>) =>
  Effect.catchTag(self, "ProviderRefused", (e) => Effect.fail(new CardDeclined({ message: e.message })))

/**
 * A payment intent made for this facility. Clubs on the server's account share it at Stripe, so
 * another club's intent is answered as Stripe answers an unknown one.
 */
const ownIntent = (call: Call, facilityId: number, id: string) =>
  Effect.flatMap(
    call(facilityId, (s) => s.paymentIntents.retrieve(id)),
    (intent) =>
      intent.metadata?.facility_id === String(facilityId)
        ? Effect.succeed(intent)
        : Effect.fail(new ProviderRefused({ message: `No such payment_intent: '${id}'` })),
  )

const stripeCharges = (
  call: Call,
  accountOf: (facilityId: number) => Effect.Effect<Account, PaymentsUnavailable>,
  installation: string,
) => {
  const SERVER_CHARGE = serverCharge(installation)
  // Stripe keeps keys per account, which installations may share: the key names this one.
  const keyOf = (c: CardCharge) =>
    c.idempotency_key === undefined ? undefined : { idempotencyKey: `venue-${installation}-${c.idempotency_key}` }
  const declined = <A>(self: Effect.Effect<A, CardDeclined | ProviderRefused | PaymentsUnavailable>) =>
    Effect.catchTag(self, "ProviderRefused", (e) => Effect.fail(new CardDeclined({ message: e.message })))

  /** A payment the provider already has: captured if authorised, and checked to be for this amount. */
  const settleIntent = (c: CardCharge, id: string) =>
    Effect.gen(function* () {
      let intent = yield* declined(ownIntent(call, c.facility_id, id))
      if (intent.amount !== c.amount || intent.currency !== c.currency.toLowerCase())
        return yield* new CardDeclined({
          message: `Card payment ${id} is for ${money(intent.amount)} ${intent.currency.toUpperCase()}, not ${money(c.amount)} ${c.currency.toUpperCase()}.`,
        })
      if (intent.status === "requires_capture")
        intent = yield* declined(call(c.facility_id, (s) => s.paymentIntents.capture(id)))
      if (intent.status === "succeeded") return { reference: id, status: "paid" } as Taken
      if (intent.status === "processing" || (c.method === "card_reader" && intent.status === "requires_payment_method"))
        return { reference: id, status: "pending" } as Taken
      return yield* new CardDeclined({ message: `Card payment ${id} was not completed (it is ${intent.status}).` })
    })

  return StripeCharges.of({
    charge: (c) => Effect.zipRight(accountOf(c.facility_id), chargeWith(c)),
    refund: (facilityId, reference, amount) =>
      declined(call(facilityId, (s) => s.refunds.create({ payment_intent: reference, amount }))).pipe(
        Effect.map((r) => ({ reference: r.id })),
      ),
  })

  function chargeWith(c: CardCharge): Effect.Effect<Taken, CardDeclined | PaymentsUnavailable> {
    if (c.payment_intent_id !== undefined) return settleIntent(c, c.payment_intent_id)
    if (c.method === "card_reader") {
      if (c.device_id === undefined)
        return Effect.fail(new CardDeclined({ message: "Choose the card reader to take the card on (device_id)." }))
      const reader = c.device_id
      return declined(
        call(c.facility_id, async (s) => {
          const intent = await s.paymentIntents.create({
            amount: c.amount,
            currency: c.currency.toLowerCase(),
            allowed_payment_method_types: ["card_present"],
            capture_method: "automatic",
            description: c.description,
            metadata: { facility_id: String(c.facility_id), ...SERVER_CHARGE },
          })
          try {
            await s.terminal.readers.processPaymentIntent(reader, { payment_intent: intent.id })
          } catch (e) {
            await s.paymentIntents.cancel(intent.id).catch(() => undefined)
            throw e
          }
          return { reference: intent.id, status: "pending" } as Taken
        }),
      )
    }
    if (c.saved === undefined)
      return Effect.fail(new CardDeclined({ message: "Choose one of your saved cards to pay with." }))
    const saved = c.saved
    return declined(
      call(c.facility_id, (s) =>
        s.paymentIntents.create(
          {
            amount: c.amount,
            currency: c.currency.toLowerCase(),
            customer: saved.customer_ref,
            payment_method: saved.source_ref,
            confirm: true,
            off_session: true,
            description: c.description,
            metadata: { facility_id: String(c.facility_id), ...SERVER_CHARGE },
          },
          keyOf(c),
        ),
      ),
    ).pipe(
      Effect.flatMap((intent) =>
        intent.status === "succeeded"
          ? Effect.succeed<Taken>({ reference: intent.id, status: "paid" })
          : intent.status === "processing"
            ? Effect.succeed<Taken>({ reference: intent.id, status: "pending" })
            : Effect.fail(
                new CardDeclined({
                  message: "This card needs its holder to confirm the payment; pay at the desk or with another card.",
                }),
              ),
      ),
    )
  }
}
