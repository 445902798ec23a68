import { HttpApi, type HttpApiGroup } from "@effect/platform"
import type { Layer } from "effect"
import type { AccessPorts } from "../../engine/access"
import type { Authn } from "./authn"
import type { Dupr } from "../../engine/ratings/dupr"
import type { Mailer } from "../../engine/mail/mailer"
import type { CardPayments } from "../../engine/payments/port"
import type { BankTransfers, CardEvents, CardReaders, CardVault, RegionalProviders } from "../../engine/providers"
import type { EngineServices } from "../engine"
import type { CalendarEvents } from "../calendarEvents"
import type { DatabaseInfo } from "../storage"
import type { CalendarCache } from "./calendarCache"
import type { ServerSettings } from "./settings"
import type { Secrets } from "../security/secrets"

/** The id every plugin's group joins; handler layers are keyed by it. */
export const API_ID = "venue"

/** A fresh API holding just `group`, to build that group's handlers against. */
export const apiOf = <G extends HttpApiGroup.HttpApiGroup.Any>(group: G) => HttpApi.make(API_ID).add(group)

/** The services the core hands every plugin's handlers. */
export type CoreServices =
  | Authn
  | Secrets
  | Mailer
  | Dupr
  | CardPayments
  | CardVault
  | CardReaders
  | CardEvents
  | BankTransfers
  | RegionalProviders
  | DatabaseInfo
  | ServerSettings
  | CalendarEvents
  | CalendarCache
  | EngineServices
  | AccessPorts

/**
 * A plugin is one function area of the API: an `HttpApiGroup` (its endpoints, each with a
 * `PolicyTag` annotation, and the `Authn` middleware) and the layer implementing its handlers.
 * The server assembles the enabled plugins; a third party adds one without touching the core.
 */
export interface Plugin {
  readonly name: string
  readonly description: string
  readonly group: HttpApiGroup.HttpApiGroup.Any
  readonly handlers: Layer.Layer<HttpApiGroup.ApiGroup<typeof API_ID, any>, never, CoreServices>
}
