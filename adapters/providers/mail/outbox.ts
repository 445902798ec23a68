import { SqlClient } from "@effect/sql"
import { Effect, Layer } from "effect"
import { MailError, Mailer } from "../../../engine/mailer"

/** Keeps mail in the database instead of sending it: demo mode shows it, tests read it. */
export const OutboxMailer = Layer.effect(
  Mailer,
  Effect.map(SqlClient.SqlClient, (sql) =>
    Mailer.of({
      send: (mail) =>
        sql`insert into mail_outbox (to_address, subject, body) values (${mail.to}, ${mail.subject}, ${mail.text})`.pipe(
          Effect.asVoid,
          Effect.mapError((error) => new MailError({ message: error.message })),
        ),
    }),
  ),
)

export const outboxFor = (to: string) =>
  Effect.flatMap(
    SqlClient.SqlClient,
    (sql) => sql<{ subject: string; body: string }>`
      select subject, body from mail_outbox where lower(to_address) = lower(${to}) order by id`,
  )
