import { HttpApiBuilder, HttpApiEndpoint } from "@effect/platform"
import { Effect, Schema } from "effect"
import { ChatSync } from "../../../engine/chat/service"
import { asCaller } from "../actor"
import { Authn } from "../authn"
import { apiGroup } from "../errors"
import { apiOf, type Plugin } from "../plugin"
import { Policy, PolicyTag } from "../policy"
import { IdParam } from "../schemas"

const ChatUser = Schema.Struct({
  chat_user_id: Schema.String,
  name: Schema.String,
  /** What the person's app connects to chat with (signed by the chat provider's secret). */
  token: Schema.String,
})

export const ChatGroup = apiGroup("chat")
  .add(
    HttpApiEndpoint.put("syncChatUser", "/api/users/:id/sync_chat_user")
      .setPath(Schema.Struct({ id: IdParam }))
      .addSuccess(ChatUser)
      .annotate(PolicyTag, Policy.selfOrGuardian()),
  )
  .middleware(Authn)

const ChatLive = HttpApiBuilder.group(apiOf(ChatGroup), "chat", (handlers) =>
  handlers.handle("syncChatUser", ({ path }) => asCaller(Effect.flatMap(ChatSync, (chat) => chat.sync(path.id)))),
)

export const chatPlugin: Plugin = {
  name: "chat",
  description: "A person's profile put into the chat provider, and their token to connect with.",
  group: ChatGroup,
  handlers: ChatLive,
}
