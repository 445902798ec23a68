import { Context, Data, type Effect } from "effect"

export interface Mail {
  readonly to: string
  readonly subject: string
  readonly text: string
  /** A Message-ID of the mail's own: the same mail sent again is recognisably the same (and kept once). */
  readonly messageId?: string
  readonly attachments?: ReadonlyArray<MailAttachment>
}

export interface MailAttachment {
  readonly filename: string
  readonly contentType: string
  readonly content: string
}

export class MailError extends Data.TaggedError("MailError")<{ readonly message: string }> {}

/** Sends mail to people. Adapters: SMTP for production, an outbox for demo mode and tests. */
export class Mailer extends Context.Tag("venue/Mailer")<
  Mailer,
  { readonly send: (mail: Mail) => Effect.Effect<void, MailError> }
>() {}
