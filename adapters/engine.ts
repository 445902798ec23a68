import { Context, Effect, Layer, Option } from "effect"
import { withSpans } from "../engine/spans"
import { CameraRecordings } from "../engine/cameras/port"
import { ChatDirectory } from "../engine/chat/port"
import { DoorControl } from "../engine/doors/port"
import { Dupr } from "../engine/ratings/dupr"
import { EventServices } from "../engine/clinics/eventListings"
import { Mailer } from "../engine/mail/mailer"
import { CardPayments } from "../engine/payments/port"
import { BankTransfers, CardEvents, CardReaders, CardVault, ServerCharges } from "../engine/providers"
import { WebhookPost } from "../engine/webhooks/port"
import { Series } from "../engine/series/service"
import { SlotWatches } from "../engine/slotWatch/service"
import { PeakDraws } from "../engine/peakDraws/service"
import { OpenPlay } from "../engine/openPlay/service"
import { Competitions } from "../engine/competitions/service"
import { OpenGames } from "../engine/openGames/service"
import { PartnerApps } from "../engine/partnerApps/service"
import { Bookings } from "../engine/bookings/service"
import { ClubAccounts } from "../engine/clubAccounts/service"
import { Courts } from "../engine/courts/service"
import { Facilities } from "../engine/facilities/service"
import { Charges } from "../engine/payments/charges"
import { Ledger } from "../engine/payments/ledger"
import { PendingPayments } from "../engine/payments/pendingPayments"
import { Refunds } from "../engine/payments/refunds"
import { Reconciliation } from "../engine/payments/reconciliation"
import { Reservations } from "../engine/reservations/service"
import { LessonRequests } from "../engine/teachers/lessonRequests"
import { Packages } from "../engine/packages/service"
import { Clinics } from "../engine/clinics/service"
import { Renewals } from "../engine/memberships/renewals"
import { MembershipCharges } from "../engine/memberships/membershipCharges"
import { Memberships } from "../engine/memberships/service"
import { ClinicFiles } from "../engine/clinics/clinicFiles"
import { MembershipFiles } from "../engine/memberships/membershipFiles"
import { ClinicListings } from "../engine/clinics/clinicListings"
import { Enrolments } from "../engine/clinics/enrolments"
import { TeacherFiles } from "../engine/teachers/teacherFiles"
import { Teachers } from "../engine/teachers/service"
import { Orders } from "../engine/shop/orders"
import { Shop } from "../engine/shop/service"
import { ProductFiles } from "../engine/shop/productFiles"
import { Comments } from "../engine/notes/service"
import { Tags } from "../engine/notes/tags"
import { Groups } from "../engine/notes/groups"
import { Site } from "../engine/site/service"
import { Posts } from "../engine/posts/service"
import { Announcements } from "../engine/announcements/service"
import { BannerAds } from "../engine/banners/service"
import { Leaderboards } from "../engine/leaderboards/service"
import { AuditLog } from "../engine/auditLog/service"
import { Insights } from "../engine/insights/service"
import { InsightsRepoLive } from "./sql/insights/repo"
import { Alerts } from "../engine/alerts/service"
import { Notices } from "../engine/notifications/service"
import { Cameras } from "../engine/cameras/service"
import { ChatSync } from "../engine/chat/service"
import { DoorAccess } from "../engine/doors/service"
import { Webhooks } from "../engine/webhooks/service"
import { MarketplaceBanners } from "../engine/marketplace/service"
import { KeptMail } from "../engine/mail/keptMail"
import { Letters } from "../engine/mail/letters"
import { People } from "../engine/people/service"
import { Accounts } from "../engine/accounts/service"
import { Staff } from "../engine/people/staff"
import { FrontDesk } from "../engine/frontDesk/service"
import { Cards } from "../engine/cards/service"
import { Settlements } from "../engine/settlements/service"
import { BankAccounts } from "../engine/bankAccounts/service"
import { Terminals } from "../engine/terminals/service"
import { Waivers } from "../engine/waivers/service"
import { ReservationChanges } from "../engine/reservationChanges/service"
import { Ratings } from "../engine/ratings/service"
import { Coupons } from "../engine/coupons/service"
import { Credentials } from "../engine/credentials/service"
import { Passes } from "../engine/passes/service"
import { Identities } from "../engine/accounts/identities"
import { MemberFiles } from "../engine/members/service"
import type { AppConfig } from "./config"
import { EventServicesLive } from "./providers/eventbrite/http"
import { ChatLive } from "./providers/chat/stream"
import { DoorsLive } from "./providers/doors/kisi"
import { CameraRecordingsLive } from "./providers/cameras/http"
import { WebhookPostLive } from "./providers/webhooks/http"
import { MailerLive } from "./providers/mail/mailer"
import { PaymentProvidersLive } from "./providers/payments"
import { DemoPushLive } from "./providers/push/demoPhone"
import { PushSenderLive } from "./providers/push/webPush"
import { Push } from "../engine/push/service"
import { PushSender } from "../engine/push/port"
import { SecretsLive } from "./security/secrets"
import { PasswordsLive } from "./security/passwords"
import { DuprHttp, DuprUnconfigured } from "./providers/dupr/http"
import { fakeDupr } from "./providers/dupr/fakeServer"
import { CalendarChangesLive } from "./calendarEvents"
import { RichTextLive } from "./text/richText"
import { CalendarFilesLive } from "./text/icalendar"

/**
 * The engine's use cases, over the storage ports and the providers: what the server, the CLI and
 * tests run. Order does not matter: a service that calls another declares it in its `dependencies`,
 * and a layer used in several places is built once.
 */
export const EngineServicesLive = Layer.mergeAll(
  ClubAccounts.Default,
  Facilities.Default,
  Courts.Default,
  Reservations.Default,
  Reconciliation.Default,
  TeacherFiles.Default,
  Enrolments.Default,
  LessonRequests.Default,
  Packages.Default,
  ClinicListings.Default,
  ClinicFiles.Default,
  MembershipFiles.Default,
  Renewals.Default,
  Shop.Default,
  Orders.Default,
  ProductFiles.Default,
  Comments.Default,
  Tags.Default,
  Groups.Default,
  Site.Default,
  Posts.Default,
  Announcements.Default,
  BannerAds.Default,
  Leaderboards.Default,
  AuditLog.Default,
  // The area brings its own storage, beside it in adapters/sql/insights.
  Insights.Default.pipe(Layer.provide(InsightsRepoLive)),
  Alerts.Default,
  Notices.Default,
  Cameras.Default,
  ChatSync.Default,
  DoorAccess.Default,
  Webhooks.Default,
  MarketplaceBanners.Default,
  KeptMail.Default,
  People.Default,
  Accounts.Default,
  Staff.Default,
  FrontDesk.Default,
  Cards.Default,
  Settlements.Default,
  BankAccounts.Default,
  Terminals.Default,
  Waivers.Default,
  ReservationChanges.Default,
  Ratings.Default,
  Coupons.Default,
  Credentials.Default,
  Passes.Default,
  Identities.Default,
  MemberFiles.Default,
  Teachers.Default,
  Clinics.Default,
  MembershipCharges.Default,
  Memberships.Default,
  PendingPayments.Default,
  Charges.Default,
  Refunds.Default,
  Ledger.Default,
  Bookings.Default,
  Series.Default,
  SlotWatches.Default,
  PeakDraws.Default,
  OpenPlay.Default,
  Competitions.Default,
  OpenGames.Default,
  PartnerApps.Default,
  Letters.Default,
  Push.Default,
).pipe(Layer.provide(Layer.mergeAll(CalendarChangesLive, RichTextLive, CalendarFilesLive)))

export type EngineServices = Layer.Layer.Success<typeof EngineServicesLive>

/** The ports through which the engine calls outside services (payments, mail, webhooks, partners). */
const OUTSIDE_CALLS: ReadonlyArray<Context.Tag<any, any>> = [
  CardVault,
  CardReaders,
  CardEvents,
  CardPayments,
  BankTransfers,
  ServerCharges,
  Dupr,
  ChatDirectory,
  DoorControl,
  CameraRecordings,
  EventServices,
  WebhookPost,
  PushSender,
  Mailer,
]

/** Each call out a span named by its port and method (`Mailer.send`, `CardVault.saveCard`), so a slow provider shows in the trace. */
const withOutsideSpans = <A, E, R>(layer: Layer.Layer<A, E, R>) =>
  Layer.map(layer, (context) =>
    OUTSIDE_CALLS.reduce(
      (c, tag) =>
        Option.match(Context.getOption(c, tag), {
          onNone: () => c,
          onSome: (port) => Context.add(c, tag, withSpans(tag.key.replace(/^.*\//, ""), port)),
        }),
      context,
    ),
  )

/**
 * Every outside service the engine reaches, as configured: the one composition of providers the
 * server, the CLI and tests share. `demo` names the club demo mode's fake providers serve, and
 * the person whose phone its fake push service reaches (the server's only: a CLI command has none).
 */
export const ProvidersLive = (config: AppConfig, demo?: { readonly slug: string; readonly phoneOwner: string }) => {
  const secrets = SecretsLive({ sessionSecret: config.sessionSecret, dataDir: config.dataDir })
  const dupr =
    config.duprUrl !== undefined
      ? DuprHttp({ baseUrl: config.duprUrl, apiKey: config.duprApiKey ?? "" })
      : config.demo
        ? Layer.unwrapScoped(
            Effect.map(fakeDupr("demo-key"), (fake) => DuprHttp({ baseUrl: fake.url, apiKey: "demo-key" })),
          )
        : DuprUnconfigured
  return Layer.mergeAll(
    PaymentProvidersLive(config, demo?.slug),
    EventServicesLive(config),
    DoorsLive(config),
    CameraRecordingsLive(config),
    WebhookPostLive({ allowPrivate: config.webhooksReachPrivate }),
    config.demo && demo !== undefined
      ? DemoPushLive(demo.phoneOwner, { allowPrivate: config.pushReachPrivate })
      : PushSenderLive({ allowPrivate: config.pushReachPrivate }),
  ).pipe(
    Layer.provideMerge(secrets),
    Layer.merge(Layer.mergeAll(dupr, ChatLive(config), MailerLive(config), PasswordsLive)),
    withOutsideSpans,
  )
}

/** The engine's use cases with every provider they reach, where no server runs (the CLI, tests). */
export const EngineLive = (config: AppConfig) => EngineServicesLive.pipe(Layer.provideMerge(ProvidersLive(config)))
