import type { TokenScope } from "../../../engine/roles"
import type { AuthGroup, SessionInfo } from "../../../adapters/http/plugins/auth"
import { pathOf } from "./paths"
import { request, setCsrfToken } from "./request"
import type { Success } from "./typed"
import { forgetSavedData, savedDataFor } from "../phone/savedData"

export type Session = typeof SessionInfo.Type

const remember = (session: Session) => {
  setCsrfToken(session.csrf_token)
  savedDataFor(session.user?.id)
  return session
}

export const getSession = () => request<Session>(pathOf("auth.session")).then(remember)

export const signIn = (email: string, password: string) =>
  request<Session>(pathOf("auth.signIn"), { method: "POST", body: { email, password } }).then(remember)

export const signUp = (details: {
  email: string
  password: string
  first_name: string
  last_name: string
  phone?: string | null
}) => request<{ message: string }>(pathOf("auth.signUp"), { method: "POST", body: details })

/** Opens the link a sign-up mailed: the account is made and signed in. */
export const confirmSignUp = (token: string) =>
  request<Session>(pathOf("auth.confirmSignUp"), { method: "POST", body: { token } }).then(remember)

export const signOut = () =>
  request<void>(pathOf("auth.signOut"), { method: "DELETE" }).then(async () => {
    setCsrfToken(null)
    await forgetSavedData()
  })

export const changePassword = (current_password: string, password: string) =>
  request<void>(pathOf("auth.changePassword"), { method: "PUT", body: { current_password, password } })

export const requestPasswordReset = (email: string) =>
  request<void>(pathOf("auth.forgotPassword"), { method: "POST", body: { email } })

export const resetPassword = (token: string, password: string) =>
  request<void>(pathOf("auth.resetPassword"), { method: "POST", body: { token, password } })

type A<N extends string> = Success<typeof AuthGroup, N>

export const listApiTokens = () => request<A<"listApiTokens">>(pathOf("auth.listApiTokens"))
export const createApiToken = (name: string, scope?: TokenScope) =>
  request<A<"createApiToken">>(pathOf("auth.createApiToken"), { method: "POST", body: { name, scope } })
export const revokeApiToken = (id: number) =>
  request<A<"revokeApiToken">>(pathOf("auth.revokeApiToken", { id }), { method: "DELETE" })
