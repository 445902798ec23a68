import { Effect } from "effect"
import { Mailer, type MailAttachment } from "../mailer"
import type { NotificationKind } from "../notifications"
import { NotificationsRepo, PeopleRepo } from "../ports"

/** A mail to a person about something that happened to them. */
export interface Letter {
  readonly subject: string
  /** What follows "Hello {name},": written of the person, so a guardian reading it for a child understands it. */
  readonly text: string
  /** The kind a recipient may turn off (their notification settings); none: always sent. */
  readonly kind?: NotificationKind | undefined
  /** Its own Message-ID: the same letter sent again after a crash is recognisably the same. */
  readonly messageId?: string | undefined
  readonly attachments?: ReadonlyArray<MailAttachment> | undefined
}

/**
 * Telling people by mail, one way for every area: to the person, or to the guardians who handle a
 * child without an address; what a recipient turned off is not sent; a mail that cannot go is
 * logged, never the failure of what it tells of.
 */
export class Letters extends Effect.Service<Letters>()("venue/Letters", {
  effect: Effect.gen(function* () {
    const people = yield* PeopleRepo
    const notices = yield* NotificationsRepo
    const mailer = yield* Mailer

    /** Sends `letter` about `userId`; how many it went to. */
    const tell = (userId: number, letter: Letter) =>
      Effect.gen(function* () {
        let sent = 0
        for (const to of yield* people.mailRecipients(userId)) {
          if (letter.kind !== undefined && (yield* notices.settings(to.user_id)).muted.includes(letter.kind)) continue
          yield* mailer.send({
            to: to.email,
            subject: letter.subject,
            text: `Hello ${to.name},\n\n${letter.text}`,
            ...(letter.messageId === undefined ? {} : { messageId: letter.messageId }),
            ...(letter.attachments === undefined ? {} : { attachments: letter.attachments }),
          })
          sent += 1
        }
        return sent
      }).pipe(Effect.catchAll((e) => Effect.as(Effect.logWarning(`"${letter.subject}" was not sent: ${e.message}`), 0)))

    return { tell }
  }),
}) {}
