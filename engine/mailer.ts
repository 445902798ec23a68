import { Context, Data, type Effect } from "effect"

export interface Mail {
  readonly to: string
  readonly subject: string
  readonly text: string
}

export class MailError extends Data.TaggedError("MailError")<{ readonly message: string }> {}

/** Sends mail to people. Adapters: SMTP for production, an outbox for demo mode and tests. */
export class Mailer extends Context.Tag("venue/Mailer")<
  Mailer,
  { readonly send: (mail: Mail) => Effect.Effect<void, MailError> }
>() {}
