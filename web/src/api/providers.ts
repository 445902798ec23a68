import type { BankTransfersGroup } from "../../../adapters/http/plugins/bankTransfers"
import type { CardsGroup } from "../../../adapters/http/plugins/cards"
import type { RegionalGroup } from "../../../adapters/http/plugins/regional"
import type { TerminalsGroup } from "../../../adapters/http/plugins/terminals"
import { randomId, request, traceId, withParams } from "./request"
import type { Body, Success, WithDefaults } from "./typed"

/** Saved cards, card readers and payments on them, bank transfers, and the regional card provider. */

type C<N extends string> = Success<typeof CardsGroup, N>
type T<N extends string> = Success<typeof TerminalsGroup, N>
type B<N extends string> = Success<typeof BankTransfersGroup, N>
type R<N extends string> = Success<typeof RegionalGroup, N>

export const listCards = (userId: number, facilityId?: number) =>
  request<C<"list">>(`/api/users/${userId}/cards`, { params: { facility_id: facilityId } })
/** Keeps a card the provider's browser SDK turned into `token` (test mode: tok_visa, tok_mastercard…). */
export const addCard = (userId: number, card: WithDefaults<Body<typeof CardsGroup, "add">, "make_default">) =>
  request<C<"add">>(`/api/users/${userId}/add_card`, { method: "POST", body: card })
export const deleteCard = (userId: number, cardId: number) =>
  request<C<"remove">>(`/api/users/${userId}/cards/${cardId}`, { method: "DELETE" })
export const setDefaultCard = (cardId: number) =>
  request<C<"setDefault">>("/api/cards/default", { method: "PUT", body: { card_id: cardId } })
export const deleteDefaultCard = (cardId: number) =>
  request<C<"removeChosen">>(withParams("/api/cards/delete", { card_id: cardId }), { method: "DELETE" })
/** Which ways the facility takes payment, and whether cards are in test mode. */
export const paymentProviders = (facilityId: number) =>
  request<C<"providers">>(`/api/facilities/${facilityId}/payment_providers`)

export const listTerminals = (facilityId: number, limit?: number) =>
  request<T<"list">>(`/api/facilities/${facilityId}/stripe_terminals`, { params: { limit } })
export const registerTerminal = (facilityId: number, reader: Body<typeof TerminalsGroup, "register">) =>
  request<T<"register">>(`/api/facilities/${facilityId}/stripe_terminals`, { method: "POST", body: reader })
export const terminalLocations = (facilityId: number) =>
  request<T<"locations">>(`/api/facilities/${facilityId}/stripe_terminals/locations`)
export const terminalConnectionToken = (facilityId: number, location?: string) =>
  request<T<"connectionToken">>(`/api/facilities/${facilityId}/stripe_terminals/connection_token`, {
    params: { location },
  })
export const deleteTerminal = (facilityId: number, readerId: string | number) =>
  request<T<"remove">>(`/api/facilities/${facilityId}/stripe_terminals/${readerId}`, { method: "DELETE" })
export const setDefaultTerminal = (facilityId: number, readerId: string) =>
  request<T<"setDefault">>(`/api/facilities/${facilityId}/stripe_terminals/set_default`, {
    method: "PUT",
    body: { reader_id: readerId },
  })
/** Starts a card payment on a reader (the default one without device_id); capture it once the card is in. */
export const createCardPayment = (facilityId: number, payment: Body<typeof TerminalsGroup, "startPayment">) =>
  request<T<"startPayment">>(`/api/facilities/${facilityId}/stripe_payments`, { method: "POST", body: payment })
export const cardPayment = (facilityId: number, intent: string | number) =>
  request<T<"payment">>(`/api/facilities/${facilityId}/stripe_payments/${intent}`)
export const cancelCardPayment = (facilityId: number, intent: string | number) =>
  request<T<"cancelPayment">>(`/api/facilities/${facilityId}/stripe_payments/${intent}`, { method: "DELETE" })
export const captureCardPayment = (facilityId: number, intent: string) =>
  request<T<"capture">>(`/api/facilities/${facilityId}/stripe_payments/capture`, {
    method: "POST",
    body: { payment_intent_id: intent },
  })
/** Stops what a reader is doing; a payment waiting on it fails. */
export const cancelDeviceAction = (readerId: string | number) =>
  request<T<"cancelDevice">>(`/api/devices/${readerId}/cancel`, { method: "DELETE" })
/** Test mode: a test card tapped on the reader. */
export const presentTestCard = (readerId: string | number) =>
  request<T<"presentTestCard">>(`/api/devices/${readerId}/present_test_card`, { method: "POST" })

export const listBankAccounts = (facilityId: number) =>
  request<B<"listBankAccounts">>(`/api/facilities/${facilityId}/bank_accounts`)
export const addBankAccount = (facilityId: number, account: Body<typeof BankTransfersGroup, "addBankAccount">) =>
  request<B<"addBankAccount">>(`/api/facilities/${facilityId}/bank_accounts`, { method: "POST", body: account })
export const deleteBankAccount = (facilityId: number, accountId: number) =>
  request<B<"removeBankAccount">>(`/api/facilities/${facilityId}/bank_accounts/${accountId}`, { method: "DELETE" })
export const listAchTokens = (query: { user_id?: number; facility_id?: number } = {}) =>
  request<B<"listAchTokens">>("/api/ach_tokens", { params: query })
/** Opens the provider's page where a player links their bank account. */
export const achLinkSession = (facilityId: number, userId?: number) =>
  request<B<"achSession">>("/api/ach_tokens/session", {
    method: "POST",
    body: { facility_id: facilityId, ...(userId ? { user_id: userId } : {}) },
  })
export const createAchToken = (token: Body<typeof BankTransfersGroup, "addAchToken">) =>
  request<B<"addAchToken">>("/api/ach_tokens", { method: "POST", body: token })
export const deleteAchToken = (id: number) =>
  request<B<"removeAchToken">>(`/api/ach_tokens/${id}`, { method: "DELETE" })
export const adminAchTokens = (userId: number, facilityId: number) =>
  request<B<"adminAchTokens">>(`/api/users/${userId}/admin_ach_tokens`, { params: { facility_id: facilityId } })
export const createAchTransaction = (transaction: Body<typeof BankTransfersGroup, "achTransaction">) =>
  request<B<"achTransaction">>("/api/ach_transactions", {
    method: "POST",
    body: transaction,
    headers: { "Idempotency-Key": randomId() },
  })
export const reconcileAch = (facilityId: number) =>
  request<B<"reconcile">>(`/api/facilities/${facilityId}/ach_reconcile`, { method: "POST" })

/** Starts a card sign-up at the regional provider: its gateway token and the page to send the player to. */
export const createGatewaySession = (facilityId: number, provider = "oneclick") =>
  request<R<"session">>("/api/sessions", { method: "POST", body: { facility_id: facilityId, provider } })
/** What the provider posts back with the token; a client only calls it to finish a sign-up by hand. */
export const receivedTokenPair = (token: string | number) =>
  request<R<"receivedTokenPair">>("/api/webhooks/received_token_pair", {
    method: "POST",
    body: { TBK_TOKEN: String(token) },
    headers: { Accept: "application/json" },
  })
/** Charges a signed-up card for a reservation at the regional provider `key`, with a fresh trace id. */
export const regionalTokenOrder = (key: string | number, order: Body<typeof RegionalGroup, "tokenOrder_oneclick">) =>
  request<R<"tokenOrder_oneclick">>(`/api/${key}_payments/token_order`, {
    method: "POST",
    body: order,
    headers: { "X-Trace-Id": traceId() },
  })
