import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { startEngine } from "../../fixtures/testing/engine"

/**
 * The schema as Citus would distribute it by `facility_id`: every table holding a club's rows (it
 * has `facility_id`) is distributed, the rest are reference tables (people, sessions, apps). A
 * distributed table's primary key and unique indexes must hold `facility_id`, a foreign key
 * between two club tables must carry it (so a row never points into another club, and the join
 * stays on one worker), and a reference table must not point into a club's table.
 *
 * What breaks this today is listed below (docs/operations.md, "Beyond one primary"): the test fails
 * for anything new that breaks it, and for anything on the list that no longer does, so the list
 * only shrinks.
 */

const KNOWN = [
  "pk account_entries",
  "pk accounts",
  "pk ach_tokens",
  "pk announcements",
  "pk api_tokens",
  "pk app_codes",
  "pk app_grants",
  "pk app_tokens",
  "pk audit_log",
  "pk bank_accounts",
  "pk bank_link_sessions",
  "pk banner_ads",
  "pk booking_passes",
  "pk card_inscriptions",
  "pk card_readers",
  "pk checkin_logs",
  "pk clinic_categories",
  "pk clinic_lesson_listings",
  "pk clinic_lessons",
  "pk clinic_prices",
  "pk clinics",
  "pk comments",
  "pk coupon_redemptions",
  "pk coupons",
  "pk court_rates",
  "pk courts",
  "pk credit_lots",
  "pk credit_spends",
  "pk door_openings",
  "pk external_camera_devices",
  "pk facility_credentials",
  "pk facility_posts",
  "pk facility_schedules",
  "pk facility_waivers",
  "pk game_join_requests",
  "pk game_openings",
  "pk gate_sessions",
  "pk group_members",
  "pk groups",
  "pk leaderboards",
  "pk lesson_attendances",
  "pk lesson_requests",
  "pk match_results",
  "pk membership_charges",
  "pk membership_fees",
  "pk membership_members",
  "pk membership_plan_prices",
  "pk membership_plans",
  "pk memberships",
  "pk notifications",
  "pk open_play_games",
  "pk open_play_players",
  "pk open_play_sessions",
  "pk order_lines",
  "pk order_returns",
  "pk orders",
  "pk package_lessons",
  "pk payments",
  "pk peak_draw_entries",
  "pk peak_draws",
  "pk product_categories",
  "pk products",
  "pk provider_returns",
  "pk reservation_fees",
  "pk reservation_series",
  "pk reservation_users",
  "pk reservations",
  "pk saved_cards",
  "pk schedule_rules",
  "pk slot_offers",
  "pk slot_vacancies",
  "pk slot_watches",
  "pk stock_entries",
  "pk taggings",
  "pk tags",
  "pk teacher_hours",
  "pk teacher_packages",
  "pk teacher_prices",
  "pk teacher_time_off",
  "pk user_activity",
  "pk user_clinics",
  "pk user_packages",
  "pk user_ratings",
  "pk waiver_acceptances",
  "pk waiver_versions",
  "pk webhook_deliveries",
  "pk webhook_endpoints",
  "pk webhook_events",
  "fk account_entries.account_entries_account_id_fkey",
  "fk account_entries.account_entries_payment_id_fkey",
  "fk account_members.account_members_account_id_fkey",
  "fk app_codes.app_codes_grant_id_fkey",
  "fk app_tokens.app_tokens_grant_id_fkey",
  "fk checkin_logs.checkin_logs_reservation_id_fkey",
  "fk clinic_lesson_listings.clinic_lesson_listings_clinic_lesson_id_fkey",
  "fk clinic_lessons.clinic_lessons_clinic_id_fkey",
  "fk clinic_lessons.clinic_lessons_reservation_id_fkey",
  "fk clinic_prices.clinic_prices_clinic_id_fkey",
  "fk clinics.clinics_category_id_fkey",
  "fk comments.comments_reservation_id_fkey",
  "fk coupon_redemptions.coupon_redemptions_coupon_id_fkey",
  "fk coupon_redemptions.coupon_redemptions_reservation_id_fkey",
  "fk credit_lots.credit_lots_payment_id_fkey",
  "fk credit_spends.credit_spends_lot_id_fkey",
  "fk credit_spends.credit_spends_payment_id_fkey",
  "fk door_openings.door_openings_reservation_id_fkey",
  "fk external_camera_devices.external_camera_devices_court_id_fkey",
  "fk external_camera_devices.external_camera_devices_credential_id_fkey",
  "fk game_join_requests.game_join_requests_reservation_id_fkey",
  "fk game_openings.game_openings_reservation_id_fkey",
  "fk group_members.group_members_group_id_fkey",
  "fk groups.groups_clinic_id_fkey",
  "fk lesson_attendances.lesson_attendances_clinic_lesson_id_fkey",
  "fk lesson_attendances.lesson_attendances_user_clinic_id_fkey",
  "fk lesson_requests.lesson_requests_reservation_id_fkey",
  "fk match_results.match_results_reservation_id_fkey",
  "fk membership_charges.membership_charges_payment_id_fkey",
  "fk open_play_games.open_play_games_court_id_fkey",
  "fk open_play_sessions.open_play_sessions_reservation_id_fkey",
  "fk order_returns.order_returns_order_line_id_fkey",
  "fk order_returns.order_returns_refund_id_fkey",
  "fk orders.orders_payment_id_fkey",
  "fk orders.orders_reservation_id_fkey",
  "fk package_lessons.package_lessons_reservation_id_fkey",
  "fk package_lessons.package_lessons_user_package_id_fkey",
  "fk payments.payments_refund_of_fkey",
  "fk payments.payments_reservation_id_fkey",
  "fk peak_draw_entries.peak_draw_entries_reservation_id_fkey",
  "fk peak_draws.peak_draws_rule_id_fkey",
  "fk reservation_fees.reservation_fees_order_id_fkey",
  "fk reservation_fees.reservation_fees_reservation_id_fkey",
  "fk reservation_fees.reservation_fees_reservation_user_id_fkey",
  "fk reservation_users.reservation_users_reservation_id_fkey",
  "fk reservations.reservations_parent_id_fkey",
  "fk slot_offers.slot_offers_reservation_id_fkey",
  "fk stock_entries.stock_entries_order_line_id_fkey",
  "fk taggings.taggings_product_id_fkey",
  "fk taggings.taggings_reservation_id_fkey",
  "fk taggings.taggings_tag_id_fkey",
  "fk user_clinics.user_clinics_clinic_id_fkey",
  "fk user_clinics.user_clinics_clinic_price_id_fkey",
  "fk user_clinics.user_clinics_payment_id_fkey",
  "fk user_packages.user_packages_payment_id_fkey",
  "fk user_packages.user_packages_teacher_package_id_fkey",
  "fk waiver_acceptances.waiver_acceptances_waiver_version_id_fkey",
  "fk webhook_deliveries.webhook_deliveries_endpoint_id_fkey",
  "fk webhook_deliveries.webhook_deliveries_event_id_fkey",
  "unique ach_tokens_one_link",
  "unique api_tokens_token_hash_key",
  "unique app_tokens_access_hash_key",
  "unique app_tokens_refresh_hash_key",
  "unique card_readers_reader_ref_key",
  "unique clinic_lessons_reservation_id_key",
  "unique external_camera_devices_credential_id_external_identifier_key",
  "unique game_join_requests_live",
  "unique lesson_attendances_user_clinic_id_clinic_lesson_id_key",
  "unique membership_charges_once_per_fee",
  "unique membership_charges_once_per_period",
  "unique notifications_user_id_kind_reservation_id_key",
  "unique one_open_offer_per_vacancy",
  "unique one_open_offer_per_watch",
  "unique open_play_games_session_id_round_court_id_key",
  "unique package_lessons_once",
  "unique provider_returns_reference_key",
  "unique slot_offers_vacancy_id_user_id_key",
  "unique taggings_once",
  "unique waiver_versions_waiver_id_version_key",
  "reference-fk announcement_attachments.announcement_attachments_announcement_id_fkey",
  "reference-fk announcement_deliveries.announcement_deliveries_announcement_id_fkey",
  "reference-fk peak_draw_people.peak_draw_people_draw_id_fkey",
  "reference-fk peak_draw_people.peak_draw_people_entry_id_fkey",
  "reference-fk product_images.product_images_product_id_fkey",
]

let engine: Awaited<ReturnType<typeof startEngine>>
beforeAll(async () => {
  engine = await startEngine()
})
afterAll(() => engine?.close())

const clubTable = `exists (select 1 from pg_attribute a where a.attrelid = %s and a.attname = 'facility_id' and not a.attisdropped)`
const holdsClub = (rel: string, keys: string) =>
  `exists (select 1 from pg_attribute a where a.attrelid = ${rel} and a.attnum = any(${keys}) and a.attname = 'facility_id')`

describe("the schema, ready to distribute by club", () => {
  it("breaks the rules of a table distributed by facility_id only where it is known to, and the list only shrinks", async () => {
    const club = (rel: string) => clubTable.replace("%s", rel)
    const rows = await engine.sql(
      (sql) => sql<{ breaks: string }>`
        select 'pk ' || c.relname as breaks from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind = 'r' and ${sql.literal(club("c.oid"))}
          and not exists (select 1 from pg_constraint k where k.conrelid = c.oid and k.contype = 'p'
            and ${sql.literal(holdsClub("k.conrelid", "k.conkey"))})
        union all
        select 'fk ' || s.relname || '.' || k.conname from pg_constraint k
          join pg_class s on s.oid = k.conrelid join pg_namespace n on n.oid = s.relnamespace
        where n.nspname = 'public' and k.contype = 'f' and ${sql.literal(club("k.conrelid"))}
          and ${sql.literal(club("k.confrelid"))} and not ${sql.literal(holdsClub("k.conrelid", "k.conkey"))}
        union all
        select 'unique ' || i.relname from pg_index x join pg_class i on i.oid = x.indexrelid
          join pg_class c on c.oid = x.indrelid join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and x.indisunique and not x.indisprimary and ${sql.literal(club("c.oid"))}
          and not ${sql.literal(holdsClub("c.oid", "x.indkey"))}
        union all
        select 'reference-fk ' || s.relname || '.' || k.conname from pg_constraint k
          join pg_class s on s.oid = k.conrelid join pg_namespace n on n.oid = s.relnamespace
        where n.nspname = 'public' and k.contype = 'f' and not ${sql.literal(club("k.conrelid"))}
          and ${sql.literal(club("k.confrelid"))}`,
    )
    const now = rows.map((r) => r.breaks)
    expect(
      now.filter((b) => !KNOWN.includes(b)),
      "new tables, keys or indexes that break the rules",
    ).toEqual([])
    expect(
      KNOWN.filter((b) => !now.includes(b)),
      "mended: take them off the list",
    ).toEqual([])
  })
})
