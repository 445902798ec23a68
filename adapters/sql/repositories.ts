import * as shop from "./shop"
import * as notes from "./notes"
import * as site from "./site"
import * as posts from "./posts"
import * as announcements from "./announcements"
import * as banners from "./banners"
import * as leaderboards from "./leaderboards"
import * as marketplace from "./marketplace"
import * as auditLog from "./auditLog"
import * as alerts from "./alerts"
import * as notices from "./notifications"
import * as cameras from "./cameras"
import * as doors from "./doors"
import {
  chargeMembership,
  chargesToRetry,
  claimMembership,
  clubsWithRenewalsDue,
  membershipsDue,
  recordChargeAttempt,
  renewalSource,
  deleteMembershipCharge,
  findMembership,
  findMembershipPlan,
  insertMembership,
  nextMembershipCode,
  insertMembershipCharge,
  insertMembershipFee,
  insertMembershipPlan,
  insertPlanPrice,
  listMemberships,
  membershipCharges,
  membershipCodeTaken,
  memberDiscounts,
  membershipPlans,
  membershipWaivers,
  payMembershipCharges,
  unacceptedMembershipWaivers,
  updateMembership,
  updateMembershipCharge,
  updateMembershipFee,
  updateMembershipPlan,
  updatePlanPrice,
} from "./memberships"
import { SqlClient, type SqlError } from "@effect/sql"
import { Clock, Effect, Layer, Option } from "effect"
import * as crypto from "node:crypto"
import { Relations } from "../../engine/access"
import type { ReservationStatus } from "../../engine/reservations"
import type { Role } from "../../engine/roles"
import { dieOnSqlError, repository } from "./client"
import { ACTIVE } from "./statuses"
import {
  AccountsRepo,
  PackagesRepo,
  ShopRepo,
  NotesRepo,
  SiteRepo,
  PostsRepo,
  AnnouncementsRepo,
  BannersRepo,
  MailOutboxRepo,
  LeaderboardsRepo,
  AuditLogRepo,
  AlertsRepo,
  NotificationsRepo,
  CamerasRepo,
  DoorsRepo,
  MarketplaceRepo,
  ClinicsRepo,
  MembershipsRepo,
  LessonRequestsRepo,
  TeachersRepo,
  BookingsRepo,
  ClubAccountsRepo,
  CouponsRepo,
  CourtsRepo,
  CreditsRepo,
  FacilitiesRepo,
  LedgerRepo,
  PeopleRepo,
  ProviderRecordsRepo,
  ReservationsRepo,
  Transactions,
} from "../../engine/ports"
import {
  accountEntries,
  accountOf,
  accountsOwing,
  addAccountEntry,
  findAccount,
  lockAccount,
  openAccount,
  setInvoiceReceiver,
} from "./accounts"
import { recentMail } from "./mailOutbox"
import { listOpeningHours } from "./openingHours"
import { findCoupon, usesBy } from "./coupons"
import {
  courtsWithHistory,
  deactivateCourts,
  deleteCourts,
  insertClosure,
  insertCourt,
  listClosures,
  listCourts,
  replaceOpeningHours,
  updateCourt,
} from "./courts"
import { reservationsInWindow, reservationsOnCourts, reservationsOutsideHours } from "./stranded"
import { addCredits, creditLots, spendCredits } from "./credits"
import { facilitiesOfUser, facilityDirectory, findFacility, findFacilityBySlug, insertFacility } from "./facilities"
import {
  findPayment,
  ledgerDay,
  ledgerDaySold,
  ledgerPaidEarlier,
  insertPayment,
  paymentsWhere,
  pendingItems,
} from "./payments"
import { achToken, clubBankAccount, isClubReader, savedCard, settle, settleFromEarlierEvents } from "./providerRecords"
import { dayBoardJson, findReservation, findReservations, lessonsOn } from "./reservations"
import { recordCourtFees } from "./courtFees"
import { agendaJson } from "./agenda"
import {
  clinicCategories,
  clinicLessons,
  clinicPerson,
  clinicSlugTaken,
  deleteAttendance,
  findClinic,
  findClinicLesson,
  findUserClinic,
  insertAttendance,
  insertClinic,
  insertClinicLesson,
  lessonOfReservation,
  insertClinicOffer,
  insertUserClinic,
  lessonAttendances,
  listClinics,
  lockUserClinic,
  markAttendancePresent,
  moveClinicLesson,
  programWaivers,
  listingOf,
  clinicSessionTimes,
  saveListing,
  promoteAttendance,
  purchaseAttendances,
  saveClinicCategory,
  setAttendanceGuestName,
  setClinicRaincheck,
  setUserClinicPayment,
  unacceptedProgramWaivers,
  unacceptedChildWaivers,
  updateClinic,
  updateClinicOffer,
  upgradeUserClinic,
  userClinicsOf,
  userClinicsOfFamily,
} from "./clinics"
import { bookingFacts, writeBooking } from "./bookings"
import {
  answerLessonRequest,
  contactOf,
  findLessonRequest,
  insertLessonRequest,
  linkLessonReservation,
  openLessonRequestsFor,
  openLessonRequestsOf,
  reopenLessonRequest,
} from "./lessonRequests"
import {
  dropLessonFees,
  findBoughtPackage,
  findPackageOffer,
  insertBoughtPackage,
  insertPackageOffer,
  packageOffers,
  packageOfLesson,
  packagesBoughtBy,
  returnPackageLesson,
  setPackagePayment,
  updatePackageOffer,
  usePackageLesson,
} from "./packages"
import { findTeacher, listTeachers, membersWithBirthDates, saveTeacher, teacherPrices, teacherRoster } from "./teachers"
import {
  emailTakenByOther,
  findUser,
  findUserByEmail,
  grantRole,
  insertUser,
  searchUsers,
  setPasswordHash,
  toggleFavourite,
  updateUserFields,
} from "./users"
import type { ProfileFields } from "../../engine/people"
import * as people from "./people"
import * as activity from "./activity"
import * as sessions from "./sessions"
import { IdentitiesRepoLive } from "./sessions"
import { FrontDeskRepoLive } from "./frontDesk"
import * as providerRecords from "./providerRecords"
import { CardsRepo, type SavedCard } from "../../engine/cards"
import { SettlementsRepo } from "../../engine/settlements"
import { BankAccountsRepo } from "../../engine/bankAccounts"
import * as bankTransfers from "./bankTransfers"
import * as cardReaders from "./cardReaders"
import * as waivers from "./waivers"
import * as ratings from "./ratings"
import * as couponsSql from "./coupons"
import * as agenda from "./agenda"
import * as members from "./members"
import { MemberFilesRepo } from "../../engine/members"
import * as openingHoursSql from "./openingHours"
import * as courtRates from "./courtRates"
import * as scheduleRulesSql from "./scheduleRules"
import type { CourtPricing } from "../../engine/ports"
import * as passes from "./passes"
import { PassesRepo } from "../../engine/passes"
import * as credentials from "./credentials"
import { CredentialsRepo } from "../../engine/credentials"
import * as reservationsSql from "./reservations"
import { type LinkedId, RatingsRepo } from "../../engine/ratings"
import * as reservationChanges from "./reservationChanges"
import {
  type ExtraFee,
  ReservationChangesRepo,
  type ReservationFlags,
  type TeamChoice,
} from "../../engine/reservationChanges"
import { WaiversRepo } from "../../engine/waivers"
import { CardReadersRepo, type ReaderRow } from "../../engine/terminals"
import * as facilitiesSql from "./facilities"
import * as apiTokens from "./apiTokens"
import * as pendingSignUps from "./pendingSignUps"
import * as passwordResets from "./passwordResets"
import * as signInFailures from "./signInFailures"
import { queueItems } from "./jobs"
import { deliveryQueue } from "./announcements"
import { noticeQueue } from "./notifications"
import { webhookQueue, WebhooksRepoLive } from "./webhooks"
import { EventsLive } from "./events"
import { drawTellQueue, PeakDrawsRepoLive } from "./peakDraws"
import { OpenPlayRepoLive } from "./openPlay"
import { OpenGamesRepoLive } from "./openGames"
import { PartnerAppsRepoLive } from "./partnerApps"
import { SeriesRepoLive } from "./series"
import { offerMailQueue, SlotWatchRepoLive } from "./slotWatch"
import { achQueue } from "./providerRecords"
import { renewalItems } from "./memberships"
import { JobQueues } from "../../engine/jobs"
import { claimKey, firstUse, releaseKey, storeAnswer } from "./idempotencyKeys"
import { IdempotencyKeys } from "../idempotencyKeys"

/**
 * The engine's storage ports over the one SQL client. Every statement dies on a database failure
 * (`./client`), so the ports' typed errors are only the refusals the engine names.
 */
/** Holds a row to the end of the transaction, so what is read after it stays true until commit. */
const rowLock = (table: "reservations" | "payments") => (id: number) =>
  Effect.asVoid(
    Effect.flatMap(SqlClient.SqlClient, (sql) => sql`select id from ${sql(table)} where id = ${id} for update`),
  )

const TransactionsLive = repository(Transactions, (_, sql) => ({
  run: (effect) => dieOnSqlError(sql.withTransaction(effect)) as typeof effect,
}))

const FacilitiesRepoLive = repository(FacilitiesRepo, (on, sql) => ({
  find: on(findFacility),
  ids: dieOnSqlError(
    Effect.map(sql<{ id: number }>`select id from facilities order by id`, (rows) => rows.map((r) => r.id)),
  ),
  findBySlug: on(findFacilityBySlug),
  insert: on(insertFacility),
  directory: on(facilityDirectory),
  update: on(facilitiesSql.updateFacility),
  saveLogo: on((facilityId: number, contentType: string, bytes: Uint8Array) =>
    Effect.asVoid(facilitiesSql.saveLogo(facilityId, contentType, bytes)),
  ),
  findLogo: on(facilitiesSql.findLogo),
  setGatePasswordHash: on((facilityId: number, hash: string | null) =>
    Effect.asVoid(facilitiesSql.setGatePasswordHash(facilityId, hash)),
  ),
  staffOf: on(facilitiesSql.staffOf),
  ownersBesides: on(facilitiesSql.ownersBesides),
}))

const PeopleRepoLive = repository(PeopleRepo, (on) => ({
  exists: on((id: number) => Effect.map(findUser(id), (user) => user._tag === "Some")),
  nameOf: on((id: number) =>
    Effect.map(findUser(id), (user) =>
      user._tag === "Some" ? `${user.value.first_name} ${user.value.last_name}`.trim() : undefined,
    ),
  ),
  idByEmail: on((email: string) =>
    Effect.map(findUserByEmail(email), (found) => (found._tag === "Some" ? found.value.user.id : undefined)),
  ),
  grantRole: on((facilityId: number, userId: number, role: Role) => Effect.asVoid(grantRole(facilityId, userId, role))),
  roleAt: on(people.roleOfMember),
  mailRecipients: on(people.mailRecipients),
  createContact: on((person: { email: string; first_name: string; last_name: string }) =>
    Effect.map(insertUser({ ...person, password_hash: null }), (created) => Option.getOrThrow(created).id),
  ),
  find: on(findUser),
  findByEmail: on(findUserByEmail),
  insert: on(insertUser),
  setBirthDateAndClub: on(people.setBirthDateAndClub),
  setPasswordHash: on(setPasswordHash),
  setZipCode: on(people.setZipCode),
  recordActivity: on(activity.recordActivity),
  activityOf: on(activity.activityOf),
  activityAt: on(activity.activityAt),
  familyLinks: on(people.familyLinks),
  insertFamilyLink: on(people.insertFamilyLink),
  acceptFamilyLink: on(people.acceptFamilyLink),
  deleteFamilyLink: on(people.deleteFamilyLink),
  joinGuardiansClubs: on(people.joinGuardiansClubs),
  makeProfilePrivate: on(people.makeProfilePrivate),
  childrenMadeToday: on(people.childrenMadeToday),
  removeMember: on(people.removeMember),
  saveAccountCode: on(people.saveAccountCode),
  accountCode: on(people.accountCode),
  countWrongCode: on(people.countWrongCode),
  markAccountClaimed: on(people.markAccountClaimed),
  updateFields: on((userId: number, change: ProfileFields) => Effect.asVoid(updateUserFields(userId, change))),
  emailTakenByOther: on(emailTakenByOther),
  keptByClubs: on(people.keptByClubs),
  clubsOf: on(people.facilitiesOfPerson),
  facilitiesOf: on(facilitiesOfUser),
  search: on(searchUsers),
  toggleFavourite: on(toggleFavourite),
  directory: on(agenda.playerDirectory),
}))

const AccountsRepoLive = repository(AccountsRepo, (on) => ({
  insertSession: on((userId: number, tokenHash: string, csrf: string) =>
    Effect.asVoid(sessions.insertSession(userId, tokenHash, csrf)),
  ),
  deleteSession: on((tokenHash: string) => Effect.asVoid(sessions.deleteSession(tokenHash))),
  deleteOtherSessions: on((userId: number, keep: string | null) =>
    Effect.asVoid(sessions.deleteOtherSessions(userId, keep)),
  ),
  insertPendingSignUp: on(pendingSignUps.insertPendingSignUp),
  takePendingSignUp: on(pendingSignUps.takePendingSignUp),
  insertPasswordReset: on((userId: number, tokenHash: string) =>
    Effect.asVoid(passwordResets.insertPasswordReset(userId, tokenHash)),
  ),
  usePasswordReset: on(passwordResets.usePasswordReset),
  recentFailures: on(signInFailures.recentFailures),
  recordFailure: on((key: string, ip: string) => Effect.asVoid(signInFailures.recordFailure(key, ip))),
  clearFailures: on((key: string, ip: string) => Effect.asVoid(signInFailures.clearFailures(key, ip))),
  apiTokensOf: on(apiTokens.apiTokensOf),
  insertApiToken: on(apiTokens.insertApiToken),
  revokeApiToken: on(apiTokens.revokeApiToken),
  revokeAllApiTokens: on((userId: number) => Effect.asVoid(apiTokens.revokeAllApiTokens(userId))),
  setCalendarToken: on((userId: number, token: string | null) =>
    Effect.asVoid(notices.setCalendarToken(userId, token)),
  ),
}))

const BookingsRepoLive = repository(BookingsRepo, (on) => ({
  facts: on.read(bookingFacts),
  write: on(writeBooking),
  replaceCourtFees: on(recordCourtFees),
}))

const TeachersRepoLive = repository(TeachersRepo, (on) => ({
  list: on.read(listTeachers),
  find: on.read(findTeacher),
  prices: on(teacherPrices),
  roster: on(teacherRoster),
  members: on(membersWithBirthDates),
  save: on(saveTeacher),
}))

const LessonRequestsRepoLive = repository(LessonRequestsRepo, (on) => ({
  insert: on(insertLessonRequest),
  find: on(findLessonRequest),
  openOf: on(openLessonRequestsOf),
  openFor: on(openLessonRequestsFor),
  answer: on(answerLessonRequest),
  reopen: on(reopenLessonRequest),
  linkReservation: on(linkLessonReservation),
}))

const MembershipsRepoLive = repository(MembershipsRepo, (on) => ({
  plans: on(membershipPlans),
  plan: on(findMembershipPlan),
  insertPlan: on(insertMembershipPlan),
  updatePlan: on(updateMembershipPlan),
  insertPrice: on(insertPlanPrice),
  updatePrice: on(updatePlanPrice),
  insertFee: on(insertMembershipFee),
  updateFee: on(updateMembershipFee),
  list: on(listMemberships),
  find: on(findMembership),
  insert: on(insertMembership),
  nextCode: on(nextMembershipCode),
  update: on(updateMembership),
  codeTaken: on(membershipCodeTaken),
  discounts: on(memberDiscounts),
  charges: on(membershipCharges),
  insertCharge: on(insertMembershipCharge),
  updateCharge: on(updateMembershipCharge),
  deleteCharge: on(deleteMembershipCharge),
  chargeMembership: on(chargeMembership),
  payCharges: on(payMembershipCharges),
  waivers: on(membershipWaivers),
  contact: on(contactOf),
  clubsWithWorkDue: on(clubsWithRenewalsDue),
  due: on(membershipsDue),
  claim: on(claimMembership),
  chargesToRetry: on(chargesToRetry),
  recordAttempt: on(recordChargeAttempt),
  renewalSource: on(renewalSource),
  unacceptedWaivers: on(unacceptedMembershipWaivers),
}))

const ClinicsRepoLive = repository(ClinicsRepo, (on) => ({
  categories: on(clinicCategories),
  saveCategory: on(saveClinicCategory),
  list: on(listClinics),
  find: on(findClinic),
  slugTaken: on(clinicSlugTaken),
  insert: on(insertClinic),
  update: on(updateClinic),
  insertOffer: on(insertClinicOffer),
  updateOffer: on(updateClinicOffer),
  lessons: on(clinicLessons),
  findLesson: on(findClinicLesson),
  lessonOfReservation: on(lessonOfReservation),
  insertLesson: on(insertClinicLesson),
  setRaincheck: on(setClinicRaincheck),
  moveLesson: on(moveClinicLesson),
  insertPurchase: on(insertUserClinic),
  findPurchase: on(findUserClinic),
  setPurchasePayment: on(setUserClinicPayment),
  lockPurchase: on(lockUserClinic),
  upgradePurchase: on(upgradeUserClinic),
  purchasesOf: on(userClinicsOf),
  purchasesOfFamily: on(userClinicsOfFamily),
  attendancesOf: on(purchaseAttendances),
  attendancesOfLesson: on(lessonAttendances),
  insertAttendance: on(insertAttendance),
  deleteAttendance: on(deleteAttendance),
  promote: on(promoteAttendance),
  setGuestName: on(setAttendanceGuestName),
  markPresent: on(markAttendancePresent),
  person: on(clinicPerson),
  unacceptedWaivers: on(unacceptedProgramWaivers),
  unacceptedChildWaivers: on(unacceptedChildWaivers),
  programWaivers: on(programWaivers),
  listingOf: on(listingOf),
  sessionTimes: on(clinicSessionTimes),
  saveListing: on(saveListing),
}))

const PackagesRepoLive = repository(PackagesRepo, (on) => ({
  offers: on(packageOffers),
  findOffer: on(findPackageOffer),
  insertOffer: on(insertPackageOffer),
  updateOffer: on(updatePackageOffer),
  insertBought: on(insertBoughtPackage),
  setPayment: on(setPackagePayment),
  findBought: on(findBoughtPackage),
  boughtBy: on(packagesBoughtBy),
  useLesson: on(usePackageLesson),
  packageOfLesson: on(packageOfLesson),
  returnLesson: on(returnPackageLesson),
  dropLessonFees: on(dropLessonFees),
}))

const ReservationsRepoLive = repository(ReservationsRepo, (on) => ({
  find: on(findReservation),
  findMany: on(findReservations),
  calendarDay: on.read(reservationsSql.calendarDay),
  lock: on(rowLock("reservations")),
  lessonsOn: on(lessonsOn),
  dayJson: on(dayBoardJson),
  agendaJson: on(agendaJson),
  setStatus: on((id: number, status: ReservationStatus, by?: number | null) =>
    Effect.flatMap(
      SqlClient.SqlClient,
      // Child court reservations go with their parent, freeing every court.
      (sql) => sql`
        update reservations set status = ${status}, updated_at = now(),
          cancelled_by = ${by === undefined ? sql.literal("cancelled_by") : by},
          cancelled_at = ${by === undefined ? sql.literal("cancelled_at") : sql.literal("now()")}
        where id = ${id} or (parent_id = ${id} and status in ${sql.literal(ACTIVE)})`,
    ).pipe(Effect.asVoid),
  ),
  withFeesOf: on((userId: number) =>
    Effect.flatMap(SqlClient.SqlClient, (sql) =>
      Effect.map(
        // From the person's own rows, and only bookings with a share their payments and coupons do
        // not yet cover (as pendingItems counts), so a long paid history is not read on every visit.
        sql<{ id: number }>`
          with theirs as (
            select facility_id, reservation_id as id from reservation_users where user_id = ${userId}
            union
            select facility_id, id from reservations where created_by = ${userId}
          )
          select r.id from theirs join reservations r on r.id = theirs.id
          where (r.status in ${sql.literal(ACTIVE)} or r.no_show)
            and exists (
              select 1 from (
                select reservation_user_id as ru, sum(amount) as due from reservation_fees
                where facility_id = theirs.facility_id and reservation_id = r.id group by reservation_user_id
              ) d
              where d.due >
                (select coalesce(sum(p.amount), 0) from payments p
                 where p.facility_id = theirs.facility_id and p.reservation_id = r.id and p.refund_of is null
                   and p.status in ('paid', 'pending')
                   and p.payable_type = case when d.ru is null then 'reservation' else 'reservation_user' end
                   and (d.ru is null or p.payable_id = d.ru))
                + (select coalesce(sum(c.discount), 0) from coupon_redemptions c
                   where c.facility_id = theirs.facility_id and c.reservation_id = r.id
                     and c.payable_type = case when d.ru is null then 'reservation' else 'reservation_user' end
                     and (d.ru is null or c.payable_id = d.ru)))
          order by r.id limit 200`,
        (rows) => rows.map((r) => Number(r.id)),
      ),
    ),
  ),
}))

const LedgerRepoLive = repository(LedgerRepo, (on) => ({
  byReference: on((facilityId: number, reference: string) =>
    paymentsWhere((q) => q.and([q`facility_id = ${facilityId}`, q`payment_intent_id = ${reference}`])),
  ),
  insert: on(insertPayment),
  find: on(findPayment),
  lock: on(rowLock("payments")),
  setReference: on((id: number, reference: string) =>
    Effect.asVoid(
      Effect.flatMap(
        SqlClient.SqlClient,
        (sql) => sql`update payments set payment_intent_id = ${reference} where id = ${id}`,
      ),
    ),
  ),
  ofFacility: on((facilityId: number, ids: ReadonlyArray<number>) =>
    ids.length === 0
      ? Effect.succeed([])
      : paymentsWhere((q) => q.and([q`facility_id = ${facilityId}`, q`id in ${q.in(ids)}`])),
  ),
  ofReservation: on((facilityId: number, reservationId: number) =>
    paymentsWhere((q) => q.and([q`facility_id = ${facilityId}`, q`reservation_id = ${reservationId}`])),
  ),
  ofPayer: on((payerId: number, facilityId: number | undefined) =>
    paymentsWhere((q) =>
      q.and([q`payer_id = ${payerId}`, facilityId === undefined ? q`true` : q`facility_id = ${facilityId}`]),
    ),
  ),
  pendingItems: on(pendingItems),
  day: on(ledgerDay),
  daySold: on(ledgerDaySold),
  paidEarlier: on(ledgerPaidEarlier),
  claimReference: on((reference: string) =>
    Effect.gen(function* () {
      const sql = yield* SqlClient.SqlClient
      // Held to the end of the caller's transaction: one recording per provider payment.
      yield* sql`select pg_advisory_xact_lock(hashtext(${reference}))`
      const used = yield* sql`
        select 1 from payments where payment_intent_id = ${reference} and refund_of is null
          and status <> 'failed'
        union all
        select 1 from provider_returns where reference = ${reference}
        limit 1`
      return { recorded: used.length > 0 }
    }),
  ),
  unrecorded: on((references: ReadonlyArray<string>) =>
    references.length === 0
      ? Effect.succeed([])
      : Effect.flatMap(SqlClient.SqlClient, (sql) =>
          Effect.map(
            sql<{ reference: string }>`
              select r as reference from unnest(${references}::text[]) r
              where not exists (select 1 from payments where payment_intent_id = r)
                and not exists (select 1 from provider_returns where reference = r)`,
            (rows) => rows.map((row) => row.reference),
          ),
        ),
  ),
  noteReturn: on((r: { facility_id: number; reference: string; amount: number; currency: string; action: string }) =>
    Effect.flatMap(SqlClient.SqlClient, (sql) =>
      Effect.map(
        sql`
          insert into provider_returns (facility_id, reference, amount, currency, action)
          values (${r.facility_id}, ${r.reference}, ${r.amount}, ${r.currency}, ${r.action})
          on conflict (reference) do nothing returning id`,
        (rows) => rows.length > 0,
      ),
    ),
  ),
  failPending: on((reference: string, facilityId: number) => Effect.asVoid(settle(reference, "failed", facilityId))),
  settleFromEarlierEvents: on((reference: string, facilityId: number) =>
    Effect.asVoid(settleFromEarlierEvents(reference, facilityId)),
  ),
}))

const CreditsRepoLive = repository(CreditsRepo, (on) => ({
  lots: on(creditLots),
  add: on((lot: Parameters<typeof addCredits>[0]) => Effect.asVoid(addCredits(lot))),
  spend: on((spend: Parameters<typeof spendCredits>[0]) => Effect.asVoid(spendCredits(spend))),
}))

const CouponsRepoLive = repository(CouponsRepo, (on) => ({
  lockByCode: on((facilityId: number, code: string) => findCoupon(facilityId, { code }, true)),
  usesBy: on(usesBy),
  list: on(couponsSql.listCoupons),
  find: on((facilityId: number, by: { readonly id: number } | { readonly code: string }) => findCoupon(facilityId, by)),
  save: on(couponsSql.saveCoupon),
  retire: on((couponId: number, used: boolean) => Effect.asVoid(couponsSql.retireCoupon(couponId, used))),
  redeem: on(
    (
      r: { facility_id: number; coupon_id: number; user_id: number; reservation_id: number | null },
      parts: ReadonlyArray<{ readonly payable_type: string; readonly payable_id: number; readonly discount: number }>,
    ) =>
      Effect.gen(function* () {
        const sql = yield* SqlClient.SqlClient
        // One use of a coupon may cover several items: they share its key, and count once.
        const use = crypto.randomUUID()
        for (const part of parts)
          yield* sql`
            insert into coupon_redemptions (facility_id, coupon_id, use_key, user_id, reservation_id, payable_type, payable_id, discount)
            values (${r.facility_id}, ${r.coupon_id}, ${use}, ${r.user_id}, ${r.reservation_id},
              ${part.payable_type}, ${part.payable_id}, ${part.discount})`
      }),
  ),
}))

const ClubAccountsRepoLive = repository(ClubAccountsRepo, (on) => ({
  find: on(findAccount),
  ofPerson: on(accountOf),
  open: on(openAccount),
  entries: on(accountEntries),
  lock: on(lockAccount),
  addEntry: on((entry: Parameters<typeof addAccountEntry>[0]) => Effect.asVoid(addAccountEntry(entry))),
  owing: on(accountsOwing),
  setInvoiceReceiver: on((accountId: number, userId: number) => Effect.asVoid(setInvoiceReceiver(accountId, userId))),
}))

const CardsRepoLive = repository(CardsRepo, (on) => ({
  list: on(providerRecords.savedCards),
  find: on(providerRecords.savedCard),
  customerRef: on(providerRecords.customerRef),
  keepCustomerRef: on(providerRecords.keepCustomerRef),
  insert: on(providerRecords.insertSavedCard),
  remove: on((card: SavedCard) => Effect.asVoid(providerRecords.removeSavedCard(card))),
  makeDefault: on((card: SavedCard) => Effect.asVoid(providerRecords.makeDefaultCard(card))),
  takesBankTransfers: on(providerRecords.takesBankTransfers),
  startInscription: on(providerRecords.insertCardInscription),
  finishInscription: on(providerRecords.finishCardInscription),
}))

const BankAccountsRepoLive = repository(BankAccountsRepo, (on) => ({
  clubAccounts: on(bankTransfers.clubBankAccounts),
  insertClubAccount: on(providerRecords.insertBankAccount),
  removeClubAccount: on(bankTransfers.removeClubBankAccount),
  linked: on(bankTransfers.linkedBankAccounts),
  recordLinkSession: on(bankTransfers.recordLinkSession),
  linkSession: on(bankTransfers.linkSession),
  insertLinked: on(bankTransfers.insertLinkedBankAccount),
  findLinked: on(providerRecords.achToken),
  removeLinked: on((id: number) => Effect.asVoid(bankTransfers.removeLinkedBankAccount(id))),
}))

const CardReadersRepoLive = repository(CardReadersRepo, (on) => ({
  ofClub: on(cardReaders.clubReaders),
  byRef: on(cardReaders.readerByRef),
  add: on(cardReaders.addReader),
  remove: on((row: ReaderRow) => Effect.asVoid(cardReaders.removeReader(row))),
  makeDefault: on((row: ReaderRow) => Effect.asVoid(cardReaders.makeDefaultReader(row))),
}))

const WaiversRepoLive = repository(WaiversRepo, (on) => ({
  find: on(waivers.findWaivers),
  findOne: on(waivers.findWaiver),
  acceptedVersions: on(waivers.acceptedVersions),
  accept: on(waivers.acceptWaiver),
  insert: on(waivers.insertWaiver),
  insertVersion: on((facilityId: number, waiverId: number, version: number, content: string) =>
    Effect.asVoid(waivers.insertWaiverVersion(facilityId, waiverId, version, content)),
  ),
  rename: on((facilityId: number, waiverId: number, change: { name: string; category: string }) =>
    Effect.asVoid(waivers.renameWaiver(facilityId, waiverId, change)),
  ),
  archive: on((facilityId: number, waiverId: number) => Effect.asVoid(waivers.archiveWaiver(facilityId, waiverId))),
}))

const ReservationChangesRepoLive = repository(ReservationChangesRepo, (on) => ({
  update: on((id: number, flags: ReservationFlags) => Effect.asVoid(reservationChanges.updateReservation(id, flags))),
  setStatus: on((id: number, status: ReservationStatus, noShow: boolean) =>
    Effect.asVoid(reservationChanges.setReservationStatus(id, status, noShow)),
  ),
  member: on(reservationChanges.memberForReservation),
  addPlayer: on(
    (r: { facility_id: number; id: number }, player: { user_id: number | null; name: string; rating: number | null }) =>
      Effect.asVoid(reservationChanges.addReservationPlayer(r, player)),
  ),
  removePlayer: on((reservationId: number, ruId: number) =>
    Effect.asVoid(reservationChanges.removeReservationPlayer(reservationId, ruId)),
  ),
  setTeams: on((reservationId: number, teams: ReadonlyArray<TeamChoice>) =>
    Effect.asVoid(reservationChanges.setTeams(reservationId, teams)),
  ),
  addFees: on((r: { facility_id: number; id: number }, fees: ReadonlyArray<ExtraFee>) =>
    Effect.asVoid(reservationChanges.addFees(r, fees)),
  ),
  removeFees: on(reservationChanges.removeFees),
  noShowIds: on(reservationChanges.noShowIds),
}))

const RatingsRepoLive = repository(RatingsRepo, (on) => ({
  of: on(ratings.ratingRows),
  insert: on(ratings.insertRating),
  upsert: on((userId: number, provider: string, rating: number, facilityId: number | null = null) =>
    Effect.asVoid(ratings.upsertRating(userId, provider, rating, facilityId)),
  ),
  setProfileRating: on((userId: number, rating: number | null) =>
    Effect.asVoid(ratings.setProfileRating(userId, rating)),
  ),
  setLinkedId: on(ratings.setLinkedId),
  clearLinkedId: on((userId: number, column: LinkedId) => Effect.asVoid(ratings.clearLinkedId(userId, column))),
  duprHolder: on(ratings.duprHolder),
  saveLinkCode: on((userId: number, externalId: string, codeHash: string) =>
    Effect.asVoid(ratings.saveLinkCode(userId, externalId, codeHash)),
  ),
  linkCode: on(ratings.linkCode),
  countWrongLinkCode: on((userId: number) => Effect.asVoid(ratings.countWrongLinkCode(userId))),
  dropLinkCode: on((userId: number) => Effect.asVoid(ratings.dropLinkCode(userId))),
}))

const CredentialsRepoLive = repository(CredentialsRepo, (on) => ({
  ofClub: on(credentials.clubCredentials),
  insert: on(credentials.insertCredential),
  update: on(credentials.updateCredential),
  remove: on(credentials.deleteCredential),
}))

const PassesRepoLive = repository(PassesRepo, (on) => ({
  ofClub: on(passes.clubPasses),
  ofPerson: on(passes.passesOf),
  find: on(passes.findPass),
  insert: on(passes.insertPass),
  update: on(passes.updatePass),
  remove: on((facilityId: number, passId: number) => Effect.asVoid(passes.deletePass(facilityId, passId))),
  guests: on(passes.guestsAt),
  addressesOf: on(passes.billingAddressesOf),
  findAddress: on(passes.findBillingAddress),
  insertAddress: on(passes.insertBillingAddress),
  updateAddress: on(passes.updateBillingAddress),
  removeAddress: on((id: number) => Effect.asVoid(passes.deleteBillingAddress(id))),
}))

const MemberFilesRepoLive = repository(MemberFilesRepo, (on) => ({
  plan: on(members.planImport),
  apply: on(members.applyImport),
  export: on(members.exportMembers),
}))

const SettlementsRepoLive = repository(SettlementsRepo, (on) => ({
  recordEvent: on(providerRecords.recordEvent),
  settle: on(providerRecords.settledIds),
  oldestPendingAch: on(providerRecords.oldestPendingAch),
}))

const ProviderRecordsRepoLive = repository(ProviderRecordsRepo, (on) => ({
  savedCard: on(savedCard),
  achToken: on(achToken),
  clubBankAccount: on(clubBankAccount),
  isClubReader: on(isClubReader),
}))

const CourtsRepoLive = repository(CourtsRepo, (on) => ({
  list: on(listCourts),
  insert: on(insertCourt),
  update: on(updateCourt),
  deactivate: on(deactivateCourts),
  withHistory: on(courtsWithHistory),
  remove: on(deleteCourts),
  heldOnCourts: on(reservationsOnCourts),
  heldInWindow: on(reservationsInWindow),
  heldOutsideHours: on(reservationsOutsideHours),
  replaceOpeningHours: on(replaceOpeningHours),
  addClosure: on(insertClosure),
  closures: on(listClosures),
  openingHours: on(listOpeningHours),
  insertHours: on(openingHoursSql.insertOpeningHours),
  updateHours: on(openingHoursSql.updateOpeningHours),
  deleteHours: on(openingHoursSql.deleteOpeningHours),
  pricing: on(courtRates.courtPricing),
  rules: on(scheduleRulesSql.scheduleRules),
  findRule: on(scheduleRulesSql.findScheduleRule),
  insertRule: on(scheduleRulesSql.insertScheduleRule),
  updateRule: on(scheduleRulesSql.updateScheduleRule),
  deleteRule: on(scheduleRulesSql.deleteScheduleRule),
  ratesOfCourt: on(courtRates.ratesOfCourt),
  replacePricing: on((facilityId: number, pricing: CourtPricing) =>
    Effect.asVoid(courtRates.replaceCourtRates(facilityId, pricing.split, pricing.rates)),
  ),
}))

/** The ids a query of `id`s answers, or none without asking when there is nothing to look for. */
const idsAmong = (
  among: ReadonlyArray<number>,
  query: (sql: SqlClient.SqlClient) => Effect.Effect<ReadonlyArray<{ id: number }>, SqlError.SqlError>,
) =>
  among.length === 0
    ? Effect.succeed([])
    : Effect.flatMap(SqlClient.SqlClient, (sql) => Effect.map(query(sql), (rows) => rows.map((r) => Number(r.id))))

const RelationsLive = repository(Relations, (on) => ({
  handledBy: on((guardianId: number, childIds: ReadonlyArray<number>) =>
    idsAmong(
      childIds,
      (sql) => sql<{ id: number }>`
        select related_user_id as id from family_links
        where user_id = ${guardianId} and related_user_id in ${sql.in(childIds)} and handled`,
    ),
  ),
  childrenOf: on(people.handledPeople),
  belongsTo: on(notes.belongsTo),
  familyOf: on((userId: number, others: ReadonlyArray<number>) =>
    idsAmong(
      others,
      (sql) => sql<{ id: number }>`
        select related_user_id as id from family_links
        where user_id = ${userId} and related_user_id in ${sql.in(others)} and accepted
        union
        select user_id from family_links
        where related_user_id = ${userId} and user_id in ${sql.in(others)} and accepted`,
    ),
  ),
}))

const AnnouncementsRepoLive = repository(AnnouncementsRepo, (on) => ({
  announcements: on(announcements.announcements),
  announcementOwner: on(announcements.announcementOwner),
  insertAnnouncement: on(announcements.insertAnnouncement),
  updateAnnouncement: on(announcements.updateAnnouncement),
  deleteAnnouncement: on(announcements.deleteAnnouncement),
  publishAnnouncement: on(announcements.publishAnnouncement),
  saveThumbnail: on(announcements.saveThumbnail),
  thumbnail: on(announcements.thumbnail),
  attachmentCount: on(announcements.attachmentCount),
  addAttachment: on(announcements.addAttachment),
  attachment: on(announcements.attachment),
  deleteAttachment: on(announcements.deleteAttachment),
  deliveries: on(announcements.deliveries),
  markOpened: on(announcements.markOpened),
  claimDeliveries: on(announcements.claimDeliveries),
  deliveryDone: on(announcements.deliveryDone),
  metrics: on(announcements.metrics),
  audienceOf: on(announcements.audienceOf),
}))

const BannersRepoLive = repository(BannersRepo, (on) => ({
  bannerAds: on(banners.bannerAds),
  insertBannerAd: on(banners.insertBannerAd),
  updateBannerAd: on(banners.updateBannerAd),
  deleteBannerAd: on(banners.deleteBannerAd),
  saveBannerImage: on(banners.saveBannerImage),
  bannerImage: on(banners.bannerImage),
}))

const AuditLogRepoLive = repository(AuditLogRepo, (on) => ({ entries: on(auditLog.auditEntries) }))
const AlertsRepoLive = repository(AlertsRepo, (on) => ({ attentionFacts: on(alerts.attentionFacts) }))
const CamerasRepoLive = repository(CamerasRepo, (on) => ({
  integration: on(cameras.cameraIntegration),
  integrations: on(cameras.cameraIntegrations),
  courtAt: on(cameras.courtAt),
  devices: on(cameras.cameraDevices),
  insert: on(cameras.insertCameraDevice),
  update: on(cameras.updateCameraDevice),
  remove: on(cameras.deleteCameraDevice),
  onCourt: on(cameras.camerasOnCourt),
}))
const DoorsRepoLive = repository(DoorsRepo, (on) => ({
  bookingAround: on(doors.bookingAround),
  record: on(doors.recordDoorOpening),
  log: on(doors.doorLog),
}))
const NotificationsRepoLive = repository(NotificationsRepo, (on) => ({
  enqueue: on(notices.enqueueNotice),
  enqueueReminders: on(notices.enqueueReminders),
  claim: on(notices.claimNotices),
  markSent: on(notices.markNoticeSent),
  markFailed: on(notices.markNoticeFailed),
  settings: on(notices.notificationSettings),
  saveSettings: on(notices.saveNotificationSettings),
  calendarToken: on(notices.calendarToken),
  setCalendarToken: on(notices.setCalendarToken),
  userOfCalendarToken: on(notices.userOfCalendarToken),
  calendarBookings: on(notices.calendarBookings),
}))

const LeaderboardsRepoLive = repository(LeaderboardsRepo, (on) => ({
  leaderboards: on(leaderboards.leaderboards),
  insertLeaderboard: on(leaderboards.insertLeaderboard),
  updateLeaderboard: on(leaderboards.updateLeaderboard),
  deleteLeaderboard: on(leaderboards.deleteLeaderboard),
  saveLeaderboardImage: on(leaderboards.saveLeaderboardImage),
  leaderboardImage: on(leaderboards.leaderboardImage),
  matchResults: on(leaderboards.matchResults),
  matchResultOf: on(leaderboards.matchResultOf),
  saveMatchResult: on(leaderboards.saveMatchResult),
}))

const MarketplaceRepoLive = repository(MarketplaceRepo, (on) => ({
  bannerAreas: on(marketplace.bannerAreas),
  insertBannerArea: on(marketplace.insertBannerArea),
  updateBannerArea: on(marketplace.updateBannerArea),
  deleteBannerArea: on(marketplace.deleteBannerArea),
  insertAreaBanner: on(marketplace.insertAreaBanner),
  updateAreaBanner: on(marketplace.updateAreaBanner),
  deleteAreaBanner: on(marketplace.deleteAreaBanner),
  saveAreaBannerImage: on(marketplace.saveAreaBannerImage),
  areaBannerImage: on(marketplace.areaBannerImage),
}))

const PostsRepoLive = repository(PostsRepo, (on) => ({
  posts: on(posts.posts),
  postFacility: on(posts.postFacility),
  insertPost: on(posts.insertPost),
  updatePost: on(posts.updatePost),
  deletePost: on(posts.deletePost),
  savePostImage: on(posts.savePostImage),
  postImage: on(posts.postImage),
}))

const SiteRepoLive = repository(SiteRepo, (on) => ({
  homeStructure: on(site.homeStructure),
  saveHomeStructure: on(site.saveHomeStructure),
  findConsent: on(site.findConsent),
  insertConsent: on(site.insertConsent),
  updateConsent: on(site.updateConsent),
}))

const NotesRepoLive = repository(NotesRepo, (on) => ({
  comments: on(notes.comments),
  findComment: on(notes.findComment),
  insertComment: on(notes.insertComment),
  updateComment: on(notes.updateComment),
  deleteComment: on(notes.deleteComment),
  belongsTo: on(notes.belongsTo),
  tags: on(notes.tags),
  tagsOf: on(notes.tagsOf),
  findTag: on(notes.findTag),
  tagNamed: on(notes.tagNamed),
  insertTag: on(notes.insertTag),
  renameTag: on(notes.renameTag),
  deleteTag: on(notes.deleteTag),
  relateTag: on(notes.relateTag),
  unrelateTag: on(notes.unrelateTag),
  groups: on(notes.groups),
  findGroup: on(notes.findGroup),
  groupMembers: on(notes.groupMembers),
  insertGroup: on(notes.insertGroup),
  renameGroup: on(notes.renameGroup),
  deleteGroup: on(notes.deleteGroup),
  addGroupMember: on(notes.addGroupMember),
  removeGroupMember: on(notes.removeGroupMember),
  groupCandidates: on(notes.groupCandidates),
}))

const ShopRepoLive = repository(ShopRepo, (on) => ({
  categories: on(shop.productCategories),
  findCategory: on(shop.findProductCategory),
  insertCategory: on(shop.insertProductCategory),
  renameCategory: on(shop.renameProductCategory),
  deleteCategory: on(shop.deleteProductCategory),
  products: on(shop.shopProducts),
  findProduct: on(shop.findProduct),
  lockProducts: on(shop.lockProducts),
  insertProduct: on(shop.insertProduct),
  updateProduct: on(shop.updateProduct),
  setArchived: on(shop.setProductArchived),
  hasHistory: on(shop.productHasHistory),
  deleteProduct: on(shop.deleteProduct),
  image: on(shop.productImage),
  saveImage: on(shop.saveProductImage),
  insertStock: on(shop.insertStockEntries),
  stockHistory: on(shop.stockHistory),
  insertOrder: on(shop.insertOrder),
  insertLines: on(shop.insertOrderLines),
  setAmounts: on(shop.setOrderAmounts),
  insertReturn: on(shop.insertOrderReturn),
  setOrderPayment: on(shop.setOrderPayment),
  addToBooking: on(shop.addOrderToBooking),
  bookingFee: on(shop.bookingFeeOf),
  setBookingFee: on(shop.setBookingFee),
  findOrder: on(shop.findOrder),
  orderOfPayment: on(shop.orderOfPayment),
  orders: on(shop.shopOrders),
  sales: on(shop.shopSales),
  salesByTax: on(shop.shopSalesByTax),
}))

const JobQueuesLive = repository(JobQueues, (on) => ({
  items: on(() =>
    Effect.flatMap(Clock.currentTimeMillis, (now) =>
      Effect.zipWith(
        renewalItems(new Date(now)),
        queueItems([deliveryQueue, noticeQueue, webhookQueue, offerMailQueue, drawTellQueue, achQueue]),
        (renewals, queues) => [renewals, ...queues],
      ),
    ),
  )(),
}))

const MailOutboxRepoLive = repository(MailOutboxRepo, (on) => ({
  recent: on(recentMail),
}))

/** The HTTP edge's Idempotency-Key store. */
export const IdempotencyKeysLive = repository(IdempotencyKeys, (on) => ({
  claim: on(claimKey),
  firstUse: on(firstUse),
  storeAnswer: on(storeAnswer),
  release: on(releaseKey),
}))

/** Every storage port of the engine, over the SQL client. */
export const RepositoriesLive = Layer.mergeAll(
  TransactionsLive,
  ClinicsRepoLive,
  MembershipsRepoLive,
  ShopRepoLive,
  NotesRepoLive,
  SiteRepoLive,
  PostsRepoLive,
  AnnouncementsRepoLive,
  BannersRepoLive,
  MailOutboxRepoLive,
  LeaderboardsRepoLive,
  AuditLogRepoLive,
  AlertsRepoLive,
  NotificationsRepoLive,
  CamerasRepoLive,
  DoorsRepoLive,
  WebhooksRepoLive,
  EventsLive,
  SeriesRepoLive,
  SlotWatchRepoLive,
  PeakDrawsRepoLive,
  OpenPlayRepoLive,
  OpenGamesRepoLive,
  PartnerAppsRepoLive,
  MarketplaceRepoLive,
  FacilitiesRepoLive,
  PeopleRepoLive,
  AccountsRepoLive,
  FrontDeskRepoLive,
  CardsRepoLive,
  SettlementsRepoLive,
  MemberFilesRepoLive,
  IdentitiesRepoLive,
  PassesRepoLive,
  CredentialsRepoLive,
  RatingsRepoLive,
  ReservationChangesRepoLive,
  WaiversRepoLive,
  CardReadersRepoLive,
  BankAccountsRepoLive,
  ReservationsRepoLive,
  BookingsRepoLive,
  TeachersRepoLive,
  LessonRequestsRepoLive,
  PackagesRepoLive,
  LedgerRepoLive,
  CreditsRepoLive,
  CouponsRepoLive,
  ClubAccountsRepoLive,
  ProviderRecordsRepoLive,
  CourtsRepoLive,
  RelationsLive,
  JobQueuesLive,
)
