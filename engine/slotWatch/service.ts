import { withSpans } from "../spans"
import { Clock, Effect, Option } from "effect"
import { inClubTurns } from "../jobs"
import {
  actsFor,
  ownedBy,
  requireManagerAt,
  requireMemberAt,
  requireSelfOrGuardian,
  requireStaffAt,
  signedInId,
} from "../access"
import { closedSpans } from "../bookings/rules"
import { formatTime, localDate, localInstant, localSeconds } from "../dates"
import { dateIn, timeIn } from "../i18n/languageFormats"
import { mailWords } from "../mail/mailWords"
import { notFound, orNotFound, unprocessable } from "../errors"
import { Mailer } from "../mail/mailer"
import { Push } from "../push/service"
import {
  freeParts,
  nextOffer,
  type SlotOffer,
  type SlotWatch,
  type SlotWatchSettings,
  type UnmailedOffer,
} from "./rules"
import { SlotWatchRepo } from "./port"
import { Bookings } from "../bookings/service"
import { CalendarChanges } from "../reservations/port"
import { CourtsRepo } from "../courts/port"
import { FacilitiesRepo } from "../facilities/port"
import { Transactions } from "../ports"

/** What a person asks to watch: a window of a day on one court, or on any court of a kind. */
export type WatchRequest = Pick<
  SlotWatch,
  "date" | "from" | "to" | "duration" | "court_id" | "sport" | "surface" | "indoor"
> & {
  /** A child the caller handles; default: the caller. */
  readonly for_user_id?: number | undefined
}

/** Offers made or mailed in one round of the job. */
const ROUND = 20

/**
 * Slot watch. A player (or a guardian for a child) watches a window of a day; when a booking
 * frees time there (the database records it), the offers' job offers it to one watcher at a time
 * by the club's order, holding the slot for the club's minutes (the database refuses any other
 * booking of it meanwhile) and mailing a link. Accepting books through the one player booking
 * (rules, waiver, price) and ends the watch; declining, a lapse or the desk's release passes the
 * time on: to the next watcher, or (released) to everyone.
 */
export class SlotWatches extends Effect.Service<SlotWatches>()("venue/SlotWatches", {
  dependencies: [Bookings.Default, Push.Default],
  effect: Effect.gen(function* () {
    const repo = yield* SlotWatchRepo
    const facilities = yield* FacilitiesRepo
    const courts = yield* CourtsRepo
    const transactions = yield* Transactions
    const calendar = yield* CalendarChanges
    const bookings = yield* Bookings
    const mailer = yield* Mailer
    const push = yield* Push

    const clubOf = (facilityId: number) => orNotFound("Facility")(facilities.find(facilityId))
    const now = Effect.map(Clock.currentTimeMillis, (ms) => new Date(ms))

    const settings = (facilityId: number) =>
      Effect.zipRight(requireMemberAt(facilityId), Effect.zipRight(clubOf(facilityId), repo.settings(facilityId)))

    const saveSettings = (facilityId: number, next: SlotWatchSettings) =>
      Effect.gen(function* () {
        yield* requireManagerAt(facilityId, "Only the club's managers set how slot watch works.")
        yield* clubOf(facilityId)
        yield* repo.saveSettings(facilityId, next)
        return next
      })

    /** Why a watch cannot be kept, as a sentence; undefined when it can. */
    const watchProblem = (request: WatchRequest, today: string, rounding: number) =>
      request.date < today
        ? "That day has passed; watch a day from today on."
        : request.to <= request.from
          ? "The window must end after it starts."
          : request.duration <= 0 || request.duration > request.to - request.from
            ? "The time wanted must fit inside the window."
            : [request.from, request.to, request.duration].some((s) => s % rounding !== 0)
              ? `Bookings here start and end on ${rounding / 60}-minute steps; watch times on them.`
              : undefined

    const watch = (facilityId: number, request: WatchRequest) =>
      Effect.gen(function* () {
        const me = yield* signedInId
        yield* requireMemberAt(facilityId)
        const forId = request.for_user_id ?? me
        yield* requireSelfOrGuardian(forId, "You may watch only for yourself and the children you handle.")
        const facility = yield* clubOf(facilityId)
        const at = yield* now
        const problem = watchProblem(request, localDate(at, facility.time_zone), facility.interval_rounding)
        if (problem !== undefined) return yield* Effect.fail(unprocessable(problem))
        const endsAt = localInstant(request.date, request.to, facility.time_zone)
        if (endsAt <= at) return yield* Effect.fail(unprocessable("That time has passed."))
        const open = (yield* courts.list(facilityId)).filter((c) => c.active)
        if (request.court_id !== null && !open.some((c) => c.id === request.court_id))
          return yield* Effect.fail(notFound("Court"))
        const fits = open.filter(
          (c) =>
            (request.sport === null || c.sport === request.sport) &&
            (request.surface === null || c.surface === request.surface) &&
            (request.indoor === null || c.indoor === request.indoor),
        )
        if (request.court_id === null && fits.length === 0)
          return yield* Effect.fail(unprocessable("No court of the club is of that kind."))
        const { watch_limit } = yield* repo.settings(facilityId)
        const made = yield* transactions.run(
          repo.insertWatch(
            {
              facility_id: facilityId,
              user_id: forId,
              made_by: me,
              date: request.date,
              from: request.from,
              to: request.to,
              duration: request.duration,
              court_id: request.court_id,
              sport: request.court_id === null ? request.sport : null,
              surface: request.court_id === null ? request.surface : null,
              indoor: request.court_id === null ? request.indoor : null,
              ends_at: endsAt.toISOString(),
            },
            watch_limit,
          ),
        )
        if (Option.isNone(made))
          return yield* Effect.fail(
            unprocessable(
              `This club allows ${watch_limit} watch${watch_limit === 1 ? "" : "es"} at a time per person; stop one first.`,
            ),
          )
        return made.value
      })

    /** The caller's watches at a club (and their children's), with the offers made to them. */
    const mine = (facilityId: number) =>
      Effect.gen(function* () {
        const me = yield* signedInId
        yield* clubOf(facilityId)
        return { watches: yield* repo.watchesOf(facilityId, me), offers: yield* repo.offersOf(facilityId, me) }
      })

    /** Whether the caller speaks for the person a watch or offer is for: else it is not found. */
    const ownedByCaller = <T extends { readonly facility_id: number; readonly user_id: number }>(
      facilityId: number,
      what: string,
      found: Option.Option<T>,
    ) =>
      Effect.gen(function* () {
        const thing = Option.getOrUndefined(found)
        if (!ownedBy(facilityId, thing) || (yield* actsFor([thing!.user_id])).length === 0)
          return yield* Effect.fail(notFound(what))
        return thing!
      })

    const stop = (facilityId: number, watchId: number) =>
      Effect.gen(function* () {
        const found = yield* ownedByCaller(facilityId, "Watch", yield* repo.findWatch(watchId))
        yield* repo.stopWatch(found.id)
      })

    const openOffer = (offer: SlotOffer, at: Date, timeZone: string) =>
      offer.status !== "open"
        ? Effect.fail(unprocessable(`This offer is ${offer.status}; it cannot be taken now.`))
        : new Date(offer.expires_at) <= at
          ? Effect.fail(
              unprocessable(
                `This offer ran out at ${formatTime(new Date(offer.expires_at), timeZone)}; the slot passed to the next player.`,
              ),
            )
          : Effect.succeed(offer)

    /** Books the offered slot for its person through the player booking, and ends the watch. */
    const accept = (facilityId: number, offerId: number) =>
      Effect.gen(function* () {
        const facility = yield* clubOf(facilityId)
        const at = yield* now
        return yield* transactions.run(
          Effect.gen(function* () {
            const offer = yield* ownedByCaller(facilityId, "Offer", yield* repo.lockOffer(offerId))
            yield* openOffer(offer, at, facility.time_zone)
            yield* repo.bookingOffer(offer.id)
            const reservation = yield* bookings.book({
              facility_id: facilityId,
              court_id: offer.court_id,
              date: offer.date,
              hour_start: offer.hour_start,
              hour_end: offer.hour_end,
              reservation_type: 0,
              booked_for: offer.user_id,
              player_ids: [],
              guests: [],
            })
            yield* repo.accepted(offer, reservation.id)
            return { ...offer, status: "accepted" as const, reservation_id: reservation.id }
          }),
        )
      })

    /** Passes the offered slot on: to the next watcher (`declined`), or to everyone (the desk's `released`). */
    const endOffer = (facilityId: number, offerId: number, status: "declined" | "released") =>
      Effect.gen(function* () {
        const facility = yield* clubOf(facilityId)
        const at = yield* now
        const offer = yield* transactions.run(
          Effect.gen(function* () {
            const found = yield* repo.lockOffer(offerId)
            const offer =
              status === "declined"
                ? yield* ownedByCaller(facilityId, "Offer", found)
                : ownedBy(facilityId, Option.getOrUndefined(found))
                  ? Option.getOrThrow(found)
                  : yield* Effect.fail(notFound("Offer"))
            yield* openOffer(offer, at, facility.time_zone)
            yield* repo.endOffer(offer.id, status)
            return offer
          }),
        )
        yield* calendar.announce(facilityId, offer.date)
        return { ...offer, status }
      })

    const decline = (facilityId: number, offerId: number) => endOffer(facilityId, offerId, "declined")

    const holds = (facilityId: number, date: string) =>
      Effect.zipRight(requireStaffAt(facilityId), repo.holds(facilityId, date))

    const release = (facilityId: number, offerId: number) =>
      Effect.zipRight(requireStaffAt(facilityId), endOffer(facilityId, offerId, "released"))

    /** Offers the next vacancy due one, in its own transaction: whether there was one to work. */
    const offerNext = (served: ReadonlyArray<number>) =>
      Effect.gen(function* () {
        const at = yield* now
        const worked = yield* transactions.run(
          Effect.gen(function* () {
            const found = yield* repo.nextVacancy(served)
            if (Option.isNone(found)) return undefined
            const vacancy = found.value
            const today = localDate(at, vacancy.time_zone)
            // What has begun is past offering; what is left starts on the club's next step.
            const step = vacancy.interval_rounding
            const nowSeconds = Math.ceil(localSeconds(at, vacancy.time_zone) / step) * step
            if (vacancy.date < today || (vacancy.date === today && vacancy.hour_end <= nowSeconds)) {
              yield* repo.endVacancy(vacancy.id, "past")
              return { club: vacancy.facility_id, offered: undefined, retry: false }
            }
            // Freed time the club's schedule keeps shut (hours, closures, staff-only windows) is not offered.
            const [opening, rules] = yield* Effect.all([
              courts.openingHours(vacancy.facility_id),
              courts.rules(vacancy.facility_id),
            ])
            const shut = closedSpans(vacancy.court_id, vacancy.date, opening, rules)
            const parts = freeParts(vacancy, [...vacancy.taken, ...shut], vacancy.date === today ? nowSeconds : 0)
            const next = vacancy.court_active
              ? nextOffer(vacancy.watches, parts, vacancy.settings.offer_order, new Set(vacancy.had_turn))
              : undefined
            if (next === undefined) {
              // A watcher it fits who holds another offer now has their turn when that offer ends.
              const waiting = vacancy.busy.filter((b) => nextOffer([b.watch], parts, "earliest") !== undefined)
              if (vacancy.court_active && waiting.length > 0)
                yield* repo.postpone(vacancy.id, new Date(Math.min(...waiting.map((b) => Date.parse(b.until)))))
              else yield* repo.endVacancy(vacancy.id, "exhausted")
              return { club: vacancy.facility_id, offered: undefined, retry: false }
            }
            const startsAt = localInstant(vacancy.date, next.slot.hour_start, vacancy.time_zone)
            const held = yield* repo.insertOffer({
              vacancy,
              watch: next.watch,
              ...next.slot,
              starts_at: startsAt,
              ends_at: localInstant(vacancy.date, next.slot.hour_end, vacancy.time_zone),
              expires_at: new Date(
                Math.min(at.getTime() + vacancy.settings.offer_minutes * 60_000, startsAt.getTime()),
              ),
            })
            // A booking took the slot first: the next round sees it taken and offers what is left.
            return { club: vacancy.facility_id, offered: Option.getOrUndefined(held), retry: Option.isNone(held) }
          }),
        )
        if (worked?.offered !== undefined) yield* calendar.announce(worked.offered.facility_id, worked.offered.date)
        return worked
      })

    const offerMail = (offer: UnmailedOffer, site: URL) => {
      const starts = localInstant(offer.date, offer.hour_start, offer.time_zone)
      const ends = localInstant(offer.date, offer.hour_end, offer.time_zone)
      const until = new Date(offer.expires_at)
      const link = new URL(`/watches?facility=${offer.facility_id}#offer-${offer.id}`, site).toString()
      const { language, time_zone: zone } = offer
      const say = mailWords(language)
      const [date, start, end] = [
        dateIn(language, starts, zone),
        timeIn(language, starts, zone),
        timeIn(language, ends, zone),
      ]
      return {
        to: offer.email!,
        subject: say("watch.subject", { court: offer.court, date, start }),
        text: [
          say("watch.cameFree", { club: offer.facility, person: offer.person }),
          say("watch.slot", { court: offer.court, date, start, end }),
          "",
          say("watch.held", { until: timeIn(language, until, zone) }),
          link,
          "",
          say("watch.passes"),
        ].join("\n"),
        messageId: `<slot-offer-${offer.id}@${site.hostname}>`,
      }
    }

    /** The offer as a push to each device of whoever reads the person's mail, with a button to book it. */
    const offerPush = (offer: UnmailedOffer, site: URL) =>
      push.tell(offer.user_id, offer.facility_id, `slot-offer:${offer.id}`, (language) => {
        const say = mailWords(language)
        const zone = offer.time_zone
        const starts = localInstant(offer.date, offer.hour_start, zone)
        const ends = localInstant(offer.date, offer.hour_end, zone)
        const [date, start, end] = [
          dateIn(language, starts, zone),
          timeIn(language, starts, zone),
          timeIn(language, ends, zone),
        ]
        const page = (accept: boolean) =>
          new URL(
            `/watches?facility=${offer.facility_id}${accept ? `&accept=${offer.id}` : ""}#offer-${offer.id}`,
            site,
          ).toString()
        return {
          topic: "slot_offers",
          title: say("watch.subject", { court: offer.court, date, start }),
          body: `${say("watch.slot", { court: offer.court, date, start, end })} ${say("push.offerHeld", {
            until: timeIn(language, new Date(offer.expires_at), zone),
          })}`,
          url: page(false),
          tag: `slot-offer-${offer.id}`,
          // Booking is still confirmed on the page: it may charge, and a tap on a lock screen is not a yes.
          actions: [{ action: "book", title: say("push.book"), url: page(true) }],
        }
      })

    /**
     * One round of the offers' job: offers whose time ran out end; vacancies due an offer get one
     * (each in its own transaction, its row locked so another server skips it: a crash loses
     * nothing, and one vacancy is never offered twice to one person); new offers are mailed (on a
     * lease, under one Message-ID each).
     */
    const offerRound = (site: URL) =>
      Effect.gen(function* () {
        const lapsed = yield* repo.lapse
        for (const day of new Set(lapsed.map((l) => `${l.facility_id} ${l.date}`))) {
          const [facilityId, date] = day.split(" ")
          yield* calendar.announce(Number(facilityId), date!)
        }
        let worked = lapsed.length
        worked += yield* inClubTurns(ROUND, (served) =>
          Effect.map(offerNext(served), (done) =>
            done === undefined || done.retry ? Option.none<number>() : Option.some(done.club),
          ),
        )
        for (const offer of yield* repo.claimUnmailed(ROUND)) {
          if (offer.status === "open") yield* offerPush(offer, site)
          if (offer.status === "open" && offer.email !== null) {
            const sent = yield* Effect.either(mailer.send(offerMail(offer, site)))
            if (sent._tag === "Left") continue
          }
          yield* repo.mailed(offer.id)
          worked += 1
        }
        return worked
      })

    return withSpans("SlotWatches", {
      settings,
      saveSettings,
      watch,
      mine,
      stop,
      accept,
      decline,
      holds,
      release,
      offerRound,
    })
  }),
}) {}
