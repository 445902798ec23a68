import { hash, verify } from "@node-rs/argon2"
import { Effect, Layer } from "effect"
import { Passwords } from "../../engine/accounts/port"

/** argon2id (the library's default algorithm) with its default cost: about 20 ms here. */
export const hashPassword = (password: string) => Effect.promise(() => hash(password))

/** Made once, to check a password against when there is no account: an answer takes as long either way. */
let dummy: Promise<string> | undefined

export const verifyPassword = (passwordHash: string | null, password: string) =>
  passwordHash === null
    ? Effect.promise(async () => {
        dummy ??= hash("no account has this password")
        await verify(await dummy, password).catch(() => false)
        return false
      })
    : Effect.promise(() => verify(passwordHash, password).catch(() => false))

export const PasswordsLive = Layer.succeed(Passwords, Passwords.of({ hash: hashPassword, verify: verifyPassword }))
