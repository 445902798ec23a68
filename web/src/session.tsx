import { createContext, type ReactNode, useCallback, useContext, useEffect, useState } from "react"
import { getSession, type Session } from "./api/accounts"
import { MANAGER_ROLES } from "../../engine/roles"

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

/** Whether the signed-in person manages the facility: refunds and waived fees are theirs to give. */
export const useManages = (facilityId: number) => {
  const { session } = useSession()
  return (
    session?.user?.is_platform_admin === true ||
    session?.facilities.some((f) => f.id === facilityId && f.role !== null && MANAGER_ROLES.includes(f.role)) === true
  )
}
