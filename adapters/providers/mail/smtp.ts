import { Effect, Layer } from "effect"
import type { Transporter } from "nodemailer"
import { MailError, Mailer } from "../../../engine/mailer"

/** Sends mail through an SMTP server (`SMTP_URL`), from `from`. */
export const SmtpMailer = (options: { readonly url: string; readonly from: string }) =>
  Layer.sync(Mailer, () => {
    // Loaded at the first mail, not at every start.
    let transport: Promise<Transporter> | undefined
    const connect = async () => (await import("nodemailer")).default.createTransport(options.url)
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
        }).pipe(Effect.asVoid),
    })
  })
