import { withSql } from "./client"
import { Effect } from "effect"

/** The mail kept instead of sent (no SMTP_URL): demo mode shows it, tests read it. */
export const keepMail = (mail: { readonly to: string; readonly subject: string; readonly text: string }) =>
  withSql(
    (sql) =>
      sql`insert into mail_outbox (to_address, subject, body) values (${mail.to}, ${mail.subject}, ${mail.text})`,
  ).pipe(Effect.asVoid)

export const outboxFor = (to: string) =>
  withSql(
    (sql) => sql<{ subject: string; body: string }>`
      select subject, body from mail_outbox where lower(to_address) = lower(${to}) order by id`,
  )
