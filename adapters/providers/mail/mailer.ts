import type { AppConfig } from "../../config"
import { OutboxMailer } from "./outbox"
import { SmtpMailer } from "./smtp"

/** Mail as configured: SMTP when SMTP_URL is set, else the outbox table that demo mode and tests read. */
export const MailerLive = (config: Pick<AppConfig, "smtpUrl" | "publicUrl">) =>
  config.smtpUrl === undefined
    ? OutboxMailer
    : SmtpMailer({ url: config.smtpUrl, from: `noreply@${new URL(config.publicUrl).hostname}` })
