import { Context, type Effect } from "effect"

/** A mail kept instead of sent (the server has no SMTP_URL). */
export interface KeptMailRow {
  readonly id: number
  readonly to: string
  readonly subject: string
  readonly body: string
  readonly attachments: ReadonlyArray<string>
  readonly created_at: string
}

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
