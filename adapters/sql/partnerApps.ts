import { SqlSchema } from "@effect/sql"
import { Effect, Schema } from "effect"
import {
  type AppCode,
  AppGrant,
  AppTokenGrant,
  type NewAppToken,
  type NewPartnerApp,
  PartnerApp,
  TokenFacts,
} from "../../engine/partnerApps/rules"
import { PartnerAppsRepo } from "../../engine/partnerApps/port"
import type { TokenScope } from "../../engine/roles"
import { idRows, repository, rowsOf } from "./client"

const callsSecondsLeftRows = rowsOf(Schema.Struct({ calls: Schema.Number, seconds_left: Schema.Number }))

const APP_COLUMNS = `a.id::int, a.name, a.description, a.homepage_url, a.client_id, a.redirect_uris,
  a.secret_hash is not null as confidential, a.scope, a.rate_per_minute, a.facility_id::int,
  to_json(a.created_at) #>> '{}' as created_at, to_json(a.retired_at) #>> '{}' as retired_at`

const GRANTS = `
  select g.id::int, g.facility_id::int, g.app_id::int, a.name as app_name, g.user_id::int,
    u.first_name || ' ' || u.last_name as granted_by, g.scope,
    to_json(g.created_at) #>> '{}' as created_at, to_json(g.revoked_at) #>> '{}' as revoked_at
  from app_grants g join partner_apps a on a.id = g.app_id join users u on u.id = g.user_id`

/** What a live token stands for: its grant and app, both still standing. */
const LIVE_TOKEN = `
  select t.id::int as token_id, t.facility_id::int, t.grant_id::int, g.app_id::int, g.user_id::int, t.scope,
    a.rate_per_minute
  from app_tokens t
  join app_grants g on g.id = t.grant_id and g.facility_id = t.facility_id and g.revoked_at is null
  join partner_apps a on a.id = g.app_id and a.retired_at is null`

const WithSecret = Schema.extend(PartnerApp, Schema.Struct({ secret_hash: Schema.NullOr(Schema.String) }))

/** Partner apps, grants, codes and tokens (migration 0063), by their digests. */
export const PartnerAppsRepoLive = repository(PartnerAppsRepo, (on, sql) => {
  const oneApp = SqlSchema.single({
    Request: Schema.String,
    Result: PartnerApp,
    execute: (clientId) => sql`select ${sql.literal(APP_COLUMNS)} from partner_apps a where a.client_id = ${clientId}`,
  })
  /** The club's grants (the live first, newest first), or its one live grant to an app. */
  const grants = (facilityId: number, liveOf?: number) =>
    SqlSchema.findAll({
      Request: Schema.Void,
      Result: AppGrant,
      execute: () =>
        sql`${sql.literal(GRANTS)} where g.facility_id = ${facilityId}
          ${liveOf === undefined ? sql`` : sql`and g.app_id = ${liveOf} and g.revoked_at is null`}
          order by g.revoked_at is not null, g.id desc limit 200`,
    })(undefined).pipe(Effect.orDie)
  const tokenRows = (rows: ReadonlyArray<AppTokenGrant>) =>
    rows[0] === undefined ? undefined : { ...rows[0], scope: rows[0].scope as TokenScope }
  return {
    insertApp: on(
      (
        app: NewPartnerApp & {
          readonly client_id: string
          readonly secret_hash: string | null
          readonly facility_id: number | null
        },
        createdBy: number | undefined,
      ) =>
        Effect.gen(function* () {
          yield* sql`
          insert into partner_apps (name, description, homepage_url, redirect_uris, client_id, secret_hash, scope,
            rate_per_minute, created_by, facility_id)
          values (${app.name}, ${app.description}, ${app.homepage_url}, ${[...app.redirect_uris]}::text[],
            ${app.client_id}, ${app.secret_hash}, ${app.scope}, ${app.rate_per_minute}, ${createdBy ?? null},
            ${app.facility_id})`
          return yield* oneApp(app.client_id)
        }).pipe(Effect.orDie),
    ),
    apps: SqlSchema.findAll({
      Request: Schema.Void,
      Result: PartnerApp,
      execute: () => sql`select ${sql.literal(APP_COLUMNS)} from partner_apps a order by a.id`,
    })(undefined).pipe(Effect.orDie),
    clubApps: on((facilityId: number) =>
      SqlSchema.findAll({
        Request: Schema.Number,
        Result: PartnerApp,
        execute: (club) =>
          sql`select ${sql.literal(APP_COLUMNS)} from partner_apps a
            where a.facility_id = ${club} order by a.id desc limit 200`,
      })(facilityId).pipe(Effect.orDie),
    ),
    appByClientId: on((clientId: string) =>
      SqlSchema.findOne({
        Request: Schema.String,
        Result: WithSecret,
        execute: (id) =>
          sql`select ${sql.literal(APP_COLUMNS)}, a.secret_hash from partner_apps a
            where a.client_id = ${id} and a.retired_at is null`,
      })(clientId).pipe(
        Effect.map((found) => (found._tag === "Some" ? found.value : undefined)),
        Effect.orDie,
      ),
    ),
    retireApp: on((id: number, ofClub?: number) =>
      Effect.map(
        sql`update partner_apps set retired_at = coalesce(retired_at, now())
          where id = ${id} ${ofClub === undefined ? sql`` : sql`and facility_id = ${ofClub}`} returning id`,
        (rows) => rows.length > 0,
      ).pipe(Effect.orDie),
    ),
    /**
     * A consent makes a new grant: one live per (app, club), so the one before ends with every
     * token it gave; the scope and the granter are never rewritten under tokens already issued.
     */
    grant: on((facilityId: number, appId: number, userId: number, scope: TokenScope) =>
      Effect.gen(function* () {
        const before = yield* idRows(sql`
          update app_grants set revoked_at = now()
          where facility_id = ${facilityId} and app_id = ${appId} and revoked_at is null returning id::int`)
        for (const { id } of before)
          yield* sql`update app_tokens set revoked_at = now()
            where facility_id = ${facilityId} and grant_id = ${id} and revoked_at is null`
        const [made] = yield* idRows(sql`
          insert into app_grants (facility_id, app_id, user_id, scope)
          values (${facilityId}, ${appId}, ${userId}, ${scope}) returning id::int`)
        return made!.id
      }).pipe(Effect.orDie),
    ),
    liveGrant: on((facilityId: number, appId: number) => Effect.map(grants(facilityId, appId), (live) => live[0])),
    grants: on((facilityId: number) => grants(facilityId)),
    revokeGrant: on((facilityId: number, grantId: number) =>
      Effect.gen(function* () {
        const ended = yield* sql`
          update app_grants set revoked_at = now()
          where facility_id = ${facilityId} and id = ${grantId} and revoked_at is null returning id`
        yield* sql`
          update app_tokens set revoked_at = now()
          where facility_id = ${facilityId} and grant_id = ${grantId} and revoked_at is null`
        return ended.length > 0
      }).pipe(Effect.orDie),
    ),
    insertCode: on((codeHash: string, code: Omit<AppCode, "app_id">, seconds: number) =>
      Effect.asVoid(
        sql`
        insert into app_codes (code_hash, facility_id, grant_id, redirect_uri, code_challenge, scope, expires_at)
        values (${codeHash}, ${code.facility_id}, ${code.grant_id}, ${code.redirect_uri}, ${code.code_challenge},
          ${code.scope}, now() + ${`${seconds} seconds`}::interval)`,
      ).pipe(Effect.orDie),
    ),
    /**
     * A code is good once: taken, it is marked used. Shown again (RFC 6749 §4.1.2), it is not
     * taken, and every token its grant gave ends.
     */
    takeCode: on((codeHash: string) =>
      Effect.gen(function* () {
        const rows = yield* sql<{
          grant_id: number
          app_id: number
          facility_id: number
          redirect_uri: string
          code_challenge: string
          scope: TokenScope
        }>`
          with taken as (
            update app_codes set used_at = now() where code_hash = ${codeHash} and used_at is null returning *)
          select t.grant_id::int, g.app_id::int, t.facility_id::int, t.redirect_uri, t.code_challenge, t.scope
          from taken t join app_grants g on g.id = t.grant_id and g.revoked_at is null
          where t.expires_at > now()`
        if (rows.length === 0)
          yield* sql`
            update app_tokens t set revoked_at = now() from app_codes c
            where c.code_hash = ${codeHash} and c.used_at is not null
              and t.grant_id = c.grant_id and t.facility_id = c.facility_id and t.revoked_at is null`
        return rows[0]
      }).pipe(Effect.orDie),
    ),
    insertToken: on((token: NewAppToken) =>
      Effect.asVoid(
        sql`
        insert into app_tokens (facility_id, grant_id, access_hash, refresh_hash, scope, expires_at, refresh_expires_at)
        values (${token.facility_id}, ${token.grant_id}, ${token.access_hash}, ${token.refresh_hash}, ${token.scope},
          now() + ${`${token.access_seconds} seconds`}::interval,
          ${token.refresh_hash === null ? null : sql`now() + ${`${token.refresh_days} days`}::interval`})`,
      ).pipe(Effect.orDie),
    ),
    byAccess: on((accessHash: string) =>
      Effect.map(
        rowsOf(AppTokenGrant)(sql`${sql.literal(LIVE_TOKEN)}
          where t.access_hash = ${accessHash} and t.revoked_at is null and t.expires_at > now()`),
        tokenRows,
      ).pipe(Effect.orDie),
    ),
    /**
     * A refresh token is good once, and only for its own app (another app's attempt changes
     * nothing). Shown again after its use (RFC 6749 §10.4), every live token of its grant ends.
     */
    takeRefresh: on((refreshHash: string, appId: number) =>
      Effect.gen(function* () {
        const rows = yield* rowsOf(AppTokenGrant)(sql`
          with taken as (
            update app_tokens t set revoked_at = now()
            from app_grants g
            where t.refresh_hash = ${refreshHash} and t.revoked_at is null and t.refresh_expires_at > now()
              and g.id = t.grant_id and g.app_id = ${appId} and g.revoked_at is null
            returning t.id, t.facility_id, t.grant_id, t.scope)
          select t.id::int as token_id, t.facility_id::int, t.grant_id::int, g.app_id::int, g.user_id::int, t.scope,
            a.rate_per_minute
          from taken t
          join app_grants g on g.id = t.grant_id
          join partner_apps a on a.id = g.app_id and a.retired_at is null`)
        if (rows.length === 0)
          yield* sql`
            update app_tokens t set revoked_at = now()
            from app_tokens used join app_grants g on g.id = used.grant_id and g.app_id = ${appId}
            where used.refresh_hash = ${refreshHash} and used.revoked_at is not null
              and t.grant_id = used.grant_id and t.facility_id = used.facility_id and t.revoked_at is null`
        return tokenRows(rows)
      }).pipe(Effect.orDie),
    ),
    countCall: on((facilityId: number, appId: number) =>
      Effect.map(
        callsSecondsLeftRows(sql`
          insert into app_call_counts as c (facility_id, app_id, minute, calls)
          values (${facilityId}, ${appId}, date_trunc('minute', now()), 1)
          on conflict (facility_id, app_id) do update
          set calls = case when c.minute = excluded.minute then c.calls + 1 else 1 end, minute = excluded.minute
          returning calls, extract(epoch from (minute + interval '1 minute' - now()))::float8 as seconds_left`),
        (rows) => ({ calls: rows[0]!.calls, secondsLeft: rows[0]!.seconds_left }),
      ),
    ),
    // A digest is an access token's or a refresh token's (both unique); each lives until its own end.
    tokenFacts: on((hash: string) =>
      Effect.map(
        rowsOf(TokenFacts)(sql`
          select g.app_id::int, a.client_id, t.facility_id::int, g.user_id::int, t.scope,
            coalesce(t.refresh_hash = ${hash}, false) as refresh,
            extract(epoch from t.created_at)::bigint as issued_at,
            extract(epoch from case when t.refresh_hash = ${hash} then t.refresh_expires_at else t.expires_at end)::bigint
              as expires_at
          from app_tokens t
          join app_grants g on g.id = t.grant_id and g.facility_id = t.facility_id and g.revoked_at is null
          join partner_apps a on a.id = g.app_id and a.retired_at is null
          where (t.access_hash = ${hash} or t.refresh_hash = ${hash}) and t.revoked_at is null
            and (case when t.refresh_hash = ${hash} then t.refresh_expires_at else t.expires_at end) > now()`),
        (rows) => rows[0],
      ).pipe(Effect.orDie),
    ),
    revokeToken: on((hash: string, appId: number) =>
      Effect.map(
        sql`
          update app_tokens t set revoked_at = coalesce(t.revoked_at, now())
          from app_grants g
          where g.id = t.grant_id and g.app_id = ${appId} and (t.access_hash = ${hash} or t.refresh_hash = ${hash})
          returning t.id`,
        (rows) => rows.length > 0,
      ).pipe(Effect.orDie),
    ),
  }
})
