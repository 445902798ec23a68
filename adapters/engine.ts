import { Context, Effect, Layer, Option } from "effect"
import { withSpans } from "../engine/spans"
import { CameraRecordings } from "../engine/cameras"
import { ChatDirectory } from "../engine/chat"
import { DoorControl } from "../engine/doors"
import { Dupr } from "../engine/dupr"
import { EventServices } from "../engine/eventListings"
import { Mailer } from "../engine/mailer"
import { CardPayments } from "../engine/payments"
import { BankTransfers, CardEvents, CardReaders, CardVault, ServerCharges } from "../engine/providers"
import { WebhookPost } from "../engine/webhooks"
import { Series } from "../engine/services/series"
import { SlotWatches } from "../engine/services/slotWatches"
import { PeakDraws } from "../engine/services/peakDraws"
import { OpenPlay } from "../engine/services/openPlay"
import { OpenGames } from "../engine/services/openGames"
import { PartnerApps } from "../engine/services/partnerApps"
import { Bookings } from "../engine/services/bookings"
import { ClubAccounts } from "../engine/services/clubAccounts"
import { Courts } from "../engine/services/courts"
import { Facilities } from "../engine/services/facilities"
import { Payments } from "../engine/services/payments"
import { Reconciliation } from "../engine/services/reconciliation"
import { Reservations } from "../engine/services/reservations"
import { LessonRequests } from "../engine/services/lessonRequests"
import { Packages } from "../engine/services/packages"
import { Clinics } from "../engine/services/clinics"
import { Renewals } from "../engine/services/renewals"
import { MembershipCharges } from "../engine/services/membershipCharges"
import { Memberships } from "../engine/services/memberships"
import { ClinicFiles } from "../engine/services/clinicFiles"
import { MembershipFiles } from "../engine/services/membershipFiles"
import { ClinicListings } from "../engine/services/clinicListings"
import { Enrolments } from "../engine/services/enrolments"
import { TeacherFiles } from "../engine/services/teacherFiles"
import { Teachers } from "../engine/services/teachers"
import { Orders } from "../engine/services/orders"
import { Shop } from "../engine/services/shop"
import { ProductFiles } from "../engine/services/productFiles"
import { Comments } from "../engine/services/comments"
import { Tags } from "../engine/services/tags"
import { Groups } from "../engine/services/groups"
import { Site } from "../engine/services/site"
import { Posts } from "../engine/services/posts"
import { Announcements } from "../engine/services/announcements"
import { BannerAds } from "../engine/services/banners"
import { Leaderboards } from "../engine/services/leaderboards"
import { AuditLog } from "../engine/services/auditLog"
import { Alerts } from "../engine/services/alerts"
import { Notices } from "../engine/services/notices"
import { Cameras } from "../engine/services/cameras"
import { ChatSync } from "../engine/services/chat"
import { DoorAccess } from "../engine/services/doors"
import { Webhooks } from "../engine/services/webhooks"
import { MarketplaceBanners } from "../engine/services/marketplace"
import { KeptMail } from "../engine/services/keptMail"
import { Letters } from "../engine/services/letters"
import { People } from "../engine/services/people"
import { Accounts } from "../engine/services/accounts"
import { Staff } from "../engine/services/staff"
import { FrontDesk } from "../engine/services/frontDesk"
import { Cards } from "../engine/services/cards"
import { Settlements } from "../engine/services/settlements"
import { BankAccounts } from "../engine/services/bankAccounts"
import { Terminals } from "../engine/services/terminals"
import { Waivers } from "../engine/services/waivers"
import { ReservationChanges } from "../engine/services/reservationChanges"
import { Ratings } from "../engine/services/ratings"
import { Coupons } from "../engine/services/coupons"
import { Credentials } from "../engine/services/credentials"
import { Passes } from "../engine/services/passes"
import { Identities } from "../engine/services/identities"
import { MemberFiles } from "../engine/services/memberFiles"
import type { AppConfig } from "./config"
import { EventServicesLive } from "./providers/eventbrite/http"
import { ChatLive } from "./providers/chat/stream"
import { DoorsLive } from "./providers/doors/kisi"
import { CameraRecordingsLive } from "./providers/cameras/http"
import { WebhookPostLive } from "./providers/webhooks/http"
import { MailerLive } from "./providers/mail/mailer"
import { PaymentProvidersLive } from "./providers/payments"
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
  Payments.Default,
  Bookings.Default,
  Series.Default,
  SlotWatches.Default,
  PeakDraws.Default,
  OpenPlay.Default,
  OpenGames.Default,
  PartnerApps.Default,
  Letters.Default,
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
 * server, the CLI and tests share. `demoSlug` names the club demo mode's fake providers serve.
 */
export const ProvidersLive = (config: AppConfig, demoSlug?: string) => {
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
    PaymentProvidersLive(config, demoSlug),
    EventServicesLive(config),
    DoorsLive(config),
    CameraRecordingsLive(config),
    WebhookPostLive({ allowPrivate: config.webhooksReachPrivate }),
  ).pipe(
    Layer.provideMerge(secrets),
    Layer.merge(Layer.mergeAll(dupr, ChatLive(config), MailerLive(config), PasswordsLive)),
    withOutsideSpans,
  )
}

/** The engine's use cases with every provider they reach, where no server runs (the CLI, tests). */
export const EngineLive = (config: AppConfig) => EngineServicesLive.pipe(Layer.provideMerge(ProvidersLive(config)))
