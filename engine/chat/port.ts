import { Context, type Effect } from "effect"
import type { ChatUnavailable, ChatUser } from "./rules"

/** The chat provider: keeps its users in step with ours and signs a person's token to connect with. */
export class ChatDirectory extends Context.Tag("venue/ChatDirectory")<
  ChatDirectory,
  { readonly upsert: (user: ChatUser) => Effect.Effect<{ readonly token: string }, ChatUnavailable> }
>() {}
