import { Data } from "effect"

export class ChatUnavailable extends Data.TaggedError("ChatUnavailable")<{ readonly message: string }> {}

/** A person as the chat provider knows them. */
export interface ChatUser {
  /** The chat provider's id of the person: stable, derived from ours. */
  readonly id: string
  readonly name: string
}

/** The chat provider's id of a person of ours. */
export const chatUserId = (userId: number) => `venue-${userId}`
