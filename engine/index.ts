/**
 * The venue engine: the platform's rules as pure Effect code, with no I/O and no Node imports,
 * for programs that embed it and for the web client's forms: `@venue/engine` (this file: the
 * rules and the services), `@venue/engine/rules`, `@venue/engine/services`; `@venue/server`
 * composes every service over a database. `examples/embedding.ts` uses them.
 *
 * - `money`: minor units, rounding once, splits that never lose a cent, formatting.
 * - `dates`: the API's week rules and formats, facility-local wall-clock times (DST-safe).
 * - `pricing/rules`: court fees by rate windows and user types, teacher prices stepped by duration and
 *   quantity, clinic prices by lesson unit, coupons, staff custom prices.
 * - `clinics/rules`: pending clinic sessions.
 * - `ratings/rules`: rating ranges and labels by provider.
 * - `memberships/rules`: the membership state machine, renewal dates and upgrade proration.
 * - `reservations/rules`: statuses, transitions, navigation bounds, duration steps;
 *   `bookings/bookingWindow`: the booking window.
 * - `bookings/calendarGrid`: quarter-hour cells, hour labels, block placement and info text of the
 *   court calendar.
 * - `facilities/rules`, `roles`, `validation`: settings, who may do what, input rules.
 *
 * One folder per area (`clinics/`, `payments/`, `courts/` ...): its rules (`rules.ts`), its storage
 * port (`port.ts`: the tags and the rows that cross them), its use cases (`service.ts`, more when an
 * area has several) and their tests. The use cases are written once for the HTTP API, the CLI and
 * embedding programs and exported by `services.ts`; among them:
 * - `payments/`: money by what it owns — `PendingPayments` (pay what a reservation has pending),
 *   `Charges` (sales, club accounts paid, coupons), `Refunds`, `Ledger` (its rows, club credits, a
 *   person's payments and pending items, the daily close).
 * - `bookings/service`: `Bookings` — a player's booking and its quote, the desk's booking.
 * - `reservations/service`: `Reservations` — cancelling, and what cancelling will do.
 * - `courts/service`, `facilities/service`, `clubAccounts/service`: courts and hours, clubs,
 *   club accounts.
 * - `people/service`: `People` — contacts and claimed accounts, families and guardians, leaving a
 *   club, activity.
 * - `payments/reconciliation`: `Reconciliation` — card charges a crash left without ledger rows.
 * - `access`: who may see, change or pay a reservation, person or club account (`CurrentCaller`
 *   says who calls; `Relations` is the port it reads relations through).
 * - `events`: `DomainEvent`, what services tell through the `Events` port in a change's transaction;
 *   `webhooks/rules`: the versioned payloads integrators receive of them.
 * - `ports`: `Transactions`, the one port every area shares; `adapters/sql/<area>.ts` implements
 *   each area's port and `adapters/sql/repositories.ts` lists them. `records`: what they read and
 *   answer with.
 *
 * Failures are typed (`errors`: `NotFound`, `Forbidden`, `Conflict`, `Unprocessable` ...) with a
 * sentence a person can read. What the engine needs from outside is a `Context.Tag` declared here
 * and implemented in `adapters/` (`Mailer`, `CardPayments`, the repositories).
 */
export * from "./rules"
export * from "./services"
