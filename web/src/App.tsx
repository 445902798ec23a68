import { Anchor, Badge, Burger, Button, Drawer, Group, Loader, Select, Stack } from "@mantine/core"
import { useDisclosure } from "@mantine/hooks"
import { BrowserRouter, Link, Route, Routes, useNavigate } from "react-router"
import { isStaff, MANAGER_ROLES } from "../../engine/roles"
import { signOut } from "./api/accounts"
import { type ComponentType, lazy, Suspense } from "react"
import { Home } from "./pages/Home"
import { SignIn } from "./pages/SignIn"
import { ConfirmSignUp, SignUp } from "./pages/SignUp"
import { LANGUAGE_NAMES, LANGUAGES, type Language } from "../../engine/i18n/languages"
import { I18nProvider, type MessageId, useLanguage, useT } from "./i18n/I18n"
import { SessionProvider, useSession } from "./session"
import { ConsentNotice } from "./ui/ConsentNotice"
import { AppUpdate } from "./phone/AppUpdate"
import { InstallOffer } from "./phone/install"
import { OfflineNotice } from "./phone/OfflineNotice"
import { FlashProvider } from "./ui/flash"

/** A page loaded when first visited: a player's phone does not download the desk and manager screens. */
const page = <M,>(load: () => Promise<M>, name: keyof M) =>
  lazy(() => load().then((module) => ({ default: module[name] as ComponentType })))

const Account = page(() => import("./pages/Account"), "Account")
const Book = page(() => import("./pages/Book"), "Book")
const Clinics = page(() => import("./pages/Clinics"), "Clinics")
const Close = page(() => import("./pages/Close"), "Close")
const Insights = page(() => import("./pages/Insights"), "Insights")
const Series = page(() => import("./pages/Series"), "Series")
const Watches = page(() => import("./pages/Watches"), "Watches")
const Draws = page(() => import("./pages/Draws"), "Draws")
const DrawResult = page(() => import("./pages/Draws"), "DrawResult")
const OpenPlay = page(() => import("./pages/OpenPlay"), "OpenPlay")
const Competitions = page(() => import("./pages/Competitions"), "Competitions")
const Games = page(() => import("./pages/Games"), "Games")
const Consent = page(() => import("./pages/Consent"), "Consent")
const Desk = page(() => import("./pages/Desk"), "Desk")
const Family = page(() => import("./pages/Family"), "Family")
const Lessons = page(() => import("./pages/Lessons"), "Lessons")
const Manage = page(() => import("./pages/Manage"), "Manage")
const Membership = page(() => import("./pages/Membership"), "Membership")
const Members = page(() => import("./pages/Members"), "Members")
const MemberProfile = page(() => import("./pages/Members"), "MemberProfile")
const Reservations = page(() => import("./pages/Reservations"), "Reservations")
const Teaching = page(() => import("./pages/Teaching"), "Teaching")
const ResetPassword = page(() => import("./pages/ResetPassword"), "ResetPassword")
const Waivers = page(() => import("./pages/Waivers"), "Waivers")
const Shop = page(() => import("./pages/Shop"), "Shop")
const ClubPost = page(() => import("./pages/ClubPost"), "ClubPost")
const ClubHome = page(() => import("./pages/ClubHome"), "ClubHome")
const ClubAnnouncements = page(() => import("./pages/ClubAnnouncements"), "ClubAnnouncements")
const KeptMail = page(() => import("./pages/KeptMail"), "KeptMail")

/** The places a person can go: players', then staff's, then managers' screens. */
const useLinks = (): ReadonlyArray<{ to: string; label: MessageId }> => {
  const { session } = useSession()
  if (!session?.user) return []
  const roles = session.facilities.flatMap((f) => (f.role === null ? [] : [f.role]))
  const admin = session.user.is_platform_admin
  return [
    { to: "/book", label: "nav.book" },
    { to: "/reservations", label: "nav.reservations" },
    { to: "/lessons", label: "nav.lessons" },
    { to: "/clinics", label: "nav.clinics" },
    { to: "/membership", label: "nav.membership" },
    ...(roles.includes("teacher") ? [{ to: "/teaching", label: "nav.teaching" } as const] : []),
    { to: "/family", label: "nav.family" },
    { to: "/waivers", label: "nav.waivers" },
    ...(admin || roles.some(isStaff)
      ? ([
          { to: "/desk", label: "nav.desk" },
          { to: "/members", label: "nav.members" },
          { to: "/shop", label: "nav.shop" },
          { to: "/close", label: "nav.close" },
          { to: "/insights", label: "nav.insights" },
        ] as const)
      : []),
    ...(admin || roles.some((r) => MANAGER_ROLES.includes(r)) ? [{ to: "/manage", label: "nav.manage" } as const] : []),
    { to: "/account", label: "nav.account" },
  ]
}

/** The language picker: every screen, signed in or not (a signed-in person's choice is kept on their account). */
const LanguagePicker = () => {
  const t = useT()
  const { language, choose } = useLanguage()
  return (
    <Select
      aria-label={t("nav.language")}
      size="xs"
      w={150}
      data={LANGUAGES.map((l) => ({ value: l, label: LANGUAGE_NAMES[l] }))}
      value={language}
      onChange={(v) => v && void choose(v as Language)}
      allowDeselect={false}
      comboboxProps={{ withinPortal: true }}
    />
  )
}

const Header = () => {
  const { session, reload } = useSession()
  const navigate = useNavigate()
  const links = useLinks()
  const t = useT()
  const [opened, { toggle, close }] = useDisclosure(false)
  const out = () =>
    void signOut()
      .then(reload)
      .then(() => (close(), navigate("/")))
  const signedIn = session?.user !== null && session?.user !== undefined
  const anchors = (onClick?: () => void) =>
    links.map((l) => (
      <Anchor key={l.to} component={Link} to={l.to} onClick={onClick} className="top-link">
        {t(l.label)}
      </Anchor>
    ))
  return (
    <header className="top">
      <Link to="/" className="brand">
        {t("nav.brand")}
      </Link>
      {session?.demo &&
        (session.user?.is_platform_admin ? (
          // The demo sends no mail: its owner reads what it kept.
          <Badge component={Link} to="/mail" color="yellow" title={t("nav.demoMailTitle")}>
            {t("nav.demoMail")}
          </Badge>
        ) : (
          <Badge color="yellow">{t("nav.demoMode")}</Badge>
        ))}
      {/* Nothing until the session is known: a signed-in person never sees "Sign in" flash by. */}
      {session === undefined ? null : signedIn ? (
        <>
          <Group component="nav" aria-label={t("nav.main")} gap="sm" wrap="nowrap" visibleFrom="lg" className="top-nav">
            {anchors()}
            <Button variant="subtle" size="compact-sm" onClick={out}>
              {t("nav.signOut")}
            </Button>
            <LanguagePicker />
          </Group>
          <Burger opened={opened} onClick={toggle} hiddenFrom="lg" aria-label={t("nav.menu")} className="top-nav" />
          <Drawer opened={opened} onClose={close} position="right" size="xs" title={t("nav.menu")} hiddenFrom="lg">
            <Stack component="nav" aria-label={t("nav.menuLinks")}>
              {anchors(close)}
              <Button variant="subtle" onClick={out}>
                {t("nav.signOut")}
              </Button>
              <LanguagePicker />
            </Stack>
          </Drawer>
        </>
      ) : (
        <nav className="top-nav">
          <Anchor component={Link} to="/sign-in">
            {t("nav.signIn")}
          </Anchor>
          <Anchor component={Link} to="/sign-up">
            {t("nav.signUp")}
          </Anchor>
          <LanguagePicker />
        </nav>
      )}
    </header>
  )
}

const Loading = () => <Loader aria-label={useT()("common.loading")} m="xl" />

const NotFound = () => {
  const t = useT()
  return (
    <main className="narrow">
      <h1>{t("common.notFound")}</h1>
      <Link to="/">{t("common.home")}</Link>
    </main>
  )
}

export const App = () => (
  <SessionProvider>
    <I18nProvider>
      {/* Inside the languages: a notice's close button is named in the reader's. */}
      <FlashProvider>
        <BrowserRouter>
          <Header />
          <OfflineNotice />
          <InstallOffer />
          <ConsentNotice />
          <AppUpdate />
          <Suspense fallback={<Loading />}>
            <Routes>
              <Route path="/" element={<Home />} />
              <Route path="/sign-in" element={<SignIn />} />
              <Route path="/sign-up" element={<SignUp />} />
              <Route path="/sign-up/confirm" element={<ConfirmSignUp />} />
              <Route path="/reset-password" element={<ResetPassword />} />
              <Route path="/account" element={<Account />} />
              <Route path="/book" element={<Book />} />
              <Route path="/reservations" element={<Reservations />} />
              <Route path="/lessons" element={<Lessons />} />
              <Route path="/clinics" element={<Clinics />} />
              <Route path="/membership" element={<Membership />} />
              <Route path="/teaching" element={<Teaching />} />
              <Route path="/family" element={<Family />} />
              <Route path="/waivers" element={<Waivers />} />
              <Route path="/desk" element={<Desk />} />
              <Route path="/members" element={<Members />} />
              <Route path="/shop" element={<Shop />} />
              <Route path="/close" element={<Close />} />
              <Route path="/insights" element={<Insights />} />
              <Route path="/series" element={<Series />} />
              <Route path="/watches" element={<Watches />} />
              <Route path="/draws" element={<Draws />} />
              <Route path="/draws/:facility/:draw" element={<DrawResult />} />
              <Route path="/open-play" element={<OpenPlay />} />
              <Route path="/competitions" element={<Competitions />} />
              <Route path="/games" element={<Games />} />
              <Route path="/oauth/authorize" element={<Consent />} />
              <Route path="/members/:id" element={<MemberProfile />} />
              <Route path="/manage/*" element={<Manage />} />
              <Route path="/mail" element={<KeptMail />} />
              <Route path="/clubs/:facilityId" element={<ClubHome />} />
              <Route path="/clubs/:facilityId/posts/:slug" element={<ClubPost />} />
              <Route path="/clubs/:facilityId/announcements" element={<ClubAnnouncements />} />
              <Route path="*" element={<NotFound />} />
            </Routes>
          </Suspense>
        </BrowserRouter>
      </FlashProvider>
    </I18nProvider>
  </SessionProvider>
)
