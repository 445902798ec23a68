import { Effect, Layer, Metric } from "effect"
import type { Transporter } from "nodemailer"
import { MailError, Mailer } from "../../../engine/mail/mailer"

const mailFailures = Metric.counter("venue_mail_failures_total", {
  description: "Mails the SMTP server did not take",
  incremental: true,
})

/**
 * Sends mail through an SMTP server (`SMTP_URL`), from `from`, over a pool of kept connections: a
 * new connection for every mail costs about a hundred milliseconds of handshakes, which made an
 * announcement to a thousand members take minutes. The pool closes with the layer, so a CLI
 * command that sent mail still exits.
 */
export const SmtpMailer = (options: { readonly url: string; readonly from: string }) =>
  Layer.scoped(
    Mailer,
    Effect.gen(function* () {
      // Loaded at the first mail, not at every start.
      let transport: Promise<Transporter> | undefined
      const connect = async () => (await import("nodemailer")).default.createTransport({ url: options.url, pool: true })
      yield* Effect.addFinalizer(() =>
        transport === undefined ? Effect.void : Effect.promise(async () => (await transport!).close()),
      )
      return Mailer.of({
        send: (mail) =>
          Effect.tryPromise({
            try: async () =>
              (await (transport ??= connect())).sendMail({
                from: options.from,
                to: mail.to,
                subject: mail.subject,
                text: mail.text,
                ...(mail.messageId === undefined ? {} : { messageId: mail.messageId }),
                ...(mail.attachments === undefined
                  ? {}
                  : {
                      attachments: mail.attachments.map((a) => ({
                        filename: a.filename,
                        contentType: a.contentType,
                        content: a.content,
                      })),
                    }),
              }),
            catch: (error) => new MailError({ message: error instanceof Error ? error.message : String(error) }),
          }).pipe(
            Effect.asVoid,
            Effect.tapError(() => Metric.increment(mailFailures)),
          ),
      })
    }),
  )
