import { PgClient } from "@effect/sql-pg"
import { Effect, Layer, Metric, Option, Redacted } from "effect"
import { type Identity, IdentitiesRepo } from "../../engine/accounts"
import { listenForChanges } from "./listener"

/** The longest a session's person is answered from memory, whatever is heard: the bound on staleness. */
const KEEP_MS = 30_000
/** Sessions kept at most; the longest kept goes first. */
const MOST = 50_000

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
 * dropped when it connects again (notices were missed). After each request of this server that may
 * have written, all is dropped at once (`forgetKept`), not at its notices: the next request may come
 * first.
 */
export const SessionCacheLive = (options: { readonly listenUrl?: string | undefined }) =>
  Layer.scoped(
    IdentitiesRepo,
    Effect.gen(function* () {
      const repo = yield* IdentitiesRepo
      const pg = yield* PgClient.PgClient
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
        onPayload: (payload) => Effect.sync(() => forgetPerson(Number(payload))),
        onState: (state) =>
          Effect.sync(() => {
            listening = state === "listening"
            forgetAll()
          }),
      }).pipe(Effect.forkScoped)

      return IdentitiesRepo.of({
        ...repo,
        forgetKept: Effect.sync(forgetAll),
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
