/**
 * The venue engine: the platform's rules as pure Effect code, with no I/O and no Node imports,
 * for programs that embed it and for the web client's forms.
 *
 * @example
 * ```ts
 * import { Effect, Schema } from "effect"
 * import { GeneralSettings, settingsProblem, mayAssignRole, isEmail } from "./engine" // from the repository root
 *
 * const settings = Schema.decodeUnknownSync(GeneralSettings)({
 *   name: "Harbour Padel", slug: "harbour-padel", time_zone: "Europe/Madrid", currency: "EUR",
 *   currency_decimals: 2, min_hours_range: 0, max_hours_range: 48, interval_rounding: 1800,
 *   contact_email: null, contact_phone: null, address: null, website: null,
 * })
 * settingsProblem(settings)          // undefined: the settings fit together
 * mayAssignRole("manager", "admin")  // false: managers hand out front desk, teacher and player
 * isEmail("ana@club.es")             // true
 * ```
 *
 * Services the engine needs from outside are `Context.Tag`s declared here and implemented in
 * `adapters/` (for example `Mailer`: SMTP, or the outbox that tests read).
 */
export * from "./facility"
export * from "./mailer"
export * from "./roles"
export * from "./validation"
