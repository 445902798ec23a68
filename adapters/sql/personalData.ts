import { Schema } from "effect"
import { rowsOf, sqlGen, withSql } from "./client"

const tableColumnRows = rowsOf(Schema.Struct({ table: Schema.String, column: Schema.String }))

/**
 * What each area holds of a person, and what erasing the person does to it (after pretix's data
 * shredders). Every column that points at a person is listed here; a test fails for one that is
 * not. `delete`: the rows go. `scrub`: the rows stay and the columns named lose what identifies the
 * person. `keep`: legal and money records keep pointing at the person's row, which itself keeps
 * nothing that identifies them.
 */
export type Erasure =
  | { readonly do: "delete" }
  | { readonly do: "scrub"; readonly set: Readonly<Record<string, string | null>> }
  | { readonly do: "keep"; readonly why: string }

export interface PersonalColumn {
  readonly table: string
  readonly column: string
  readonly erase: Erasure
}

const gone = { do: "delete" } as const
const kept = (why: string) => ({ do: "keep", why }) as const
const LEDGER = "the ledger is append-only: money moved stays accounted for"

export const PERSONAL_DATA: Readonly<Record<string, ReadonlyArray<PersonalColumn>>> = {
  accounts: [
    { table: "sessions", column: "user_id", erase: gone },
    { table: "api_tokens", column: "user_id", erase: gone },
    // An app's grant acts as the person who gave it: it goes with them (its codes and tokens with it).
    { table: "app_grants", column: "user_id", erase: gone },
    { table: "partner_apps", column: "created_by", erase: kept("which admin registered an app stays attributed") },
    { table: "password_resets", column: "user_id", erase: gone },
    { table: "account_verifications", column: "user_id", erase: gone },
  ],
  people: [
    { table: "facility_users", column: "user_id", erase: gone },
    { table: "user_facility_faves", column: "user_id", erase: gone },
    { table: "family_links", column: "user_id", erase: gone },
    { table: "family_links", column: "related_user_id", erase: gone },
    { table: "user_ratings", column: "user_id", erase: gone },
    { table: "rating_link_codes", column: "user_id", erase: gone },
    { table: "billing_addresses", column: "user_id", erase: gone },
    { table: "booking_passes", column: "user_id", erase: gone },
    {
      table: "user_activity",
      column: "user_id",
      erase: kept("the person's history at the club stays with their anonymous row"),
    },
    { table: "user_activity", column: "actor_id", erase: kept("what staff did stays attributed to the staff row") },
  ],
  waivers: [
    { table: "waiver_acceptances", column: "signed_for", erase: kept("a signed waiver is a legal record") },
    { table: "waiver_acceptances", column: "signed_by", erase: kept("a signed waiver is a legal record") },
  ],
  reservations: [
    { table: "reservations", column: "created_by", erase: kept("the club's booking history") },
    { table: "reservations", column: "cancelled_by", erase: kept("who cancelled a booking stays attributed") },
    { table: "reservations", column: "teacher_id", erase: kept("the club's booking history") },
    { table: "reservation_series", column: "created_by", erase: kept("who booked a series stays attributed") },
    { table: "slot_offers", column: "user_id", erase: gone },
    { table: "slot_watches", column: "user_id", erase: gone },
    { table: "slot_watches", column: "made_by", erase: gone },
    { table: "peak_draws", column: "created_by", erase: kept("who set up a draw stays attributed") },
    { table: "peak_draw_entries", column: "user_id", erase: gone },
    { table: "peak_draw_entries", column: "made_by", erase: gone },
    { table: "peak_draw_people", column: "user_id", erase: gone },
    { table: "open_play_sessions", column: "created_by", erase: kept("who set up open play stays attributed") },
    { table: "open_play_players", column: "user_id", erase: gone },
    { table: "open_play_players", column: "made_by", erase: { do: "scrub", set: { made_by: null } } },
    { table: "open_play_games", column: "recorded_by", erase: { do: "scrub", set: { recorded_by: null } } },
    { table: "competitions", column: "created_by", erase: kept("who set up a competition stays attributed") },
    { table: "competition_entries", column: "made_by", erase: { do: "scrub", set: { made_by: null } } },
    {
      table: "competition_players",
      column: "user_id",
      erase: kept("a draw and its results stay whole; the person's own row keeps nothing that names them"),
    },
    { table: "competition_matches", column: "reported_by", erase: { do: "scrub", set: { reported_by: null } } },
    { table: "club_rating_changes", column: "user_id", erase: gone },
    { table: "game_openings", column: "opened_by", erase: gone },
    { table: "game_join_requests", column: "user_id", erase: gone },
    { table: "game_join_requests", column: "asked_by", erase: { do: "scrub", set: { asked_by: null } } },
    { table: "reservation_users", column: "user_id", erase: { do: "scrub", set: { name: "Former member" } } },
    { table: "checkin_logs", column: "user_id", erase: gone },
    { table: "notification_settings", column: "user_id", erase: gone },
    { table: "notifications", column: "user_id", erase: gone },
    { table: "push_subscriptions", column: "user_id", erase: gone },
    { table: "push_messages", column: "user_id", erase: gone },
    { table: "checkin_logs", column: "created_by", erase: kept("who checked people in stays attributed") },
    { table: "door_openings", column: "user_id", erase: kept("the door log is the club's security record") },
  ],
  teachers: [
    { table: "teacher_profiles", column: "user_id", erase: gone },
    { table: "teacher_hours", column: "user_id", erase: gone },
    { table: "teacher_time_off", column: "user_id", erase: gone },
    { table: "teacher_prices", column: "user_id", erase: gone },
    { table: "lesson_requests", column: "user_id", erase: gone },
    { table: "lesson_requests", column: "teacher_id", erase: gone },
    { table: "lesson_requests", column: "requested_by", erase: { do: "scrub", set: { requested_by: null } } },
    { table: "lesson_requests", column: "answered_by", erase: { do: "scrub", set: { answered_by: null } } },
    { table: "teacher_packages", column: "teacher_id", erase: kept("the club's offer stays; the row keeps no name") },
    { table: "user_packages", column: "user_id", erase: kept(LEDGER) },
    { table: "user_packages", column: "teacher_id", erase: kept(LEDGER) },
  ],
  clinics: [
    { table: "user_clinics", column: "user_id", erase: kept(LEDGER) },
    { table: "user_clinics", column: "bought_by", erase: { do: "scrub", set: { bought_by: null } } },
  ],
  memberships: [
    { table: "memberships", column: "owner_id", erase: kept(LEDGER) },
    { table: "membership_members", column: "user_id", erase: gone },
  ],
  shop: [
    { table: "orders", column: "user_id", erase: kept(LEDGER) },
    { table: "orders", column: "staff_id", erase: kept(LEDGER) },
    { table: "order_returns", column: "staff_id", erase: kept(LEDGER) },
    { table: "stock_entries", column: "staff_id", erase: kept("who moved stock stays attributed") },
  ],
  notes: [
    { table: "comments", column: "user_id", erase: gone },
    { table: "comments", column: "author_id", erase: { do: "scrub", set: { author_id: null } } },
    { table: "taggings", column: "user_id", erase: gone },
    { table: "group_members", column: "user_id", erase: gone },
    { table: "group_members", column: "added_by", erase: { do: "scrub", set: { added_by: null } } },
    { table: "facility_posts", column: "author_id", erase: { do: "scrub", set: { author_id: null } } },
    { table: "announcements", column: "author_id", erase: { do: "scrub", set: { author_id: null } } },
    { table: "announcement_deliveries", column: "user_id", erase: gone },
    { table: "match_results", column: "recorded_by", erase: { do: "scrub", set: { recorded_by: null } } },
  ],
  money: [
    { table: "payments", column: "payer_id", erase: kept(LEDGER) },
    { table: "payments", column: "staff_id", erase: kept(LEDGER) },
    { table: "credit_lots", column: "user_id", erase: kept(LEDGER) },
    { table: "credit_lots", column: "staff_id", erase: kept(LEDGER) },
    { table: "credit_spends", column: "user_id", erase: kept(LEDGER) },
    { table: "credit_spends", column: "staff_id", erase: kept(LEDGER) },
    { table: "coupon_redemptions", column: "user_id", erase: kept(LEDGER) },
    { table: "accounts", column: "invoice_receiver_id", erase: { do: "scrub", set: { name: "Former member" } } },
    { table: "account_members", column: "user_id", erase: kept(LEDGER) },
    { table: "account_entries", column: "user_id", erase: kept(LEDGER) },
  ],
  providers: [
    // What identifies the person at a provider: their customer, cards and bank accounts go.
    { table: "provider_customers", column: "user_id", erase: gone },
    { table: "saved_cards", column: "user_id", erase: gone },
    { table: "ach_tokens", column: "user_id", erase: gone },
    { table: "bank_link_sessions", column: "user_id", erase: gone },
    { table: "card_inscriptions", column: "user_id", erase: gone },
  ],
}

/**
 * Erases a person who belongs to no club any more: their row keeps only its id (records kept
 * point at it), and every area's data goes or is scrubbed as registered.
 */
export const erasePerson = (userId: number) =>
  sqlGen(function* (sql) {
    yield* sql`
      update users set email = null, first_name = 'Former', last_name = 'member', phone = null, password_hash = null,
        birth_date = null, rating = null, zip_code = null, pin_1 = null, pin_2 = null, pin_3 = null, pin_4 = null,
        dupr_id = null, redpadel_id = null, club_locker_code = null, public_profile = false,
        current_facility_id = null, anonymized_at = now(), updated_at = now()
      where id = ${userId}`
    for (const { table, column, erase } of Object.values(PERSONAL_DATA).flat()) {
      if (erase.do === "delete") yield* sql`delete from ${sql(table)} where ${sql(column)} = ${userId}`
      if (erase.do === "scrub")
        yield* sql`update ${sql(table)} set ${sql.update(erase.set)} where ${sql(column)} = ${userId}`
    }
  })

/** Every column of the schema that points at a person (a foreign key to users). */
export const personColumns = withSql((sql) =>
  tableColumnRows(sql`
    select c.conrelid::regclass::text as table, a.attname as column
    from pg_constraint c join pg_attribute a on a.attrelid = c.conrelid and a.attnum = any(c.conkey)
    where c.contype = 'f' and c.confrelid = 'users'::regclass
    order by 1, 2`),
)
