import { withSql } from "./client"
import { Effect } from "effect"
import type { Mail, MailAttachment } from "../../engine/mailer"

/** The mail kept instead of sent (no SMTP_URL): demo mode shows it, tests read it; once per Message-ID. */
export const keepMail = (mail: Mail) =>
  withSql(
    (sql) =>
      sql`insert into mail_outbox (to_address, subject, body, message_id, attachments)
        values (${mail.to}, ${mail.subject}, ${mail.text}, ${mail.messageId ?? null},
          ${mail.attachments === undefined ? null : JSON.stringify(mail.attachments)}::jsonb)
        on conflict (message_id) do nothing`,
  ).pipe(Effect.asVoid)

export const outboxFor = (to: string) =>
  withSql(
    (sql) => sql<{ subject: string; body: string; attachments: ReadonlyArray<MailAttachment> | null }>`
      select subject, body, attachments from mail_outbox where lower(to_address) = lower(${to}) order by id`,
  )
