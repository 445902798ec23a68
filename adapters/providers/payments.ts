import * as path from "node:path"
import { Effect, Layer, Option } from "effect"
import type { Facility } from "../../engine/records"
import { findFacilityBySlug } from "../sql/facilities"
import {
  forgetFakeBankRecords,
  forgetFakeCardRecords,
  hasReader,
  insertBankAccount,
  insertReader,
} from "../sql/providerRecords"
import type { AppConfig } from "../config"
import { randomToken } from "../security/secrets"
import { CardDeclined, PaymentsUnavailable } from "../../engine/payments/rules"
import { CardPayments } from "../../engine/payments/port"
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
import { listenFakeStripeKept, SIMULATED_READER_CODE } from "./stripe/fakeServer"
import { StripeCharges, StripeLive } from "./stripe/stripe"

/**
 * The payment providers as configured: Stripe for cards and readers, the bank-transfer provider
 * for ACH, and the regional providers by key. In demo mode, whatever is not configured runs
 * against our fake servers, in test mode.
 */
/**
 * The demo's fake Stripe: its API key is known (it opens only our own fake, in this process); the
 * secret its events are signed with is new at every start, so nobody can settle a demo payment by
 * signing an event themselves.
 */
export const DEMO_STRIPE = { secretKey: "sk_test_demo_venue" }

const scopedFake = <A extends { readonly close: () => Promise<void> }>(listen: () => Promise<A>) =>
  Effect.acquireRelease(Effect.promise(listen), (fake) => Effect.promise(() => fake.close()))

/** `demoSlug`: in demo mode, the club that gets a simulated card reader and a bank account. */
export const PaymentProvidersLive = (config: AppConfig, demoSlug?: string) =>
  Layer.unwrapScoped(
    Effect.gen(function* () {
      const demoFakes = config.demo
      let stripe = config.stripe
      let cardsKept = false
      if (stripe.secretKey === undefined && demoFakes) {
        const fake = yield* scopedFake(() =>
          listenFakeStripeKept(path.join(config.dataDir, "demo-stripe.json"), DEMO_STRIPE.secretKey),
        )
        cardsKept = fake.restored
        const webhookSecret = `whsec_${randomToken(24)}`
        fake.deliverTo(`${config.publicUrl}/api/webhooks/stripe`, webhookSecret)
        stripe = { ...DEMO_STRIPE, webhookSecret, apiUrl: fake.url }
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
      const fakes = { stripe: stripe.apiUrl !== config.stripe.apiUrl, bank: bankOptions !== config.bank, cardsKept }
      return fakes.stripe || fakes.bank
        ? Layer.merge(providers, DemoProvidersLive(fakes, demoSlug).pipe(Layer.provide(providers)))
        : providers
    }),
  )

/**
 * Demo mode's fake providers: the fake card provider keeps its customers, cards and readers in the
 * data directory, so saved cards still pay after a restart; when it starts empty (a first run, a
 * lost file), what the database holds at it from an earlier run is let go. The fake bank starts empty
 * on every run. The demo club gets a simulated card reader and a bank account.
 */
const DemoProvidersLive = (
  fakes: { readonly stripe: boolean; readonly bank: boolean; readonly cardsKept: boolean },
  demoSlug: string | undefined,
) =>
  Layer.effectDiscard(
    Effect.gen(function* () {
      const demo = demoSlug === undefined ? Option.none<Facility>() : yield* findFacilityBySlug(demoSlug)
      if (fakes.stripe) {
        if (!fakes.cardsKept) yield* forgetFakeCardRecords
        if (Option.isSome(demo) && !(yield* hasReader(demo.value.id))) {
          const readers = yield* CardReaders
          const facilityId = demo.value.id
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
          yield* insertReader({
            facility_id: facilityId,
            reader_ref: reader.reader_ref,
            label: reader.label,
            location_ref: location.location_ref,
            is_default: true,
          })
        }
      }
      if (fakes.bank) {
        yield* forgetFakeBankRecords
        if (Option.isSome(demo)) {
          const bank = yield* BankTransfers
          const account = yield* bank.addAccount({
            holder_name: "Demo Racquet Club",
            routing_number: "110000000",
            account_number: "000123456789",
          })
          yield* insertBankAccount({
            facility_id: demo.value.id,
            provider_ref: account.account_ref,
            holder_name: "Demo Racquet Club",
            last4: account.last4,
            nickname: "Operating account (test)",
          })
        }
      }
    }).pipe(Effect.catchAll((e) => Effect.logWarning(`Demo payment providers not set up: ${String(e)}`))),
  )
