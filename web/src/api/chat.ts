import type { ChatGroup } from "../../../adapters/http/plugins/chat"
import { pathOf } from "./paths"
import { request } from "./request"
import type { Success } from "./typed"

/** Puts the person into the chat provider and answers the token their app connects with. */
export const syncChatUser = (userId: number) =>
  request<Success<typeof ChatGroup, "syncChatUser">>(pathOf("chat.syncChatUser", { id: userId }), { method: "PUT" })
