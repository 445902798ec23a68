import type { BankTransfersGroup } from "../../../adapters/http/plugins/bankTransfers"
import type { CardsGroup } from "../../../adapters/http/plugins/cards"
import type { RegionalGroup } from "../../../adapters/http/plugins/regional"
import type { TerminalsGroup } from "../../../adapters/http/plugins/terminals"
import { pathOf } from "./paths"
import { randomId, request, traceId } from "./request"
import type { Body, Success, WithDefaults } from "./typed"

/** Saved cards, card readers and payments on them, bank transfers, and the regional card provider. */

type C<N extends string> = Success<typeof CardsGroup, N>
type T<N extends string> = Success<typeof TerminalsGroup, N>
type B<N extends string> = Success<typeof BankTransfersGroup, N>
type R<N extends string> = Success<typeof RegionalGroup, N>

export const listCards = (userId: number, facilityId?: number) =>
  request<C<"list">>(pathOf("cards.list", { id: userId }), { params: { facility_id: facilityId } })
/** Keeps a card the provider's browser SDK turned into `token` (test mode: tok_visa, tok_mastercard…). */
export const addCard = (userId: number, card: WithDefaults<Body<typeof CardsGroup, "add">, "make_default">) =>
  request<C<"add">>(pathOf("cards.add", { id: userId }), { method: "POST", body: card })
export const deleteCard = (userId: number, cardId: number) =>
  request<C<"remove">>(pathOf("cards.remove", { id: userId, tokenId: cardId }), { method: "DELETE" })
export const setDefaultCard = (cardId: number) =>
  request<C<"setDefault">>(pathOf("cards.setDefault"), { method: "PUT", body: { card_id: cardId } })
export const deleteDefaultCard = (cardId: number) =>
  request<C<"removeChosen">>(pathOf("cards.removeChosen", {}, { card_id: cardId }), { method: "DELETE" })
/** Which ways the facility takes payment, and whether cards are in test mode. */
export const paymentProviders = (facilityId: number) =>
  request<C<"providers">>(pathOf("cards.providers", { id: facilityId }))

export const listTerminals = (facilityId: number, limit?: number) =>
  request<T<"list">>(pathOf("terminals.list", { id: facilityId }), { params: { limit } })
export const registerTerminal = (facilityId: number, reader: Body<typeof TerminalsGroup, "register">) =>
  request<T<"register">>(pathOf("terminals.register", { id: facilityId }), { method: "POST", body: reader })
export const terminalLocations = (facilityId: number) =>
  request<T<"locations">>(pathOf("terminals.locations", { id: facilityId }))
export const terminalConnectionToken = (facilityId: number, location?: string) =>
  request<T<"connectionToken">>(pathOf("terminals.connectionToken", { id: facilityId }), {
    params: { location },
  })
export const deleteTerminal = (facilityId: number, readerId: string | number) =>
  request<T<"remove">>(pathOf("terminals.remove", { id: facilityId, readerId }), { method: "DELETE" })
export const setDefaultTerminal = (facilityId: number, readerId: string) =>
  request<T<"setDefault">>(pathOf("terminals.setDefault", { id: facilityId }), {
    method: "PUT",
    body: { reader_id: readerId },
  })
/** Starts a card payment on a reader (the default one without device_id); capture it once the card is in. */
export const createCardPayment = (facilityId: number, payment: Body<typeof TerminalsGroup, "startPayment">) =>
  request<T<"startPayment">>(pathOf("terminals.startPayment", { id: facilityId }), { method: "POST", body: payment })
export const cardPayment = (facilityId: number, intent: string | number) =>
  request<T<"payment">>(pathOf("terminals.payment", { id: facilityId, intent }))
export const cancelCardPayment = (facilityId: number, intent: string | number) =>
  request<T<"cancelPayment">>(pathOf("terminals.cancelPayment", { id: facilityId, intent }), { method: "DELETE" })
export const captureCardPayment = (facilityId: number, intent: string) =>
  request<T<"capture">>(pathOf("terminals.capture", { id: facilityId }), {
    method: "POST",
    body: { payment_intent_id: intent },
  })
/** Stops what a reader is doing; a payment waiting on it fails. */
export const cancelDeviceAction = (readerId: string | number) =>
  request<T<"cancelDevice">>(pathOf("terminals.cancelDevice", { id: readerId }), { method: "DELETE" })
/** Test mode: a test card tapped on the reader. */
export const presentTestCard = (readerId: string | number) =>
  request<T<"presentTestCard">>(pathOf("terminals.presentTestCard", { id: readerId }), { method: "POST" })

export const listBankAccounts = (facilityId: number) =>
  request<B<"listBankAccounts">>(pathOf("bankTransfers.listBankAccounts", { id: facilityId }))
export const addBankAccount = (facilityId: number, account: Body<typeof BankTransfersGroup, "addBankAccount">) =>
  request<B<"addBankAccount">>(pathOf("bankTransfers.addBankAccount", { id: facilityId }), {
    method: "POST",
    body: account,
  })
export const deleteBankAccount = (facilityId: number, accountId: number) =>
  request<B<"removeBankAccount">>(
    pathOf("bankTransfers.removeBankAccount", { id: facilityId, bankAccountId: accountId }),
    { method: "DELETE" },
  )
export const listAchTokens = (query: { user_id?: number; facility_id?: number } = {}) =>
  request<B<"listAchTokens">>(pathOf("bankTransfers.listAchTokens"), { params: query })
/** Opens the provider's page where a player links their bank account. */
export const achLinkSession = (facilityId: number, userId?: number) =>
  request<B<"achSession">>(pathOf("bankTransfers.achSession"), {
    method: "POST",
    body: { facility_id: facilityId, ...(userId ? { user_id: userId } : {}) },
  })
export const createAchToken = (token: Body<typeof BankTransfersGroup, "addAchToken">) =>
  request<B<"addAchToken">>(pathOf("bankTransfers.addAchToken"), { method: "POST", body: token })
export const deleteAchToken = (id: number) =>
  request<B<"removeAchToken">>(pathOf("bankTransfers.removeAchToken", { id }), { method: "DELETE" })
export const adminAchTokens = (userId: number, facilityId: number) =>
  request<B<"adminAchTokens">>(pathOf("bankTransfers.adminAchTokens", { id: userId }), {
    params: { facility_id: facilityId },
  })
export const createAchTransaction = (transaction: Body<typeof BankTransfersGroup, "achTransaction">) =>
  request<B<"achTransaction">>(pathOf("bankTransfers.achTransaction"), {
    method: "POST",
    body: transaction,
    headers: { "Idempotency-Key": randomId() },
  })
export const reconcileAch = (facilityId: number) =>
  request<B<"reconcile">>(pathOf("bankTransfers.reconcile", { id: facilityId }), { method: "POST" })

/** Starts a card sign-up at the regional provider: its gateway token and the page to send the player to. */
export const createGatewaySession = (facilityId: number, provider = "oneclick") =>
  request<R<"session">>(pathOf("regional.session"), { method: "POST", body: { facility_id: facilityId, provider } })
/** What the provider posts back with the token; a client only calls it to finish a sign-up by hand. */
export const receivedTokenPair = (token: string | number) =>
  request<R<"receivedTokenPair">>(pathOf("regional.receivedTokenPair"), {
    method: "POST",
    body: { TBK_TOKEN: String(token) },
    headers: { Accept: "application/json" },
  })
/** Charges a signed-up card for a reservation at the regional provider `key`, with a fresh trace id. */
export const regionalTokenOrder = (key: "oneclick", order: Body<typeof RegionalGroup, "tokenOrder_oneclick">) =>
  request<R<"tokenOrder_oneclick">>(pathOf(`regional.tokenOrder_${key}`), {
    method: "POST",
    body: order,
    headers: { "X-Trace-Id": traceId() },
  })
