import { withSpans } from "../spans"
import { Effect } from "effect"
import { requirePlatformAdmin } from "../access"
import { MailOutboxRepo } from "./port"

/**
 * The mail a server without SMTP_URL keeps instead of sending (the demo's, a trial's): the
 * platform's admins read it, so a demo can be followed through every notice it sends.
 */
export class KeptMail extends Effect.Service<KeptMail>()("venue/KeptMail", {
  effect: Effect.gen(function* () {
    const outbox = yield* MailOutboxRepo

    const recent = (query: { readonly to?: string | undefined }) =>
      Effect.gen(function* () {
        yield* requirePlatformAdmin("Only the platform's admins read the mail kept by the server.")
        return yield* outbox.recent({ limit: 200, to: query.to })
      })

    return withSpans("KeptMail", { recent })
  }),
}) {}
