import { Anchor, Badge, Burger, Button, Drawer, Group, Loader, Stack } from "@mantine/core"
import { useDisclosure } from "@mantine/hooks"
import { BrowserRouter, Link, Route, Routes, useNavigate } from "react-router"
import { isStaff, MANAGER_ROLES } from "../../engine/roles"
import { signOut } from "./api/accounts"
import { type ComponentType, lazy, Suspense } from "react"
import { Home } from "./pages/Home"
import { SignIn } from "./pages/SignIn"
import { ConfirmSignUp, SignUp } from "./pages/SignUp"
import { SessionProvider, useSession } from "./session"
import { ConsentNotice } from "./ui/ConsentNotice"

/** A page loaded when first visited: a player's phone does not download the desk and manager screens. */
const page = <M,>(load: () => Promise<M>, name: keyof M) =>
  lazy(() => load().then((module) => ({ default: module[name] as ComponentType })))

const Account = page(() => import("./pages/Account"), "Account")
const Book = page(() => import("./pages/Book"), "Book")
const Clinics = page(() => import("./pages/Clinics"), "Clinics")
const Close = page(() => import("./pages/Close"), "Close")
const Series = page(() => import("./pages/Series"), "Series")
const Watches = page(() => import("./pages/Watches"), "Watches")
const Draws = page(() => import("./pages/Draws"), "Draws")
const DrawResult = page(() => import("./pages/Draws"), "DrawResult")
const OpenPlay = page(() => import("./pages/OpenPlay"), "OpenPlay")
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
const useLinks = () => {
  const { session } = useSession()
  if (!session?.user) return []
  const roles = session.facilities.flatMap((f) => (f.role === null ? [] : [f.role]))
  const admin = session.user.is_platform_admin
  return [
    { to: "/book", label: "Book" },
    { to: "/reservations", label: "Reservations" },
    { to: "/lessons", label: "Lessons" },
    { to: "/clinics", label: "Clinics" },
    { to: "/membership", label: "Membership" },
    ...(roles.includes("teacher") ? [{ to: "/teaching", label: "Teaching" }] : []),
    { to: "/family", label: "Family" },
    { to: "/waivers", label: "Waivers" },
    ...(admin || roles.some(isStaff)
      ? [
          { to: "/desk", label: "Front desk" },
          { to: "/members", label: "Members" },
          { to: "/shop", label: "Pro shop" },
          { to: "/close", label: "Daily close" },
        ]
      : []),
    ...(admin || roles.some((r) => MANAGER_ROLES.includes(r)) ? [{ to: "/manage", label: "Manage" }] : []),
    { to: "/account", label: "Account" },
  ]
}

const Header = () => {
  const { session, reload } = useSession()
  const navigate = useNavigate()
  const links = useLinks()
  const [opened, { toggle, close }] = useDisclosure(false)
  const out = () =>
    void signOut()
      .then(reload)
      .then(() => (close(), navigate("/")))
  const signedIn = session?.user !== null && session?.user !== undefined
  const anchors = (onClick?: () => void) =>
    links.map((l) => (
      <Anchor key={l.to} component={Link} to={l.to} onClick={onClick} className="top-link">
        {l.label}
      </Anchor>
    ))
  return (
    <header className="top">
      <Link to="/" className="brand">
        Venue
      </Link>
      {session?.demo &&
        (session.user?.is_platform_admin ? (
          // The demo sends no mail: its owner reads what it kept.
          <Badge component={Link} to="/mail" color="yellow" variant="light" title="Read the mail the demo kept">
            Demo · mail
          </Badge>
        ) : (
          <Badge color="yellow" variant="light">
            Demo mode
          </Badge>
        ))}
      {/* Nothing until the session is known: a signed-in person never sees "Sign in" flash by. */}
      {session === undefined ? null : signedIn ? (
        <>
          <Group component="nav" aria-label="Main" gap="sm" wrap="nowrap" visibleFrom="lg" className="top-nav">
            {anchors()}
            <Button variant="subtle" size="compact-sm" onClick={out}>
              Sign out
            </Button>
          </Group>
          <Burger opened={opened} onClick={toggle} hiddenFrom="lg" aria-label="Menu" className="top-nav" />
          <Drawer opened={opened} onClose={close} position="right" size="xs" title="Menu" hiddenFrom="lg">
            <Stack component="nav" aria-label="Menu links">
              {anchors(close)}
              <Button variant="subtle" onClick={out}>
                Sign out
              </Button>
            </Stack>
          </Drawer>
        </>
      ) : (
        <nav className="top-nav">
          <Anchor component={Link} to="/sign-in">
            Sign in
          </Anchor>
          <Anchor component={Link} to="/sign-up">
            Sign up
          </Anchor>
        </nav>
      )}
    </header>
  )
}

export const App = () => (
  <SessionProvider>
    <BrowserRouter>
      <Header />
      <ConsentNotice />
      <Suspense fallback={<Loader aria-label="Loading" m="xl" />}>
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
          <Route path="/series" element={<Series />} />
          <Route path="/watches" element={<Watches />} />
          <Route path="/draws" element={<Draws />} />
          <Route path="/draws/:facility/:draw" element={<DrawResult />} />
          <Route path="/open-play" element={<OpenPlay />} />
          <Route path="/games" element={<Games />} />
          <Route path="/oauth/authorize" element={<Consent />} />
          <Route path="/members/:id" element={<MemberProfile />} />
          <Route path="/manage/*" element={<Manage />} />
          <Route path="/mail" element={<KeptMail />} />
          <Route path="/clubs/:facilityId" element={<ClubHome />} />
          <Route path="/clubs/:facilityId/posts/:slug" element={<ClubPost />} />
          <Route path="/clubs/:facilityId/announcements" element={<ClubAnnouncements />} />
          <Route
            path="*"
            element={
              <main className="narrow">
                <h1>Not found</h1>
                <Link to="/">Home</Link>
              </main>
            }
          />
        </Routes>
      </Suspense>
    </BrowserRouter>
  </SessionProvider>
)
