import { SqlClient } from "@effect/sql"
import { Effect, Layer } from "effect"
import { Mailer } from "../../../engine/mail/mailer"
import { keepMail } from "../../sql/mailOutbox"

/** Keeps mail in the database instead of sending it: demo mode shows it, tests read it. */
export const OutboxMailer = Layer.effect(
  Mailer,
  Effect.map(SqlClient.SqlClient, (sql) =>
    Mailer.of({
      send: (mail) => keepMail(mail).pipe(Effect.provideService(SqlClient.SqlClient, sql)),
    }),
  ),
)
