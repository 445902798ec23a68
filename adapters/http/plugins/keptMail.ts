import { HttpApiBuilder, HttpApiEndpoint } from "@effect/platform"
import { Effect, Schema } from "effect"
import { KeptMail } from "../../../engine/mail/keptMail"
import { KeptMailRow } from "../../../engine/mail/port"
import { asCaller } from "../actor"
import { Authn } from "../authn"
import { apiGroup } from "../errors"
import { apiOf, type Plugin } from "../plugin"
import { Policy, PolicyTag } from "../policy"

export const KeptMailGroup = apiGroup("keptMail")
  .add(
    HttpApiEndpoint.get("keptMail", "/api/kept_mail")
      .setUrlParams(Schema.Struct({ to: Schema.optional(Schema.String.pipe(Schema.maxLength(320))) }))
      .addSuccess(Schema.Array(KeptMailRow))
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
