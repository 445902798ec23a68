import { withSpans } from "../spans"
import { Effect } from "effect"
import {
  CurrentCaller,
  personAnywhereAccess,
  ratingChangeAccess,
  ratingKeeper,
  seesClubValue,
  speaksFor,
  signedInId,
} from "../access"
import { Secrets } from "../accounts/port"
import { Dupr } from "./dupr"
import { conflict, forbidden, notFound, orNotFound, TooManyRequests, unprocessable } from "../errors"
import { Mailer } from "../mail/mailer"
import { mailWords } from "../mail/mailWords"
import { maskedEmail } from "../people/rules"
import { checkRating, type LinkedId, ratingLabel, ratingRange, RatingsRepo } from "./rules"
import { PeopleRepo } from "../people/port"
import { Transactions } from "../ports"

const DUPR_TAKEN = "This DUPR account is linked to another person; a DUPR id is one person's."
/** A person's own DUPR rating is what their proven account says, never typed in. */
const DUPR_FROM_ACCOUNT = "A DUPR rating comes from a DUPR account proven yours: link it, and its rating follows."
/** Wrong codes a DUPR link takes before it must be started again. */
const MAX_CODE_ATTEMPTS = 5

/**
 * Ratings: a person's own by provider (self-rated or from a linked account such as DUPR), and each
 * club's value for them, kept by that club's staff. Every value lies in its provider's range; every
 * change is a line in the person's history.
 */
export class Ratings extends Effect.Service<Ratings>()("venue/Ratings", {
  effect: Effect.gen(function* () {
    const repo = yield* RatingsRepo
    const people = yield* PeopleRepo
    const transactions = yield* Transactions
    const dupr = yield* Dupr
    const mailer = yield* Mailer
    const secrets = yield* Secrets

    const person = (id: number) => orNotFound("User")(people.find(id))

    /** The rating if the provider's range holds it; a 422 with the engine's sentence otherwise. */
    const inRange = (provider: string, rating: number) =>
      checkRating(provider, rating).pipe(Effect.mapError((error) => unprocessable(error.message)))

    const note = (userId: number, kind: string, description: string) =>
      Effect.flatMap(CurrentCaller, (caller) =>
        people.recordActivity({ user_id: userId, actor_id: caller.userId ?? null, kind, description }),
      )

    const all = (userId: number) =>
      Effect.map(repo.of(userId), (rows) =>
        rows.map((r) => ({ ...r, label: ratingLabel(r.provider), ...ratingRange(r.provider) })),
      )

    /** Someone the caller speaks for (themself, a child they handle): their own ratings and links. */
    const own = (userId: number) =>
      Effect.gen(function* () {
        if (!(yield* speaksFor([userId]))) return yield* Effect.fail(notFound("User"))
        return yield* person(userId)
      })

    /** A person's ratings (the caller's by default): all to them and their guardian; staff see the person's own and their clubs' values. */
    const list = (userId: number | undefined) =>
      Effect.gen(function* () {
        const caller = yield* CurrentCaller
        const whose = userId ?? caller.userId
        if (whose === undefined) return yield* Effect.fail(forbidden("Sign in first."))
        yield* personAnywhereAccess(whose)
        const ratings = yield* all(whose)
        if (yield* speaksFor([whose])) return ratings
        return ratings.filter((r) => seesClubValue(caller, r.facility_id))
      })

    /** A new rating: the person's own, or (staff) their club's value for them. */
    const add = (userId: number, provider: string, rating: number, facilityId: number | undefined) =>
      Effect.gen(function* () {
        yield* person(userId)
        const keeper = yield* ratingKeeper(userId, facilityId)
        yield* inRange(provider, rating)
        if (keeper === null && provider === "dupr") return yield* Effect.fail(unprocessable(DUPR_FROM_ACCOUNT))
        const id = yield* repo.insert(userId, provider, rating, keeper)
        if (id === undefined)
          return yield* Effect.fail(
            conflict(
              `${keeper === null ? "This person has" : "The club keeps"} a ${ratingLabel(provider)} rating already; change it instead.`,
            ),
          )
        yield* note(userId, "rating_added", `${ratingLabel(provider)} rating set to ${rating}.`)
        return (yield* all(userId)).find((r) => r.id === id)!
      })

    /** Changes a rating: the person's own is theirs; a club's value is that club's staff's. */
    const change = (userId: number, ratingId: number, rating: number) =>
      Effect.gen(function* () {
        const current = (yield* all(userId)).find((r) => r.id === ratingId)
        if (current === undefined) return yield* Effect.fail(notFound("Rating"))
        const whose = yield* ratingChangeAccess(userId, current)
        if (whose === "own" && current.provider === "dupr") return yield* Effect.fail(unprocessable(DUPR_FROM_ACCOUNT))
        yield* inRange(current.provider, rating)
        yield* repo.upsert(userId, current.provider, rating, current.facility_id)
        yield* note(userId, "rating_changed", `${current.label} rating changed from ${current.rating} to ${rating}.`)
        return { ...current, rating }
      })

    /** The profile rating is the self-rating on the NRP scale. */
    const setProfileRating = (userId: number, rating: number | null) =>
      Effect.gen(function* () {
        yield* own(userId)
        if (rating !== null) yield* inRange("ntrp_default", rating)
        yield* repo.setProfileRating(userId, rating)
        return yield* person(userId)
      })

    /** What a link answers: the person, their ratings, and whether the link is made or waits for the mailed code. */
    const linkAnswer = (userId: number, sentTo: string | null) =>
      Effect.gen(function* () {
        return {
          user: yield* person(userId),
          ratings: yield* all(userId),
          verification: sentTo === null ? ("verified" as const) : ("code_sent" as const),
          sent_to: sentTo,
        }
      })

    /**
     * Starts linking a person's DUPR account: DUPR's address of record for it is sent a code, and the
     * link (with its rating) is made only when the code comes back (`verifyDupr`). A DUPR id is one
     * person's: one linked to someone else is refused.
     */
    const linkDupr = (userId: number, duprId: string) =>
      Effect.gen(function* () {
        yield* own(userId)
        const player = yield* dupr.player(duprId).pipe(Effect.mapError((error) => unprocessable(error.message)))
        const holder = yield* repo.duprHolder(player.dupr_id)
        if (holder !== undefined && holder !== userId) return yield* Effect.fail(conflict(DUPR_TAKEN))
        if (player.email === null)
          return yield* Effect.fail(
            unprocessable(
              "DUPR gives no e-mail address for this account, so it cannot be proven yours: ask DUPR to add one.",
            ),
          )
        const code = secrets.code()
        yield* repo.saveLinkCode(userId, player.dupr_id, secrets.digest(`${userId}:${player.dupr_id}:${code}`))
        const say = mailWords((yield* person(userId)).language ?? "en")
        yield* mailer
          .send({
            to: player.email,
            subject: say("dupr.codeSubject"),
            text: say("dupr.code", { code, name: player.full_name }),
          })
          .pipe(Effect.catchAll((error) => Effect.logError("Could not send the DUPR code", error.message)))
        return yield* linkAnswer(userId, maskedEmail(player.email))
      })

    /** Ends a DUPR link with the code its account's address received: the id is the person's, its rating theirs. */
    const verifyDupr = (userId: number, code: string) =>
      Effect.gen(function* () {
        yield* own(userId)
        const row = yield* repo.linkCode(userId)
        if (row === undefined || row.expired)
          return yield* Effect.fail(unprocessable("This code is unknown or has expired; link the DUPR id again."))
        if (row.attempts >= MAX_CODE_ATTEMPTS)
          return yield* Effect.fail(
            new TooManyRequests({ message: "Too many wrong codes; link the DUPR id again.", errors: [] }),
          )
        if (!secrets.same(secrets.digest(`${userId}:${row.external_id}:${code.trim()}`), row.code_hash)) {
          yield* repo.countWrongLinkCode(userId)
          return yield* Effect.fail(unprocessable("The code is wrong."))
        }
        const player = yield* dupr
          .player(row.external_id)
          .pipe(Effect.mapError((error) => unprocessable(error.message)))
        yield* transactions.run(
          Effect.gen(function* () {
            if (!(yield* repo.setLinkedId(userId, "dupr_id", player.dupr_id)))
              return yield* Effect.fail(conflict(DUPR_TAKEN))
            const rating = player.doubles ?? player.singles
            if (rating !== null) yield* repo.upsert(userId, "dupr", yield* inRange("dupr", rating))
            yield* repo.dropLinkCode(userId)
            yield* note(userId, "dupr_linked", `Linked to DUPR ${player.dupr_id}.`)
          }),
        )
        return yield* linkAnswer(userId, null)
      })

    const setLinked = (userId: number, column: LinkedId, value: string | null) =>
      Effect.gen(function* () {
        yield* own(userId)
        yield* value === null ? repo.clearLinkedId(userId, column) : repo.setLinkedId(userId, column, value)
        return yield* person(userId)
      })

    /** A person's Club Locker code (the caller's by default). */
    const setClubLocker = (userId: number | undefined, code: string | null) =>
      Effect.flatMap(userId === undefined ? signedInId : Effect.succeed(userId), (id) =>
        setLinked(id, "club_locker_code", code),
      )

    /** Mails the NRP questionnaire to a person; `site` is the server's public address. */
    const sendQuestionnaire = (userId: number, site: string) =>
      Effect.gen(function* () {
        yield* personAnywhereAccess(userId)
        const user = yield* person(userId)
        if (user.email === null)
          return yield* Effect.fail(unprocessable("This person has no e-mail address to send the questionnaire to."))
        const say = mailWords(user.language ?? "en")
        yield* mailer
          .send({
            to: user.email,
            subject: say("rating.subject"),
            text: say("rating.ask", { link: `${site}/rating-questionnaire?user=${user.id}` }),
          })
          .pipe(Effect.catchAll((error) => Effect.logError("Could not send the questionnaire", error.message)))
      })

    return withSpans("Ratings", {
      list,
      add,
      change,
      setProfileRating,
      linkDupr,
      verifyDupr,
      setLinked,
      setClubLocker,
      sendQuestionnaire,
    })
  }),
}) {}
