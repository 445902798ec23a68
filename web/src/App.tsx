import { Anchor, Badge, Button } from "@mantine/core"
import { BrowserRouter, Link, Route, Routes, useNavigate } from "react-router"
import { signOut } from "./api/accounts"
import { Account } from "./pages/Account"
import { Home } from "./pages/Home"
import { ResetPassword } from "./pages/ResetPassword"
import { SignIn } from "./pages/SignIn"
import { SignUp } from "./pages/SignUp"
import { SessionProvider, useSession } from "./session"

const Header = () => {
  const { session, reload } = useSession()
  const navigate = useNavigate()
  return (
    <header className="top">
      <Link to="/" className="brand">
        Venue
      </Link>
      {session?.demo && (
        <Badge color="yellow" variant="light">
          Demo mode
        </Badge>
      )}
      <nav>
        {session?.user ? (
          <>
            <Anchor component={Link} to="/account">
              Account
            </Anchor>
            <Button
              variant="subtle"
              size="compact-sm"
              onClick={() =>
                void signOut()
                  .then(reload)
                  .then(() => navigate("/"))
              }
            >
              Sign out
            </Button>
          </>
        ) : (
          <>
            <Anchor component={Link} to="/sign-in">
              Sign in
            </Anchor>
            <Anchor component={Link} to="/sign-up">
              Sign up
            </Anchor>
          </>
        )}
      </nav>
    </header>
  )
}

export const App = () => (
  <SessionProvider>
    <BrowserRouter>
      <Header />
      <Routes>
        <Route path="/" element={<Home />} />
        <Route path="/sign-in" element={<SignIn />} />
        <Route path="/sign-up" element={<SignUp />} />
        <Route path="/reset-password" element={<ResetPassword />} />
        <Route path="/account" element={<Account />} />
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
    </BrowserRouter>
  </SessionProvider>
)
