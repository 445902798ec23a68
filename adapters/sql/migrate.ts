import { Migrator } from "@effect/sql"
import { Effect, Record } from "effect"
import { gatherStatistics } from "./statistics"
import { noStatementTimeout, unbounded } from "./timeouts"
import foundation from "./migrations/0001_foundation"
import people from "./migrations/0002_people"
import reservations from "./migrations/0003_reservations"
import gate from "./migrations/0004_gate_and_checkins"
import fees from "./migrations/0005_reservation_fees"
import money from "./migrations/0006_money"
import coupons from "./migrations/0007_coupons"
import accounts from "./migrations/0008_club_accounts"
import credentials from "./migrations/0009_credentials"
import providers from "./migrations/0010_providers"
import providerAccounts from "./migrations/0011_provider_accounts"
import familyConsent from "./migrations/0012_family_consent"
import clubMoneySettings from "./migrations/0013_club_money_settings"
import tokenScopes from "./migrations/0014_token_scopes"
import cancellationPolicy from "./migrations/0015_cancellation_policy"
import historyIndexes from "./migrations/0016_history_indexes"
import providerReturns from "./migrations/0017_provider_returns"
import playerDays from "./migrations/0018_player_days"
import teachers from "./migrations/0019_teachers"
import lessonRequests from "./migrations/0020_lesson_requests"
import lessonPackages from "./migrations/0021_lesson_packages"
import clinics from "./migrations/0022_clinics"
import clinicListings from "./migrations/0023_clinic_listings"
import memberships from "./migrations/0024_memberships"
import memberDiscounts from "./migrations/0025_member_discounts"
import shop from "./migrations/0026_shop"
import bookingExtras from "./migrations/0027_booking_extras"
import notesAndTags from "./migrations/0028_notes_and_tags"
import groups from "./migrations/0029_groups"
import site from "./migrations/0030_site"
import posts from "./migrations/0031_posts"
import announcements from "./migrations/0032_announcements"
import bannersAndLeaderboards from "./migrations/0033_banners_and_leaderboards"
import marketplaceBanners from "./migrations/0034_marketplace_banners"
import auditLog from "./migrations/0035_audit_log"
import notifications from "./migrations/0036_notifications"
import cameraDevices from "./migrations/0037_camera_devices"
import doors from "./migrations/0038_doors"
import webhooks from "./migrations/0039_webhooks"
import familyConsentForAll from "./migrations/0040_family_consent_for_all"
import deskReturns from "./migrations/0041_desk_returns"
import clubRatings from "./migrations/0042_club_ratings"
import auditLogNoTruncate from "./migrations/0043_audit_log_no_truncate"
import signUpByMail from "./migrations/0044_sign_up_by_mail"
import guarantees from "./migrations/0045_guarantees"
import initials from "./migrations/0046_initials"
import calendarNotify from "./migrations/0047_calendar_notify"
import returnTax from "./migrations/0048_return_tax"
import webhookTimes from "./migrations/0049_webhook_times"
import noticeNote from "./migrations/0050_notice_note"
import clinicPlacesByPerson from "./migrations/0051_clinic_places_by_person"
import clinicSessionsByReservation from "./migrations/0052_clinic_sessions_by_reservation"
import domainEvents from "./migrations/0053_domain_events"
import reservationSeries from "./migrations/0054_reservation_series"
import slotWatch from "./migrations/0055_slot_watch"
import memberSeries from "./migrations/0056_member_series"
import scheduleFreed from "./migrations/0057_schedule_freed"
import peakDraws from "./migrations/0058_peak_draws"
import openPlay from "./migrations/0059_open_play"
import gameOpenings from "./migrations/0060_game_openings"
import drawCharge from "./migrations/0061_draw_charge"
import tokenClub from "./migrations/0062_token_club"
import partnerApps from "./migrations/0063_partner_apps"
import languages from "./migrations/0064_languages"
import rainCheckRefund from "./migrations/0065_rain_check_refund"
import seasonalHours from "./migrations/0066_seasonal_hours"
import idempotencyLease from "./migrations/0067_idempotency_lease"
import oauthReuse from "./migrations/0068_oauth_reuse"
import installationPlace from "./migrations/0069_installation_place"
import drawCommitment from "./migrations/0070_draw_commitment"
import drawInvitations from "./migrations/0071_draw_invitations"
import duprVerification from "./migrations/0072_dupr_verification"
import renewalsDue from "./migrations/0073_renewals_due"
import clubKeys from "./migrations/0074_club_keys"
import keysByClub from "./migrations/0075_keys_by_club"
import identityNotify from "./migrations/0076_identity_notify"
import identityNotice from "./migrations/0077_identity_notice"
import clubApps from "./migrations/0078_club_apps"
import insights from "./migrations/0079_insights"
import push from "./migrations/0080_push"
import competitions from "./migrations/0081_competitions"
import competitionSchedule from "./migrations/0082_competition_schedule"
import competitionWaiversRatings from "./migrations/0083_competition_waivers_ratings"

/** Every migration, in order. Append new ones; never edit one that has shipped. */
const ALL = {
  "0001_foundation": foundation,
  "0002_people": people,
  "0003_reservations": reservations,
  "0004_gate_and_checkins": gate,
  "0005_reservation_fees": fees,
  "0006_money": money,
  "0007_coupons": coupons,
  "0008_club_accounts": accounts,
  "0009_credentials": credentials,
  "0010_providers": providers,
  "0011_provider_accounts": providerAccounts,
  "0012_family_consent": familyConsent,
  "0013_club_money_settings": clubMoneySettings,
  "0014_token_scopes": tokenScopes,
  "0015_cancellation_policy": cancellationPolicy,
  "0016_history_indexes": historyIndexes,
  "0017_provider_returns": providerReturns,
  "0018_player_days": playerDays,
  "0019_teachers": teachers,
  "0020_lesson_requests": lessonRequests,
  "0021_lesson_packages": lessonPackages,
  "0022_clinics": clinics,
  "0023_clinic_listings": clinicListings,
  "0024_memberships": memberships,
  "0025_member_discounts": memberDiscounts,
  "0026_shop": shop,
  "0027_booking_extras": bookingExtras,
  "0028_notes_and_tags": notesAndTags,
  "0029_groups": groups,
  "0030_site": site,
  "0031_posts": posts,
  "0032_announcements": announcements,
  "0033_banners_and_leaderboards": bannersAndLeaderboards,
  "0034_marketplace_banners": marketplaceBanners,
  "0035_audit_log": auditLog,
  "0036_notifications": notifications,
  "0037_camera_devices": cameraDevices,
  "0038_doors": doors,
  "0039_webhooks": webhooks,
  "0040_family_consent_for_all": familyConsentForAll,
  "0041_desk_returns": deskReturns,
  "0042_club_ratings": clubRatings,
  "0043_audit_log_no_truncate": auditLogNoTruncate,
  "0044_sign_up_by_mail": signUpByMail,
  "0045_guarantees": guarantees,
  "0046_initials": initials,
  "0047_calendar_notify": calendarNotify,
  "0048_return_tax": returnTax,
  "0049_webhook_times": webhookTimes,
  "0050_notice_note": noticeNote,
  "0051_clinic_places_by_person": clinicPlacesByPerson,
  "0052_clinic_sessions_by_reservation": clinicSessionsByReservation,
  "0053_domain_events": domainEvents,
  "0054_reservation_series": reservationSeries,
  "0055_slot_watch": slotWatch,
  "0056_member_series": memberSeries,
  "0057_schedule_freed": scheduleFreed,
  "0058_peak_draws": peakDraws,
  "0059_open_play": openPlay,
  "0060_game_openings": gameOpenings,
  "0061_draw_charge": drawCharge,
  "0062_token_club": tokenClub,
  "0063_partner_apps": partnerApps,
  "0064_languages": languages,
  "0065_rain_check_refund": rainCheckRefund,
  "0066_seasonal_hours": seasonalHours,
  "0067_idempotency_lease": idempotencyLease,
  "0068_oauth_reuse": oauthReuse,
  "0069_installation_place": installationPlace,
  "0070_draw_commitment": drawCommitment,
  "0071_draw_invitations": drawInvitations,
  "0072_dupr_verification": duprVerification,
  "0073_renewals_due": renewalsDue,
  "0074_club_keys": clubKeys,
  "0075_keys_by_club": keysByClub,
  "0076_identity_notify": identityNotify,
  "0077_identity_notice": identityNotice,
  "0078_club_apps": clubApps,
  "0079_insights": insights,
  "0080_push": push,
  "0081_competitions": competitions,
  "0082_competition_schedule": competitionSchedule,
  "0083_competition_waivers_ratings": competitionWaiversRatings,
}

/** Each runs free of the role's statement timeout: rewriting a big table is an operator's long work. */
export const migrations = Migrator.fromRecord(
  Record.map(ALL, (migration) => Effect.zipRight(noStatementTimeout, migration)),
)

/**
 * Applies the migrations this build knows and the database lacks; returns what it applied. What a
 * migration changed (new tables, indexes on expressions, rewritten rows) is analysed at once.
 */
export const migrate = Effect.tap(Migrator.make({})({ loader: migrations, table: "venue_migrations" }), (applied) =>
  applied.length > 0 ? unbounded(gatherStatistics()) : Effect.void,
)
