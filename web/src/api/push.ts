import type { PushGroup } from "../../../adapters/http/plugins/push"
import { pathOf } from "./paths"
import { request } from "./request"
import type { Body, Success } from "./typed"

type S<N extends string> = Success<typeof PushGroup, N>

export type PushSubscriptionView = S<"subscribePush">

/** The platform's public key, which a browser subscribes with. */
export const pushKey = () => request<S<"pushKey">>(pathOf("push.pushKey"))
/** The caller's devices that receive pushes, and for what. */
export const pushSubscriptions = () => request<S<"pushSubscriptions">>(pathOf("push.pushSubscriptions"))
export const subscribePush = (body: Body<typeof PushGroup, "subscribePush">) =>
  request<PushSubscriptionView>(pathOf("push.subscribePush"), { method: "POST", body })
export const changePushTopics = (id: number, body: Body<typeof PushGroup, "changePushTopics">) =>
  request<PushSubscriptionView>(pathOf("push.changePushTopics", { id }), { method: "PUT", body })
export const unsubscribePush = (id: number) =>
  request<void>(pathOf("push.unsubscribePush", { id }), { method: "DELETE" })
/** Demo mode: what the demo's phone received (for the platform's admins). */
export const demoPhone = () => request<S<"demoPhone">>(pathOf("push.demoPhone"))
