/**
 * The venue engine: the platform's rules as pure Effect code, with no I/O and no Node imports,
 * for programs that embed it and for the web client's forms: `@venue/engine` (this file: the
 * rules and the services), `@venue/engine/rules`, `@venue/engine/services`, and `@venue/engine/venue`
 * (every service composed over a database). `examples/embedding.ts` uses them.
 *
 * - `money`: minor units, rounding once, splits that never lose a cent, formatting.
 * - `dates`: the API's week rules and formats, facility-local wall-clock times (DST-safe).
 * - `pricing`: court fees by rate windows and user types, teacher prices stepped by duration and
 *   quantity, clinic prices by lesson unit, coupons, staff custom prices.
 * - `clinics`: pending clinic sessions.
 * - `ratings`: rating ranges and labels by provider.
 * - `membership`: the membership state machine, renewal dates and upgrade proration.
 * - `reservations`: statuses, transitions, the booking window, navigation bounds, duration steps.
 * - `calendarGrid`: quarter-hour cells, hour labels, block placement and info text of the court calendar.
 * - `facility`, `roles`, `validation`: settings, who may do what, input rules.
 *
 * Use cases (`services/`, exported by `services.ts`), written once for the HTTP API, the CLI and
 * embedding programs; among them:
 * - `services/payments`: `Payments` — pay what a reservation has pending, club credits, refunds,
 *   a person's payments and pending items, the daily close.
 * - `services/bookings`: `Bookings` — a player's booking and its quote, the desk's booking.
 * - `services/reservations`: `Reservations` — cancelling, and what cancelling will do.
 * - `services/courts`, `services/facilities`, `services/clubAccounts`: courts and hours, clubs,
 *   club accounts.
 * - `services/people`: `People` — contacts and claimed accounts, families and guardians, leaving a
 *   club, activity.
 * - `services/reconciliation`: `Reconciliation` — card charges a crash left without ledger rows.
 * - `access`: who may see, change or pay a reservation, person or club account (`CurrentCaller`
 *   says who calls; `Relations` is the port it reads relations through).
 * - `events`: `DomainEvent`, what services tell through the `Events` port in a change's transaction;
 *   `webhooks`: the versioned payloads integrators receive of them.
 * - `ports`: what the services need from storage (`Transactions`, `LedgerRepo`, `CreditsRepo` ...);
 *   `adapters/sql/repositories.ts` implements them. `records`: what they read and answer with.
 *
 * Failures are typed (`errors`: `NotFound`, `Forbidden`, `Conflict`, `Unprocessable` ...) with a
 * sentence a person can read. What the engine needs from outside is a `Context.Tag` declared here
 * and implemented in `adapters/` (`Mailer`, `CardPayments`, the repositories).
 */
export * from "./rules"
export * from "./services"
