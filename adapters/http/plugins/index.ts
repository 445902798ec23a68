import { chatPlugin } from "./chat"
import { outgoingWebhooksPlugin } from "./outgoingWebhooks"
import { peakDrawsPlugin } from "./peakDraws"
import { openPlayPlugin } from "./openPlay"
import { competitionsPlugin } from "./competitions"
import { openGamesPlugin } from "./openGames"
import { partnerAppsPlugin } from "./partnerApps"
import { seriesPlugin } from "./series"
import { slotWatchPlugin } from "./slotWatch"
import { doorsPlugin } from "./doors"
import { camerasPlugin } from "./cameras"
import { notificationsPlugin } from "./notifications"
import { pushPlugin } from "./push"
import { alertsPlugin } from "./alerts"
import { keptMailPlugin } from "./keptMail"
import { auditLogPlugin } from "./auditLog"
import { insightsPlugin } from "./insights"
import type { Plugin } from "../plugin"
import { authPlugin } from "./auth"
import { agendaPlugin } from "./agenda"
import { clubAccountsPlugin } from "./clubAccounts"
import { bankTransfersPlugin } from "./bankTransfers"
import { cardsPlugin } from "./cards"
import { couponsPlugin } from "./coupons"
import { credentialsPlugin } from "./credentials"
import { courtsPlugin } from "./courts"
import { facilitiesPlugin } from "./facilities"
import { frontDeskPlugin } from "./frontDesk"
import { packagesPlugin } from "./packages"
import { clinicsPlugin } from "./clinics"
import { membershipsPlugin } from "./memberships"
import { passesPlugin } from "./passes"
import { paymentsPlugin } from "./payments"
import { peoplePlugin } from "./people"
import { ratingsPlugin } from "./ratings"
import { regionalPlugin } from "./regional"
import { reservationCallsPlugin } from "./reservationCalls"
import { reservationsPlugin } from "./reservations"
import { scheduleRulesPlugin } from "./scheduleRules"
import { shopPlugin } from "./shop"
import { notesPlugin } from "./notes"
import { groupsPlugin } from "./groups"
import { sitePlugin } from "./site"
import { postsPlugin } from "./posts"
import { announcementsPlugin } from "./announcements"
import { bannersPlugin } from "./banners"
import { leaderboardsPlugin } from "./leaderboards"
import { marketplacePlugin } from "./marketplace"
import { usersPlugin } from "./users"
import { waiversPlugin } from "./waivers"
import { systemPlugin } from "./system"
import { teachersPlugin } from "./teachers"
import { terminalsPlugin } from "./terminals"
import { webhooksPlugin } from "./webhooks"

/** Every plugin this build ships, in the order their groups appear in the API document. */
export const ALL_PLUGINS: ReadonlyArray<Plugin> = [
  systemPlugin,
  authPlugin,
  facilitiesPlugin,
  usersPlugin,
  peoplePlugin,
  ratingsPlugin,
  passesPlugin,
  waiversPlugin,
  courtsPlugin,
  scheduleRulesPlugin,
  reservationsPlugin,
  reservationCallsPlugin,
  agendaPlugin,
  teachersPlugin,
  packagesPlugin,
  clinicsPlugin,
  membershipsPlugin,
  shopPlugin,
  notesPlugin,
  groupsPlugin,
  sitePlugin,
  postsPlugin,
  announcementsPlugin,
  bannersPlugin,
  leaderboardsPlugin,
  marketplacePlugin,
  auditLogPlugin,
  insightsPlugin,
  alertsPlugin,
  keptMailPlugin,
  notificationsPlugin,
  pushPlugin,
  camerasPlugin,
  chatPlugin,
  doorsPlugin,
  outgoingWebhooksPlugin,
  seriesPlugin,
  slotWatchPlugin,
  peakDrawsPlugin,
  openPlayPlugin,
  competitionsPlugin,
  openGamesPlugin,
  partnerAppsPlugin,
  paymentsPlugin,
  couponsPlugin,
  cardsPlugin,
  terminalsPlugin,
  webhooksPlugin,
  bankTransfersPlugin,
  regionalPlugin,
  clubAccountsPlugin,
  credentialsPlugin,
  frontDeskPlugin,
]

/** Plugins the server cannot run without, whatever PLUGINS says. */
const CORE = new Set(["system", "auth"])

/** The plugins to enable for `names` (undefined: all), core ones always included. */
export const selectPlugins = (
  names: ReadonlyArray<string> | undefined,
  available: ReadonlyArray<Plugin> = ALL_PLUGINS,
) => {
  if (names === undefined) return { plugins: available, unknown: [] as ReadonlyArray<string> }
  const known = new Set(available.map((p) => p.name))
  const unknown = names.filter((n) => !known.has(n))
  const wanted = new Set([...names, ...CORE])
  return { plugins: available.filter((p) => wanted.has(p.name)), unknown }
}
