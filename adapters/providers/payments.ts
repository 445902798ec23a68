import { SqlClient } from "@effect/sql"
import { Effect, Layer } from "effect"
import type { AppConfig } from "../config"
import { CardDeclined, CardPayments, PaymentsUnavailable } from "../../engine/payments"
import {
  BankTransfers,
  CardReaders,
  regionalOrderOf,
  type RegionalProvider,
  RegionalProviders,
} from "../../engine/providers"
import { bankClient, BankTransfersUnconfigured } from "./bank/http"
import { listenFakeBank } from "./bank/fakeServer"
import { listenFakeOneclick } from "./regional/fakeOneclick"
import { oneclickProvider } from "./regional/oneclick"
import { listenFakeStripe, SIMULATED_READER_CODE } from "./stripe/fakeServer"
import { StripeCharges, StripeLive } from "./stripe/stripe"

/**
 * The payment providers as configured: Stripe for cards and readers, the bank-transfer provider
 * for ACH, and the regional providers by key. In demo mode, whatever is not configured runs
 * against our fake servers, in test mode.
 */
export const DEMO_STRIPE = { secretKey: "sk_test_demo_venue", webhookSecret: "whsec_demo_venue" }

const scopedFake = <A extends { readonly close: () => Promise<void> }>(listen: () => Promise<A>) =>
  Effect.acquireRelease(Effect.promise(listen), (fake) => Effect.promise(() => fake.close()))

/** `demoSlug`: in demo mode, the club that gets a simulated card reader and a bank account. */
export const PaymentProvidersLive = (config: AppConfig, demoSlug?: string) =>
  Layer.unwrapScoped(
    Effect.gen(function* () {
      const demoFakes = config.demo
      let stripe = config.stripe
      if (stripe.secretKey === undefined && demoFakes) {
        const fake = yield* scopedFake(() => listenFakeStripe(DEMO_STRIPE.secretKey))
        fake.deliverTo(`${config.publicUrl}/api/webhooks/stripe`, DEMO_STRIPE.webhookSecret)
        stripe = { ...DEMO_STRIPE, apiUrl: fake.url }
      }
      let bankOptions = config.bank
      if (bankOptions === undefined && demoFakes) {
        const fake = yield* scopedFake(() => listenFakeBank("demo-bank-key"))
        bankOptions = { url: fake.url, apiKey: "demo-bank-key" }
      }
      let oneclick = config.oneclick
      if (oneclick === undefined && demoFakes) {
        const fake = yield* scopedFake(() => listenFakeOneclick("597055555541", "demo-oneclick-key"))
        oneclick = {
          url: fake.url,
          commerceCode: "597055555541",
          storeCode: "597055555542",
          apiKey: "demo-oneclick-key",
        }
      }
      const bank = bankOptions === undefined ? undefined : bankClient(bankOptions)
      const regional: ReadonlyMap<string, RegionalProvider> = new Map(
        oneclick === undefined ? [] : [["oneclick", oneclickProvider(oneclick)] as const],
      )

      const cards = Layer.effect(
        CardPayments,
        Effect.map(StripeCharges, (charges) =>
          CardPayments.of({
            charge: (c) =>
              c.method !== "ach"
                ? charges.charge(c)
                : bank === undefined
                  ? Effect.fail(
                      new PaymentsUnavailable({ message: "Bank transfers (ACH) are not set up on this server." }),
                    )
                  : bank.charge(c),
            refund: (r) => {
              if (r.method === "ach")
                return Effect.fail(
                  new CardDeclined({ message: "A bank transfer is refunded by an ACH refund request." }),
                )
              const regionalOrder = regionalOrderOf(r.reference)
              const provider = regionalOrder && regional.get(regionalOrder.key)
              return provider
                ? provider.refund({ order: regionalOrder!.order, amount: r.amount })
                : charges.refund(r.facility_id, r.reference, r.amount)
            },
          }),
        ),
      )
      const providers = Layer.mergeAll(
        cards,
        bank === undefined ? BankTransfersUnconfigured : Layer.succeed(BankTransfers, bank.service),
        Layer.succeed(RegionalProviders, regional),
      ).pipe(Layer.provideMerge(StripeLive(stripe)))
      const fakes = { stripe: stripe.apiUrl !== config.stripe.apiUrl, bank: bankOptions !== config.bank }
      return fakes.stripe || fakes.bank
        ? Layer.merge(providers, DemoProvidersLive(fakes, demoSlug).pipe(Layer.provide(providers)))
        : providers
    }),
  )

/**
 * Demo mode's fake providers start empty on every run: what the database holds at them from an
 * earlier run is let go, and the demo club gets a simulated card reader and a bank account.
 */
const DemoProvidersLive = (fakes: { readonly stripe: boolean; readonly bank: boolean }, demoSlug: string | undefined) =>
  Layer.effectDiscard(
    Effect.gen(function* () {
      const sql = yield* SqlClient.SqlClient
      const [demo] =
        demoSlug === undefined ? [] : yield* sql<{ id: number }>`select id from facilities where slug = ${demoSlug}`
      if (fakes.stripe) {
        // A facility with its own card account (a stripe credential) keeps what it holds there.
        const faked = sql`facility_id not in (select facility_id from facility_credentials where category = 'stripe')`
        yield* sql`update saved_cards set removed_at = now() where provider = 'stripe' and removed_at is null and ${faked}`
        yield* sql`delete from provider_customers where provider = 'stripe' and ${faked}`
        yield* sql`delete from card_readers where ${faked}`
        if (demo !== undefined) {
          const readers = yield* CardReaders
          const facilityId = Number(demo.id)
          const location = yield* readers.createLocation(facilityId, {
            display_name: "Demo Racquet Club",
            line1: "1 Baseline Avenue",
            city: "New York",
            country: "US",
          })
          const reader = yield* readers.register(facilityId, {
            registration_code: SIMULATED_READER_CODE,
            label: "Front desk (simulated)",
            location_ref: location.location_ref,
          })
          yield* sql`
            insert into card_readers (facility_id, reader_ref, label, location_ref, is_default)
            values (${facilityId}, ${reader.reader_ref}, ${reader.label}, ${location.location_ref}, true)`
        }
      }
      if (fakes.bank) {
        yield* sql`update bank_accounts set removed_at = now() where removed_at is null`
        yield* sql`update ach_tokens set removed_at = now() where removed_at is null`
        if (demo !== undefined) {
          const bank = yield* BankTransfers
          const account = yield* bank.addAccount({
            holder_name: "Demo Racquet Club",
            routing_number: "110000000",
            account_number: "000123456789",
          })
          yield* sql`
            insert into bank_accounts (facility_id, provider_ref, holder_name, last4, nickname)
            values (${demo.id}, ${account.account_ref}, 'Demo Racquet Club', ${account.last4}, 'Operating account (test)')`
        }
      }
    }).pipe(Effect.catchAll((e) => Effect.logWarning(`Demo payment providers not set up: ${String(e)}`))),
  )
