import { Effect, Layer } from "effect"
import { Secrets } from "../../engine/accounts/port"
import * as crypto from "node:crypto"
import * as fs from "node:fs"
import * as path from "node:path"
import { privateDataDir, repairedSentence } from "./dataDir"

export { Secrets }

export const randomToken = (bytes = 32) => crypto.randomBytes(bytes).toString("base64url")

export const sameSecret = (a: string, b: string) => {
  const x = Buffer.from(a)
  const y = Buffer.from(b)
  return x.length === y.length && crypto.timingSafeEqual(x, y)
}

const fromSecret = (secret: string) => {
  // AES-256-GCM under a key derived from the server secret for this one purpose.
  const key = Buffer.from(crypto.hkdfSync("sha256", secret, "venue", "sealed secrets v1", 32))
  return Secrets.of({
    digest: (token) => crypto.createHmac("sha256", secret).update(token).digest("base64url"),
    seal: (plaintext) => {
      const iv = crypto.randomBytes(12)
      const cipher = crypto.createCipheriv("aes-256-gcm", key, iv)
      const body = Buffer.concat([cipher.update(plaintext, "utf8"), cipher.final()])
      return `v1.${Buffer.concat([iv, cipher.getAuthTag(), body]).toString("base64url")}`
    },
    open: (sealed) => {
      const raw = Buffer.from(sealed.replace(/^v1\./, ""), "base64url")
      const decipher = crypto.createDecipheriv("aes-256-gcm", key, raw.subarray(0, 12))
      decipher.setAuthTag(raw.subarray(12, 28))
      return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString("utf8")
    },
    token: randomToken,
    code: () => String(crypto.randomInt(100000, 1000000)),
    same: sameSecret,
  })
}

export const SecretsLive = (options: { readonly sessionSecret: string | undefined; readonly dataDir: string }) =>
  Layer.effect(
    Secrets,
    Effect.gen(function* () {
      if (options.sessionSecret !== undefined) return fromSecret(options.sessionSecret)
      // Generated once per data directory so that sessions survive a restart.
      const file = path.join(options.dataDir, "session-secret")
      const repaired = yield* privateDataDir(options.dataDir)
      if (repaired > 0) yield* Effect.logWarning(repairedSentence(options.dataDir, repaired))
      if (!fs.existsSync(file)) fs.writeFileSync(file, randomToken(48), { mode: 0o600, flag: "wx" })
      return fromSecret(fs.readFileSync(file, "utf8").trim())
    }),
  )
