import { Effect, Option } from "effect"
import type { ConsentCategory, CookieConsent, HomeBlock } from "../../engine/site/rules"
import { repository, withSql } from "./client"
import { SiteRepo } from "../../engine/site/port"

/** A jsonb value as the driver gives it: parsed by some, a string by others. */
const parsed = <A>(value: A | string): A => (typeof value === "string" ? (JSON.parse(value) as A) : value)

/** The club's home blocks as saved; null when the club never chose (the default applies). */
export const homeStructure = (facilityId: number) =>
  withSql((sql) =>
    Effect.map(
      sql<{ home_structure: ReadonlyArray<HomeBlock> | string | null }>`
        select home_structure from facilities where id = ${facilityId}`,
      (rows) => {
        const saved = rows[0]?.home_structure ?? null
        return saved === null ? null : parsed(saved)
      },
    ),
  )

export const saveHomeStructure = (facilityId: number, blocks: ReadonlyArray<HomeBlock>) =>
  withSql((sql) =>
    Effect.asVoid(
      sql`update facilities set home_structure = ${JSON.stringify(blocks)}::jsonb where id = ${facilityId}`,
    ),
  )

export const findConsent = (key: string) =>
  withSql((sql) =>
    Effect.map(
      sql<Omit<CookieConsent, "categories"> & { categories: ReadonlyArray<ConsentCategory> | string }>`
        select key, categories, to_json(created_at) #>> '{}' as created_at, to_json(updated_at) #>> '{}' as updated_at
        from cookie_consents where key = ${key}`,
      (rows) =>
        Option.map(Option.fromNullable(rows[0]), (r): CookieConsent => ({ ...r, categories: parsed(r.categories) })),
    ),
  )

export const insertConsent = (key: string, categories: ReadonlyArray<ConsentCategory>) =>
  withSql((sql) =>
    Effect.asVoid(
      sql`insert into cookie_consents (key, categories) values (${key}, ${JSON.stringify(categories)}::jsonb)`,
    ),
  )

/** False when no consent has that key. */
export const updateConsent = (key: string, categories: ReadonlyArray<ConsentCategory>) =>
  withSql((sql) =>
    Effect.map(
      sql`update cookie_consents set categories = ${JSON.stringify(categories)}::jsonb, updated_at = now()
        where key = ${key} returning key`,
      (rows) => rows.length > 0,
    ),
  )

export const SiteRepoLive = repository(SiteRepo, (on) => ({
  homeStructure: on(homeStructure),
  saveHomeStructure: on(saveHomeStructure),
  findConsent: on(findConsent),
  insertConsent: on(insertConsent),
  updateConsent: on(updateConsent),
}))
