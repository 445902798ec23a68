import { hash, verify } from "@node-rs/argon2"
import { Effect } from "effect"

/** argon2id (the library's default algorithm) with its default cost: about 20 ms here. */
export const hashPassword = (password: string) => Effect.promise(() => hash(password))

export const verifyPassword = (passwordHash: string | null, password: string) =>
  passwordHash === null
    ? Effect.succeed(false)
    : Effect.promise(() => verify(passwordHash, password).catch(() => false))
