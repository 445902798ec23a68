import { Effect, Layer } from "effect"
import type { StreamChat } from "stream-chat"
import { ChatUnavailable } from "../../../engine/chat/rules"
import { ChatDirectory } from "../../../engine/chat/port"
import { fakeStreamChat } from "./fakeServer"
import { namedExports } from "../../commonJs"

const DEMO = { apiKey: "demo-chat-key", apiSecret: "demo-chat-secret-that-signs-tokens" }

/**
 * Stream Chat through its official server-side SDK: users upserted, user tokens signed with the app
 * secret. The SDK (a megabyte with its HTTP client) is loaded at the first chat, not at each start.
 */
export const StreamChatDirectory = (options: {
  readonly apiKey: string
  readonly apiSecret: string
  readonly url: string | undefined
}) =>
  Layer.sync(ChatDirectory, () => {
    let client: Promise<StreamChat> | undefined
    const clientOf = () =>
      (client ??= import("stream-chat").then(namedExports).then(
        ({ StreamChat: Sdk }) =>
          new Sdk(options.apiKey, options.apiSecret, {
            timeout: 5000,
            ...(options.url === undefined ? {} : { baseURL: options.url }),
          }),
      ))
    return ChatDirectory.of({
      upsert: (user) =>
        Effect.tryPromise({
          try: async () => {
            const client = await clientOf()
            await client.upsertUser({ id: user.id, name: user.name })
            return { token: client.createToken(user.id) }
          },
          catch: (error) =>
            new ChatUnavailable({
              message: `The chat service did not take the profile: ${error instanceof Error ? error.message : String(error)}`,
            }),
        }),
    })
  })

const ChatUnconfigured = Layer.succeed(
  ChatDirectory,
  ChatDirectory.of({
    upsert: () =>
      Effect.fail(
        new ChatUnavailable({ message: "Chat is not set up on this server (CHAT_API_KEY, CHAT_API_SECRET)." }),
      ),
  }),
)

/** Chat as configured: Stream with CHAT_API_KEY and CHAT_API_SECRET, else its fake in demo mode, else none. */
export const ChatLive = (config: {
  readonly chat: { readonly apiKey: string; readonly apiSecret: string; readonly url: string | undefined } | undefined
  readonly demo: boolean
}) =>
  config.chat !== undefined
    ? StreamChatDirectory(config.chat)
    : config.demo
      ? Layer.unwrapScoped(
          Effect.map(fakeStreamChat(DEMO.apiKey, DEMO.apiSecret), (fake) =>
            StreamChatDirectory({ ...DEMO, url: fake.url }),
          ),
        )
      : ChatUnconfigured
