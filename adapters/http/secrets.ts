import { Context, Effect, Layer } from "effect"
import * as crypto from "node:crypto"
import * as fs from "node:fs"
import * as path from "node:path"

/** Keys the server hashes its bearer secrets (session cookies, API tokens, reset links) with. */
export class Secrets extends Context.Tag("venue/Secrets")<
  Secrets,
  {
    /** A keyed hash of a secret token: what the database stores instead of the token. */
    readonly digest: (token: string) => string
  }
>() {}

export const randomToken = (bytes = 32) => crypto.randomBytes(bytes).toString("base64url")

export const sameSecret = (a: string, b: string) => {
  const x = Buffer.from(a)
  const y = Buffer.from(b)
  return x.length === y.length && crypto.timingSafeEqual(x, y)
}

const fromSecret = (secret: string) =>
  Secrets.of({ digest: (token) => crypto.createHmac("sha256", secret).update(token).digest("base64url") })

export const SecretsLive = (options: { readonly sessionSecret: string | undefined; readonly dataDir: string }) =>
  Layer.effect(
    Secrets,
    Effect.sync(() => {
      if (options.sessionSecret !== undefined) return fromSecret(options.sessionSecret)
      // Generated once per data directory so that sessions survive a restart.
      const file = path.join(options.dataDir, "session-secret")
      fs.mkdirSync(options.dataDir, { recursive: true })
      if (!fs.existsSync(file)) fs.writeFileSync(file, randomToken(48), { mode: 0o600, flag: "wx" })
      return fromSecret(fs.readFileSync(file, "utf8").trim())
    }),
  )
