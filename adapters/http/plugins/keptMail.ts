import { HttpApiBuilder, HttpApiEndpoint } from "@effect/platform"
import { Effect, Schema } from "effect"
import { KeptMail } from "../../../engine/mail/keptMail"
import { asCaller } from "../actor"
import { Authn } from "../authn"
import { apiGroup } from "../errors"
import { apiOf, type Plugin } from "../plugin"
import { Policy, PolicyTag } from "../policy"

const Mail = Schema.Struct({
  id: Schema.Number,
  to: Schema.String,
  subject: Schema.String,
  body: Schema.String,
  /** The attachments' file names (a calendar file, a receipt). */
  attachments: Schema.Array(Schema.String),
  created_at: Schema.String,
})

export const KeptMailGroup = apiGroup("keptMail")
  .add(
    HttpApiEndpoint.get("keptMail", "/api/kept_mail")
      .setUrlParams(Schema.Struct({ to: Schema.optional(Schema.String.pipe(Schema.maxLength(320))) }))
      .addSuccess(Schema.Array(Mail))
      .annotate(PolicyTag, Policy.platformAdmin),
  )
  .middleware(Authn)

const KeptMailLive = HttpApiBuilder.group(apiOf(KeptMailGroup), "keptMail", (handlers) =>
  handlers.handle("keptMail", ({ urlParams }) => asCaller(Effect.flatMap(KeptMail, (m) => m.recent(urlParams)))),
)

export const keptMailPlugin: Plugin = {
  name: "keptMail",
  description: "The mail a server without SMTP_URL keeps instead of sending, for the platform's admins to read.",
  group: KeptMailGroup,
  handlers: KeptMailLive,
}
