import { createContext, type ReactNode, useCallback, useContext, useEffect, useState } from "react"
import { getSession, type Session } from "./api/accounts"

interface SessionState {
  readonly session: Session | undefined
  readonly setSession: (session: Session) => void
  readonly reload: () => Promise<void>
}

const SessionContext = createContext<SessionState | undefined>(undefined)

export const SessionProvider = ({ children }: { children: ReactNode }) => {
  const [session, setSession] = useState<Session>()
  const reload = useCallback(() => getSession().then(setSession), [])
  useEffect(() => {
    void reload()
  }, [reload])
  return <SessionContext.Provider value={{ session, setSession, reload }}>{children}</SessionContext.Provider>
}

export const useSession = () => {
  const state = useContext(SessionContext)
  if (state === undefined) throw new Error("useSession needs a SessionProvider")
  return state
}
