import { withSpans } from "../spans"
import { Effect } from "effect"
import { requireSelfOrGuardian } from "../access"
import { chatUserId } from "./rules"
import { ChatDirectory } from "./port"
import { notFound, unprocessable } from "../errors"
import { PeopleRepo } from "../people/port"

/**
 * The API's `sync_chat_user`: a person's profile put into the chat provider (made or updated), and a
 * token the person's app connects to chat with. Only the person, or a guardian for their child.
 */
export class ChatSync extends Effect.Service<ChatSync>()("venue/ChatSync", {
  effect: Effect.gen(function* () {
    const people = yield* PeopleRepo
    const chat = yield* ChatDirectory

    const sync = (userId: number) =>
      Effect.gen(function* () {
        yield* requireSelfOrGuardian(userId, "Only the person, or a guardian for a child, connects them to chat.")
        const name = yield* people.nameOf(userId)
        if (name === undefined) return yield* Effect.fail(notFound("User"))
        const user = { id: chatUserId(userId), name }
        const { token } = yield* chat
          .upsert(user)
          .pipe(Effect.catchTag("ChatUnavailable", (e) => Effect.fail(unprocessable(e.message))))
        return { chat_user_id: user.id, name, token }
      })

    return withSpans("ChatSync", { sync })
  }),
}) {}
