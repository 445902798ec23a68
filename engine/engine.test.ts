import * as fs from "node:fs"
import * as path from "node:path"
import { Schema } from "effect"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import {
  defaultSettings,
  GeneralSettings,
  isCurrency,
  isDigits,
  isEmail,
  isNonEmpty,
  isSame,
  isSlug,
  isTimeZone,
  mayAssignRole,
  ROLES,
  settingsProblem,
} from "./index"

describe("validation", () => {
  it("accepts e-mail addresses ending in a dot and two letters or more", () => {
    expect(isEmail("ana@club.es")).toBe(true)
    expect(isEmail("ana.b+x@mail.club.com")).toBe(true)
    expect(isEmail("ana@club.info")).toBe(true)
    expect(isEmail("ana@padel.tennis")).toBe(true)
    expect(isEmail("ana@club.x")).toBe(false)
    expect(isEmail("ana@club")).toBe(false)
    expect(isEmail("ana club@x.com")).toBe(false)
  })

  it("non-empty means a non-space character; numbers are digits only", () => {
    expect(isNonEmpty(" \t ")).toBe(false)
    expect(isNonEmpty(" a ")).toBe(true)
    expect(isDigits("0123")).toBe(true)
    expect(isDigits("12.5")).toBe(false)
    expect(isDigits("")).toBe(false)
    fc.assert(fc.property(fc.string(), (s) => isNonEmpty(s) === s.trim().length > 0))
  })

  it("checks that two values are the same (a password and its confirmation)", () => {
    expect(isSame("secret", "secret")).toBe(true)
    expect(isSame("secret", "Secret")).toBe(false)
  })

  it("slugs are URL-safe", () => {
    fc.assert(fc.property(fc.string(), (s) => !isSlug(s) || encodeURIComponent(s) === s))
    expect(isSlug("harbour-padel")).toBe(true)
    expect(isSlug("-x")).toBe(false)
  })
})

describe("facility settings", () => {
  const base = defaultSettings({ name: "Club", slug: "club", time_zone: "America/New_York", currency: "USD" })

  it("knows time zones and currencies", () => {
    expect(isTimeZone("Europe/Madrid")).toBe(true)
    expect(isTimeZone("Mars/Olympus")).toBe(false)
    expect(isCurrency("EUR")).toBe(true)
    expect(isCurrency("EURO")).toBe(false)
  })

  it("refuses settings that do not fit together", () => {
    const decode = Schema.decodeUnknownSync(GeneralSettings)
    expect(settingsProblem(decode(base))).toBeUndefined()
    expect(settingsProblem(decode({ ...base, min_hours_range: 50 }))).toMatch(/minimum booking range/)
    expect(settingsProblem(decode({ ...base, interval_rounding: 7000 }))).toMatch(/divide a day/)
  })
})

describe("roles", () => {
  it("only an owner hands out ownership, and nobody but an owner, admin or manager hands out anything", () => {
    fc.assert(
      fc.property(fc.constantFrom(...ROLES), fc.constantFrom(...ROLES), (actor, target) => {
        if (target === "owner") expect(mayAssignRole(actor, target)).toBe(actor === "owner")
        if (!["owner", "admin", "manager"].includes(actor)) expect(mayAssignRole(actor, target)).toBe(false)
        // Nobody hands out a role above their own.
        if (mayAssignRole(actor, target)) expect(ROLES.indexOf(target)).toBeGreaterThanOrEqual(ROLES.indexOf(actor))
      }),
    )
  })
})

describe("the engine's entry point", () => {
  it("exports every service, so an embedding program reaches each use case from one import", () => {
    const index = fs.readFileSync(path.join(import.meta.dirname, "services.ts"), "utf8")
    const services = fs
      .readdirSync(import.meta.dirname, { recursive: true, encoding: "utf8" })
      .filter((f) => f.endsWith(".ts") && !f.endsWith(".test.ts") && f.includes("/"))
      .filter((f) => /\bEffect\.Service<\w+>\(\)/.test(fs.readFileSync(path.join(import.meta.dirname, f), "utf8")))
    expect(services.length).toBeGreaterThan(50)
    expect(services.filter((f) => !index.includes(`export * from "./${f.replace(/\.ts$/, "")}"`))).toEqual([])
  })
})
