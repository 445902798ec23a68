import { Effect, Either, LogLevel } from "effect"
import * as path from "node:path"
import { describe, expect, it } from "vitest"
import { parseConfig } from "./config"

const parse = (env: Record<string, string>) => Effect.runSync(Effect.either(parseConfig(env)))

describe("configuration", () => {
  it("has the documented defaults", () => {
    const config = Either.getOrThrow(parse({}))
    expect(config).toMatchObject({
      port: 3000,
      host: "127.0.0.1",
      publicUrl: "http://127.0.0.1:3000",
      databaseUrl: undefined,
      dataDir: path.resolve("./data"),
      sessionSecret: undefined,
      logLevel: LogLevel.Info,
      demo: true,
      plugins: undefined,
    })
  })

  it("seeds the demo only when asked on PostgreSQL", () => {
    expect(Either.getOrThrow(parse({ DATABASE_URL: "postgres://h/db" })).demo).toBe(false)
    expect(Either.getOrThrow(parse({ DATABASE_URL: "postgres://h/db", DEMO: "1" })).demo).toBe(true)
    expect(Either.getOrThrow(parse({ DEMO: "0" })).demo).toBe(false)
  })

  it("sizes the calendar cache in MiB, 32 unless told", () => {
    expect(Either.getOrThrow(parse({})).calendarCacheBytes).toBe(32 * 2 ** 20)
    expect(Either.getOrThrow(parse({ CALENDAR_CACHE_MB: "0" })).calendarCacheBytes).toBe(0)
    const bad = parse({ CALENDAR_CACHE_MB: "lots" })
    expect(Either.isLeft(bad) && bad.left.problems).toEqual([
      'CALENDAR_CACHE_MB must be a whole number of MiB from 0 to 4096; it is "lots".',
    ])
  })

  it("reconciles card charges every 5 minutes, giving back those 15 minutes old, unless told", () => {
    expect(Either.getOrThrow(parse({})).cardReconcile).toEqual({ everySeconds: 300, graceSeconds: 900 })
    expect(
      Either.getOrThrow(parse({ CARD_RECONCILE_SECONDS: "1", CARD_RECONCILE_GRACE_SECONDS: "0" })).cardReconcile,
    ).toEqual({ everySeconds: 1, graceSeconds: 0 })
    const bad = parse({ CARD_RECONCILE_SECONDS: "0", CARD_RECONCILE_GRACE_SECONDS: "soon" })
    expect(Either.isLeft(bad) && bad.left.problems).toEqual([
      'CARD_RECONCILE_SECONDS must be a whole number of seconds, at least 1; it is "0".',
      'CARD_RECONCILE_GRACE_SECONDS must be a whole number of seconds, at least 0; it is "soon".',
    ])
  })

  it("reads the plugin list", () => {
    expect(Either.getOrThrow(parse({ PLUGINS: "users, facilities" })).plugins).toEqual(["users", "facilities"])
    expect(Either.getOrThrow(parse({ PLUGINS: "all" })).plugins).toBeUndefined()
  })

  it("names every bad value in a sentence", () => {
    const result = parse({
      PORT: "http",
      DATABASE_URL: "mysql://x",
      PUBLIC_URL: "ftp://club",
      SESSION_SECRET: "short",
      LOG_LEVEL: "loud",
      DEMO: "maybe",
      DEMO_ADMIN_PASSWORD: "123",
      SMTP_URL: "mail.example.com",
    })
    expect(Either.isLeft(result)).toBe(true)
    const problems = Either.isLeft(result) ? result.left.problems : []
    expect(problems).toHaveLength(8)
    expect(problems[0]).toBe('PORT must be a whole number from 0 to 65535; it is "http".')
    expect(Either.isLeft(result) && result.left.message).toMatch(/^The configuration is not usable:\n- PORT/)
  })

  it("blames the value at fault, not the PUBLIC_URL it would have made", () => {
    const problemsOf = (env: Record<string, string>) => {
      const result = parse(env)
      return Either.isLeft(result) ? result.left.problems : []
    }
    expect(problemsOf({ PORT: "70000" })).toEqual(['PORT must be a whole number from 0 to 65535; it is "70000".'])
    expect(problemsOf({ HOST: "bad host" })).toEqual([
      'HOST must be a host name or an address such as 0.0.0.0; it is "bad host".',
    ])
  })
})
