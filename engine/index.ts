/**
 * The venue engine: the platform's rules as pure Effect code, with no I/O and no Node imports,
 * for programs that embed it and for the web client's forms. `engine/example.ts` embeds it
 * (`npx tsx engine/example.ts`).
 *
 * - `money`: minor units, rounding once, splits that never lose a cent, formatting.
 * - `dates`: SPEC's week rules and formats, facility-local wall-clock times (DST-safe).
 * - `pricing`: court fees by rate windows and user types, teacher prices stepped by duration and
 *   quantity, clinic prices by lesson unit, coupons, staff custom prices.
 * - `clinics`: pending clinic sessions.
 * - `ratings`: rating ranges and labels by provider.
 * - `membership`: the membership state machine, renewal dates and upgrade proration.
 * - `reservations`: statuses, transitions, the booking window, navigation bounds, duration steps.
 * - `calendarGrid`: quarter-hour cells, hour labels, block placement and info text of the court calendar.
 * - `facility`, `roles`, `validation`: settings, who may do what, input rules.
 *
 * Use cases (`services/`), written once for the HTTP API, the CLI and embedding programs, every
 * one exported here (a test checks); among them:
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
export * from "./access"
export * from "./services/accounts"
export * from "./accounts"
export * from "./bankAccounts"
export * from "./booking"
export * from "./bookingWindow"
export * from "./calendarGrid"
export * from "./cards"
export * from "./clinics"
export * from "./dates"
export * from "./dupr"
export * from "./errors"
export * from "./events"
export * from "./facility"
export * from "./frontDesk"
export * from "./mailer"
export * from "./members"
export * from "./membership"
export * from "./money"
export * from "./payments"
export * from "./people"
export * from "./ports"
export * from "./pricing"
export * from "./providers"
export * from "./records"
export * from "./ratings"
export * from "./reservationChanges"
export * from "./reservations"
export * from "./series"
export * from "./lottery"
export * from "./peakDraws"
export * from "./openPlay"
export * from "./openGames"
export * from "./slotWatch"
export * from "./settlements"
export * from "./terminals"
export * from "./webhooks"
export * from "./roles"
export * from "./services/alerts"
export * from "./services/announcements"
export * from "./services/auditLog"
export * from "./services/banners"
export * from "./services/bankAccounts"
export * from "./services/bookings"
export * from "./services/series"
export * from "./services/slotWatches"
export * from "./services/peakDraws"
export * from "./services/openPlay"
export * from "./services/openGames"
export * from "./services/cards"
export * from "./services/cameras"
export * from "./services/charges"
export * from "./services/chat"
export * from "./services/clinicFiles"
export * from "./services/clinicListings"
export * from "./services/clinics"
export * from "./services/clubAccounts"
export * from "./services/comments"
export * from "./services/coupons"
export * from "./services/courts"
export * from "./services/credentials"
export * from "./services/doors"
export * from "./services/enrolments"
export * from "./services/facilities"
export * from "./services/frontDesk"
export * from "./services/identities"
export * from "./services/groups"
export * from "./services/keptMail"
export * from "./services/leaderboards"
export * from "./services/lessonRequests"
export * from "./services/letters"
export * from "./services/marketplace"
export * from "./services/memberFiles"
export * from "./services/membershipCharges"
export * from "./services/membershipFiles"
export * from "./services/memberships"
export * from "./services/notices"
export * from "./services/orders"
export * from "./services/packages"
export * from "./services/passes"
export * from "./services/payments"
export * from "./services/people"
export * from "./services/posts"
export * from "./services/productFiles"
export * from "./services/reconciliation"
export * from "./services/renewals"
export * from "./services/ratings"
export * from "./services/reservationChanges"
export * from "./services/reservations"
export * from "./services/settlements"
export * from "./services/shop"
export * from "./services/staff"
export * from "./services/site"
export * from "./services/tags"
export * from "./services/terminals"
export * from "./services/teacherFiles"
export * from "./services/teachers"
export * from "./services/waivers"
export * from "./services/webhooks"
export * from "./validation"
export * from "./waivers"
