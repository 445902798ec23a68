import { Effect } from "effect"
import type { Mail, MailAttachment } from "../../engine/mail/mailer"
import { repository, rowsOf, withSql } from "./client"
import { KeptMailRow, MailOutboxRepo } from "../../engine/mail/port"

const keptMailRows = rowsOf(KeptMailRow)

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

/** The newest kept mail (to one address when given), with its attachments' file names. */
export const recentMail = (query: { readonly limit: number; readonly to?: string | undefined }) =>
  withSql((sql) =>
    keptMailRows(sql`
        select id, to_address as "to", subject, body,
          coalesce((select array_agg(a->>'filename') from jsonb_array_elements(attachments) a), '{}') as attachments,
          to_json(created_at) #>> '{}' as created_at
        from mail_outbox
        where ${query.to === undefined ? sql`true` : sql`lower(to_address) = lower(${query.to})`}
        order by id desc limit ${query.limit}`),
  )

export const MailOutboxRepoLive = repository(MailOutboxRepo, (on) => ({
  recent: on(recentMail),
}))
