import { Context, type Effect, Schema } from "effect"

/** A mail kept instead of sent (the server has no SMTP_URL). */
export const KeptMailRow = Schema.Struct({
  id: Schema.Number,
  to: Schema.String,
  subject: Schema.String,
  body: Schema.String,
  /** The attachments' file names (a calendar file, a receipt). */
  attachments: Schema.Array(Schema.String),
  created_at: Schema.String,
})
export type KeptMailRow = typeof KeptMailRow.Type

/** The mail the server kept instead of sending, newest first. */
export class MailOutboxRepo extends Context.Tag("venue/MailOutboxRepo")<
  MailOutboxRepo,
  {
    readonly recent: (query: {
      readonly limit: number
      readonly to?: string | undefined
    }) => Effect.Effect<ReadonlyArray<KeptMailRow>>
  }
>() {}
