import { withSpans } from "../spans"
import { Effect, Option } from "effect"
import { languageOf, type Language } from "../i18n/languages"
import { Mailer, type MailAttachment } from "./mailer"
import { type MailSay, mailWords } from "./mailWords"
import type { NotificationKind } from "../notifications/rules"
import { FacilitiesRepo } from "../facilities/port"
import { NotificationsRepo } from "../notifications/port"
import { PeopleRepo } from "../people/port"
import { PushRepo } from "../push/port"
import { type PushTopic, pushLine } from "../push/rules"

/** A mail's words for one reader: `say` speaks the mail catalogues in their language. */
export type Worded = (say: MailSay, language: Language) => string

/** A mail to a person about something that happened to them. */
export interface Letter {
  readonly subject: string | Worded
  /** What follows "Hello {name},": written of the person, so a guardian reading it for a child understands it. */
  readonly text: string | Worded
  /** The club it is from: a reader who set no language of their own reads it in the club's. */
  readonly facilityId?: number | undefined
  /** The kind a recipient may turn off (their notification settings); none: always sent. */
  readonly kind?: NotificationKind | undefined
  /** Its own Message-ID: the same letter sent again after a crash is recognisably the same. */
  readonly messageId?: string | undefined
  readonly attachments?: ReadonlyArray<MailAttachment> | undefined
  /**
   * Also pushed, once per `key`, to the reader's devices that chose `topic` (whatever mail they
   * turned off): the subject as its title, the first paragraph as its line; a tap opens `path`.
   */
  readonly push?: { readonly topic: PushTopic; readonly key: string; readonly path: string } | undefined
}

/**
 * Telling people by mail, one way for every area: to the person, or to the guardians who handle a
 * child without an address, each in their own language (else the club's); what a recipient turned
 * off is not sent; a mail that cannot go is logged, never the failure of what it tells of.
 */
export class Letters extends Effect.Service<Letters>()("venue/Letters", {
  effect: Effect.gen(function* () {
    const people = yield* PeopleRepo
    const notices = yield* NotificationsRepo
    const facilities = yield* FacilitiesRepo
    const mailer = yield* Mailer
    const pushes = yield* PushRepo

    /** Sends `letter` about `userId`; how many it went to. */
    const tell = (userId: number, letter: Letter) =>
      Effect.gen(function* () {
        let sent = 0
        const club =
          letter.facilityId === undefined
            ? undefined
            : Option.getOrUndefined(yield* facilities.find(letter.facilityId))?.language
        for (const to of yield* people.mailRecipients(userId)) {
          const language = languageOf(to.language ?? club ?? "en") ?? "en"
          const say = mailWords(language)
          const words = (part: string | Worded) => (typeof part === "string" ? part : part(say, language))
          if (letter.push !== undefined && letter.facilityId !== undefined)
            yield* pushes.queue([
              {
                facility_id: letter.facilityId,
                user_id: to.user_id,
                key: `${letter.push.key}:${to.user_id}`,
                payload: {
                  topic: letter.push.topic,
                  title: words(letter.subject),
                  body: pushLine(words(letter.text)),
                  url: letter.push.path,
                  tag: letter.push.key,
                  actions: [],
                },
              },
            ])
          if (letter.kind !== undefined && (yield* notices.settings(to.user_id)).muted.includes(letter.kind)) continue
          yield* mailer.send({
            to: to.email,
            subject: words(letter.subject),
            text: `${say("hello", { person: to.name })}\n\n${words(letter.text)}`,
            ...(letter.messageId === undefined ? {} : { messageId: letter.messageId }),
            ...(letter.attachments === undefined ? {} : { attachments: letter.attachments }),
          })
          sent += 1
        }
        return sent
      }).pipe(
        Effect.catchAll((e) =>
          Effect.as(Effect.logWarning(`A letter about person ${userId} was not sent: ${e.message}`), 0),
        ),
      )

    return withSpans("Letters", { tell })
  }),
}) {}
