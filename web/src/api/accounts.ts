import type { TokenScope } from "../../../engine/roles"
import type { AuthGroup, SessionInfo } from "../../../adapters/http/plugins/auth"
import { request, setCsrfToken } from "./request"
import type { Success } from "./typed"

export type Session = typeof SessionInfo.Type

const remember = (session: Session) => {
  setCsrfToken(session.csrf_token)
  return session
}

export const getSession = () => request<Session>("/api/session").then(remember)

export const signIn = (email: string, password: string) =>
  request<Session>("/api/sign_in", { method: "POST", body: { email, password } }).then(remember)

export const signUp = (details: {
  email: string
  password: string
  first_name: string
  last_name: string
  phone?: string | null
}) => request<{ message: string }>("/api/sign_up", { method: "POST", body: details })

/** Opens the link a sign-up mailed: the account is made and signed in. */
export const confirmSignUp = (token: string) =>
  request<Session>("/api/sign_up/confirm", { method: "POST", body: { token } }).then(remember)

export const signOut = () => request<void>("/api/sign_out", { method: "DELETE" }).then(() => setCsrfToken(null))

export const changePassword = (current_password: string, password: string) =>
  request<void>("/api/password", { method: "PUT", body: { current_password, password } })

export const requestPasswordReset = (email: string) =>
  request<void>("/api/password/forgot", { method: "POST", body: { email } })

export const resetPassword = (token: string, password: string) =>
  request<void>("/api/password/reset", { method: "POST", body: { token, password } })

type A<N extends string> = Success<typeof AuthGroup, N>

export const listApiTokens = () => request<A<"listApiTokens">>("/api/api_tokens")
export const createApiToken = (name: string, scope?: TokenScope) =>
  request<A<"createApiToken">>("/api/api_tokens", { method: "POST", body: { name, scope } })
export const revokeApiToken = (id: number) =>
  request<A<"revokeApiToken">>(`/api/api_tokens/${id}`, { method: "DELETE" })
