import type { ChatGroup } from "../../../adapters/http/plugins/chat"
import { request } from "./request"
import type { Success } from "./typed"

/** Puts the person into the chat provider and answers the token their app connects with. */
export const syncChatUser = (userId: number) =>
  request<Success<typeof ChatGroup, "syncChatUser">>(`/api/users/${userId}/sync_chat_user`, { method: "PUT" })
