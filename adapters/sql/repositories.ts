import { Layer } from "effect"
import { ClubAccountsRepoLive } from "./accounts"
import { AlertsRepoLive } from "./alerts"
import { AnnouncementsRepoLive } from "./announcements"
import { AuditLogRepoLive } from "./auditLog"
import { BankAccountsRepoLive } from "./bankTransfers"
import { BannersRepoLive } from "./banners"
import { BookingsRepoLive } from "./bookings"
import { CamerasRepoLive } from "./cameras"
import { CardReadersRepoLive } from "./cardReaders"
import { ClinicsRepoLive } from "./clinics"
import { CouponsRepoLive } from "./coupons"
import { CourtsRepoLive } from "./courts"
import { CredentialsRepoLive } from "./credentials"
import { CreditsRepoLive } from "./credits"
import { DoorsRepoLive } from "./doors"
import { EventsLive } from "./events"
import { FacilitiesRepoLive } from "./facilities"
import { FrontDeskRepoLive } from "./frontDesk"
import { JobQueuesLive } from "./jobQueues"
import { LeaderboardsRepoLive } from "./leaderboards"
import { LessonRequestsRepoLive } from "./lessonRequests"
import { MailOutboxRepoLive } from "./mailOutbox"
import { MarketplaceRepoLive } from "./marketplace"
import { MemberFilesRepoLive } from "./members"
import { MembershipsRepoLive } from "./memberships"
import { NotesRepoLive } from "./notes"
import { NotificationsRepoLive } from "./notifications"
import { OpenGamesRepoLive } from "./openGames"
import { OpenPlayRepoLive } from "./openPlay"
import { CompetitionsRepoLive } from "./competitions"
import { PushRepoLive } from "./push"
import { PackagesRepoLive } from "./packages"
import { PartnerAppsRepoLive } from "./partnerApps"
import { PassesRepoLive } from "./passes"
import { LedgerRepoLive } from "./payments"
import { PeakDrawsRepoLive } from "./peakDraws"
import { PeopleRepoLive, RelationsLive } from "./people"
import { PostsRepoLive } from "./posts"
import { CardsRepoLive, ProviderRecordsRepoLive, SettlementsRepoLive } from "./providerRecords"
import { RatingsRepoLive } from "./ratings"
import { ReservationChangesRepoLive } from "./reservationChanges"
import { ReservationsRepoLive } from "./reservations"
import { SeriesRepoLive } from "./series"
import { AccountsRepoLive, IdentitiesRepoLive } from "./sessions"
import { ShopRepoLive } from "./shop"
import { SiteRepoLive } from "./site"
import { SlotWatchRepoLive } from "./slotWatch"
import { TeachersRepoLive } from "./teachers"
import { TransactionsLive } from "./transaction"
import { WaiversRepoLive } from "./waivers"
import { WebhooksRepoLive } from "./webhooks"

/**
 * Every storage port of the engine, over the one SQL client: one layer per area, each in the area's
 * file (`./courts`, `./clinics` ...). Every statement dies on a database failure (`./client`), so
 * the ports' typed errors are only the refusals the engine names.
 */
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
  CompetitionsRepoLive,
  PushRepoLive,
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
