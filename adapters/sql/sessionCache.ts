import { PgClient } from "@effect/sql-pg"
import { Effect, Layer, Metric, Option, Redacted } from "effect"
import { type Identity } from "../../engine/accounts/rules"
import { IdentitiesRepo } from "../../engine/accounts/port"
import { listenForChanges } from "./listener"
import { StatementNotices } from "./pools"

/** The longest a session's person is answered from memory, whatever is heard: the bound on staleness. */
const KEEP_MS = 30_000
/** Sessions kept at most; the longest kept goes first. */
const MOST = 50_000
/** Records whose club is kept at most (a record never changes club, so what is kept stays true). */
const MOST_OWNED = 100_000
/** How long a person this server changed is forgotten after each write while its commit is not heard. */
const UNHEARD_MS = 60_000

const sessionReads = Metric.counter("venue_session_cache_reads_total", {
  description: "Signed-in requests' sessions asked of the server's memory, by result (hit, miss)",
  incremental: true,
})
const hits = Metric.tagged(sessionReads, "result", "hit")
const misses = Metric.tagged(sessionReads, "result", "miss")

/**
 * Who a session is, kept in memory for up to 30 s, so a signed-in request costs no statement in the
 * common case. Kept right across servers: the database tells every server (LISTEN venue_identity,
 * migration 0076) the person whose session ended, whose roles or whose own row changed, at commit,
 * and their sessions are dropped. While that listener is not connected nothing is kept, and all is
 * dropped when it connects again (notices were missed). This server's own writes are heard sooner,
 * as the statement runs (migration 0077's notice): the person is dropped then, and again after each
 * write request ends (`forgetKept`) until their commit is heard, so a read that overlapped the
 * writing transaction cannot keep what it replaced.
 */
export const SessionCacheLive = (options: { readonly listenUrl?: string | undefined }) =>
  Layer.scoped(
    IdentitiesRepo,
    Effect.gen(function* () {
      const repo = yield* IdentitiesRepo
      const pg = yield* PgClient.PgClient
      const notices = yield* Effect.serviceOption(StatementNotices)
      const kept = new Map<string, { readonly identity: Identity; readonly until: number }>()
      const sessionsOf = new Map<number, Set<string>>()
      let listening = false
      // Counts the notices heard and the forgettings: a read that overlapped one may hold what changed, and is not kept.
      let heard = 0

      const drop = (digest: string) => {
        const entry = kept.get(digest)
        if (entry === undefined) return
        kept.delete(digest)
        const digests = sessionsOf.get(entry.identity.user.id)
        digests?.delete(digest)
        if (digests?.size === 0) sessionsOf.delete(entry.identity.user.id)
      }
      const forgetPerson = (userId: number) => {
        heard++
        for (const digest of sessionsOf.get(userId) ?? []) kept.delete(digest)
        sessionsOf.delete(userId)
      }
      const forgetAll = () => {
        heard++
        kept.clear()
        sessionsOf.clear()
      }
      // People this server's statements changed whose commit (the LISTEN notice) is not heard yet.
      const unheard = new Map<number, number>()
      const forgetUnheard = () => {
        const now = Date.now()
        for (const [userId, since] of unheard) {
          if (now - since > UNHEARD_MS) unheard.delete(userId)
          else forgetPerson(userId)
        }
      }
      const keep = (digest: string, identity: Identity) => {
        if (kept.size >= MOST) drop(kept.keys().next().value!)
        kept.set(digest, { identity, until: Date.now() + KEEP_MS })
        const digests = sessionsOf.get(identity.user.id) ?? new Set<string>()
        sessionsOf.set(identity.user.id, digests.add(digest))
      }

      yield* listenForChanges({
        url: options.listenUrl ?? Redacted.value(pg.config.url!),
        channel: "venue_identity",
        what: "sign-in changes",
        onPayload: (payload) =>
          Effect.sync(() => {
            unheard.delete(Number(payload))
            forgetPerson(Number(payload))
          }),
        onState: (state) =>
          Effect.sync(() => {
            listening = state === "listening"
            forgetAll()
          }),
      }).pipe(Effect.forkScoped)
      if (Option.isSome(notices)) {
        const stop = notices.value.subscribe("venue_identity", (payload) => {
          unheard.set(Number(payload), Date.now())
          forgetPerson(Number(payload))
        })
        yield* Effect.addFinalizer(() => Effect.sync(stop))
      }

      const owners = new Map<string, number>()
      return IdentitiesRepo.of({
        ...repo,
        facilityOf: (kind, id) =>
          Effect.suspend(() => {
            const known = owners.get(`${kind}:${id}`)
            if (known !== undefined) return Effect.succeed(known)
            return Effect.tap(repo.facilityOf(kind, id), (facilityId) => {
              if (facilityId === undefined) return
              if (owners.size >= MOST_OWNED) owners.delete(owners.keys().next().value!)
              owners.set(`${kind}:${id}`, facilityId)
            })
          }),
        // Without the statements' notices (a client of no pool of ours), all that a write may have changed.
        forgetKept: Effect.sync(Option.isSome(notices) ? forgetUnheard : forgetAll),
        bySession: (digest) =>
          Effect.suspend(() => {
            const entry = kept.get(digest)
            if (entry !== undefined && entry.until > Date.now())
              return Effect.as(Metric.increment(hits), Option.some(entry.identity))
            drop(digest)
            if (!listening) return repo.bySession(digest)
            const heardBefore = heard
            return Effect.zipRight(
              Metric.increment(misses),
              Effect.tap(repo.bySession(digest), (found) =>
                Effect.sync(() => {
                  // Nobody's session is not kept: a made-up cookie must not fill the memory.
                  if (Option.isSome(found) && listening && heard === heardBefore) keep(digest, found.value)
                }),
              ),
            )
          }),
      })
    }),
  )
