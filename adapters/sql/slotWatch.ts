import { type SqlClient, SqlSchema, type Statement } from "@effect/sql"
import { Effect, Option, Schema } from "effect"
import {
  DEFAULT_WATCH_SETTINGS,
  type NewOffer,
  type NewWatch,
  type OpenVacancy,
  SlotOffer,
  SlotWatch,
  SlotWatchSettings,
  type Watch,
} from "../../engine/slotWatch/rules"
import { SlotWatchRepo } from "../../engine/slotWatch/port"
import { Language } from "../../engine/facilities/rules"
import { countRows, idRows, repository, rowsOf } from "./client"
import { inTurns, type WorkQueue } from "./jobs"
import { currentPlanOf } from "./memberships"
import { ACTIVE } from "./statuses"

const facilityIdDateRows = rowsOf(Schema.Struct({ facility_id: Schema.Number, date: Schema.String }))

const WATCH_COLUMNS = `w.id, w.facility_id, w.user_id, trim(u.first_name || ' ' || u.last_name) as person,
  w.local_date::text as date, w.hour_from as "from", w.hour_to as "to", w.duration, w.court_id, w.sport, w.surface,
  w.indoor, to_json(w.ends_at) #>> '{}' as ends_at, w.status, to_json(w.created_at) #>> '{}' as created_at`

const OFFER_COLUMNS = `o.id, o.facility_id, o.watch_id, o.user_id, trim(u.first_name || ' ' || u.last_name) as person,
  o.court_id, c.name as court, o.local_date::text as date, o.hour_start, o.hour_end, o.status,
  to_json(o.expires_at) #>> '{}' as expires_at, o.reservation_id`

const OFFERS_FROM = `slot_offers o join users u on u.id = o.user_id join courts c on c.id = o.court_id`

/** How long a sender holds an offer's mail, and how many holds it may run out before it is given up. */
const LEASE = "10 minutes"
const MOST_TRIES = 5

/** The slot-offers job's items: offers whose mail is due (an offer is made in its vacancy's transaction). */
export const offerMailQueue = (sql: SqlClient.SqlClient): WorkQueue => ({
  job: "slot-offers",
  table: "slot_offers",
  leased: sql`mailed_at is null and mail_attempts < ${MOST_TRIES} and mail_claimed_at >= now() - ${LEASE}::interval`,
  due: sql`mailed_at is null and mail_attempts < ${MOST_TRIES}
    and (mail_claimed_at is null or mail_claimed_at < now() - ${LEASE}::interval)`,
  failed: sql`mailed_at is null and mail_attempts >= ${MOST_TRIES}`,
  dueSince: sql`created_at`,
  turnsBy: sql`facility_id`,
})

const VacancyRow = Schema.Struct({
  id: Schema.Number,
  facility_id: Schema.Number,
  court_id: Schema.Number,
  date: Schema.String,
  hour_start: Schema.Number,
  hour_end: Schema.Number,
  sport: Schema.String,
  surface: Schema.NullOr(Schema.String),
  indoor: Schema.Boolean,
  court_active: Schema.Boolean,
  time_zone: Schema.String,
  interval_rounding: Schema.Number,
})

const Span = Schema.Struct({ hour_start: Schema.Number, hour_end: Schema.Number })

const WatchRow = Schema.Struct({
  ...SlotWatch.pick(
    "id",
    "user_id",
    "created_at",
    "date",
    "from",
    "to",
    "duration",
    "court_id",
    "sport",
    "surface",
    "indoor",
  ).fields,
  member: Schema.Boolean,
  busy_until: Schema.NullOr(Schema.String),
})

const UnmailedRow = Schema.Struct({
  ...SlotOffer.fields,
  email: Schema.NullOr(Schema.String),
  facility: Schema.String,
  time_zone: Schema.String,
  language: Language,
})

const asWatch = ({ busy_until: _, ...watch }: typeof WatchRow.Type): Watch => watch

/** An insert the database refused for an overlap (a booking, another hold) or a turn already had. */
const refusedOffer = (error: unknown) => ["23P01", "23505"].includes(String((error as SqlCause).cause?.code))
type SqlCause = { readonly cause?: { readonly code?: string } }

/** Slot watch (migration 0055): rows decoded by the engine's schemas as they leave storage. */
export const SlotWatchRepoLive = repository(SlotWatchRepo, (on, sql) => {
  const settings = on((facilityId: number) =>
    SqlSchema.findOne({
      Request: Schema.Number,
      Result: SlotWatchSettings,
      execute: (id) =>
        sql`select watch_limit, offer_minutes, offer_order from slot_watch_settings where facility_id = ${id}`,
    })(facilityId).pipe(Effect.orDie, Effect.map(Option.getOrElse(() => DEFAULT_WATCH_SETTINGS))),
  )
  const findWatch = on((id: number) =>
    SqlSchema.findOne({
      Request: Schema.Number,
      Result: SlotWatch,
      execute: (watchId) =>
        sql`select ${sql.literal(WATCH_COLUMNS)} from slot_watches w join users u on u.id = w.user_id
          where w.id = ${watchId}`,
    })(id).pipe(Effect.orDie),
  )
  const offersWhere = (where: Statement.Fragment, lock = false) =>
    SqlSchema.findAll({
      Request: Schema.Void,
      Result: SlotOffer,
      execute: () =>
        sql`select ${sql.literal(OFFER_COLUMNS)} from ${sql.literal(OFFERS_FROM)} where ${where}
          order by o.local_date, o.hour_start, o.id ${lock ? sql`for update of o` : sql``}`,
    })(undefined).pipe(Effect.orDie)

  /** Freed time of the day waiting for a watcher's offer to end is due again: one just did. */
  const wake = (day: { readonly facility_id: number; readonly date: string }) =>
    sql`update slot_vacancies set next_at = now()
      where facility_id = ${day.facility_id} and local_date = ${day.date}::date and status = 'open' and next_at > now()`

  return {
    settings,
    saveSettings: on((facilityId: number, s: SlotWatchSettings) =>
      Effect.asVoid(sql`
        insert into slot_watch_settings (facility_id, watch_limit, offer_minutes, offer_order)
        values (${facilityId}, ${s.watch_limit}, ${s.offer_minutes}, ${s.offer_order})
        on conflict (facility_id) do update set watch_limit = excluded.watch_limit,
          offer_minutes = excluded.offer_minutes, offer_order = excluded.offer_order, updated_at = now()`),
    ),
    insertWatch: on((watch: NewWatch, limit: number) =>
      Effect.gen(function* () {
        // One person's watches at a club are counted under their lock, so two at once cannot pass the limit.
        yield* sql`select pg_advisory_xact_lock(7302, ${watch.user_id}::int)`
        const [held] = yield* countRows(sql`
          select count(*)::int as n from slot_watches
          where facility_id = ${watch.facility_id} and user_id = ${watch.user_id} and status = 'active' and ends_at > now()`)
        if (held!.n >= limit) return Option.none()
        const [row] = yield* idRows(sql`
          insert into slot_watches (facility_id, user_id, made_by, local_date, hour_from, hour_to, duration, court_id,
            sport, surface, indoor, ends_at)
          values (${watch.facility_id}, ${watch.user_id}, ${watch.made_by}, ${watch.date}::date, ${watch.from},
            ${watch.to}, ${watch.duration}, ${watch.court_id}, ${watch.sport}, ${watch.surface}, ${watch.indoor},
            ${watch.ends_at}::timestamptz)
          returning id`)
        return yield* findWatch(row!.id)
      }).pipe(Effect.orDie),
    ),
    findWatch,
    watchesOf: on((facilityId: number, userId: number) =>
      SqlSchema.findAll({
        Request: Schema.Void,
        Result: SlotWatch,
        execute: () =>
          sql`select ${sql.literal(WATCH_COLUMNS)} from slot_watches w join users u on u.id = w.user_id
            where w.facility_id = ${facilityId} and (w.user_id = ${userId} or w.made_by = ${userId})
              and w.local_date >= current_date - 7
            order by w.local_date, w.hour_from, w.id limit 100`,
      })(undefined).pipe(Effect.orDie),
    ),
    stopWatch: on((id: number) =>
      Effect.asVoid(sql`update slot_watches set status = 'stopped' where id = ${id} and status = 'active'`),
    ),
    offersOf: on((facilityId: number, userId: number) =>
      offersWhere(sql`o.facility_id = ${facilityId} and o.local_date >= current_date - 7
        and o.watch_id in (select id from slot_watches
                           where facility_id = ${facilityId} and (user_id = ${userId} or made_by = ${userId}))`),
    ),
    lockOffer: on((id: number) =>
      Effect.map(offersWhere(sql`o.id = ${id}`, true), (rows) => Option.fromNullable(rows[0])),
    ),
    bookingOffer: on((id: number) => Effect.asVoid(sql`select set_config('venue.booking_offer', ${String(id)}, true)`)),
    accepted: on((offer: SlotOffer, reservationId: number) =>
      Effect.gen(function* () {
        yield* sql`update slot_offers set status = 'accepted', reservation_id = ${reservationId}, ended_at = now()
          where id = ${offer.id}`
        yield* sql`update slot_watches set status = 'booked' where id = ${offer.watch_id}`
        yield* wake(offer)
        yield* sql`select set_config('venue.booking_offer', '', true)`
      }).pipe(Effect.orDie),
    ),
    endOffer: on((id: number, status: "declined" | "released") =>
      Effect.gen(function* () {
        const [ended] = yield* rowsOf(
          Schema.Struct({ vacancy_id: Schema.Number, facility_id: Schema.Number, date: Schema.String }),
        )(sql`
          update slot_offers set status = ${status}, ended_at = now() where id = ${id} and status = 'open'
          returning vacancy_id, facility_id, local_date::text as date`)
        if (ended === undefined) return
        if (status === "released")
          yield* sql`update slot_vacancies set status = 'released' where id = ${ended.vacancy_id}`
        yield* wake(ended)
      }).pipe(Effect.orDie),
    ),
    holds: on((facilityId: number, date: string) =>
      offersWhere(sql`o.facility_id = ${facilityId} and o.local_date = ${date}::date and o.status = 'open'`),
    ),
    lapse: on(() =>
      facilityIdDateRows(
        sql`
        update slot_offers set status = 'lapsed', ended_at = now()
        where status = 'open' and expires_at <= now()
        returning facility_id, local_date::text as date`,
      ).pipe(Effect.orDie),
    )(),
    nextVacancy: on((served: ReadonlyArray<number>) =>
      Effect.gen(function* () {
        const found = yield* SqlSchema.findOne({
          Request: Schema.Void,
          Result: VacancyRow,
          execute: () => sql`
            select v.id, v.facility_id, v.court_id, v.local_date::text as date, v.hour_start, v.hour_end,
              c.sport, c.surface, c.indoor, c.active as court_active, f.time_zone,
              f.interval_rounding
            from slot_vacancies v join courts c on c.id = v.court_id join facilities f on f.id = v.facility_id
            where v.status = 'open' and v.next_at <= now() and v.facility_id <> all(${[...served]}::bigint[])
              and not exists (select 1 from slot_offers o where o.vacancy_id = v.id and o.status = 'open')
            order by v.id limit 1
            for update of v skip locked`,
        })(undefined)
        if (Option.isNone(found)) return Option.none<OpenVacancy>()
        const v = found.value
        const taken = yield* SqlSchema.findAll({
          Request: Schema.Void,
          Result: Span,
          execute: () => sql`
            select hour_start, hour_end from reservations
            where facility_id = ${v.facility_id} and local_date = ${v.date}::date and court_id = ${v.court_id}
              and status in ${sql.literal(ACTIVE)}
            union all
            select hour_start, hour_end from slot_offers
            where facility_id = ${v.facility_id} and local_date = ${v.date}::date and court_id = ${v.court_id}
              and status = 'open'`,
        })(undefined)
        const watches = yield* SqlSchema.findAll({
          Request: Schema.Void,
          Result: WatchRow,
          execute: () => sql`
            select w.id, w.user_id, to_json(w.created_at) #>> '{}' as created_at, w.local_date::text as date,
              w.hour_from as "from", w.hour_to as "to", w.duration, w.court_id, w.sport, w.surface, w.indoor,
              exists (select 1 from booking_passes p
                      where p.facility_id = w.facility_id and p.user_id = w.user_id and p.reservation_pass)
                or exists (${currentPlanOf(sql, sql`w.facility_id`, sql`w.user_id`)}) as member,
              (select to_json(o.expires_at) #>> '{}' from slot_offers o
               where o.facility_id = w.facility_id and o.watch_id = w.id and o.status = 'open') as busy_until
            from slot_watches w
            where w.facility_id = ${v.facility_id} and w.local_date = ${v.date}::date and w.status = 'active'
              and w.ends_at > now()`,
        })(undefined)
        // One turn per household for a freed time: a person, and whoever made watches with them
        // (a guardian and the children they watch for), had it once any of them was offered it.
        const hadTurn = yield* idRows(sql`
          select w.id from slot_watches w
          where w.facility_id = ${v.facility_id} and w.local_date = ${v.date}::date
            and exists (
              select 1 from slot_offers o join slot_watches t on t.id = o.watch_id
              where o.vacancy_id = ${v.id}
                and (t.user_id in (w.user_id, w.made_by) or t.made_by in (w.user_id, w.made_by)))`)
        return Option.some<OpenVacancy>({
          ...v,
          taken,
          watches: watches.filter((w) => w.busy_until === null).map(asWatch),
          busy: watches.flatMap((w) => (w.busy_until === null ? [] : [{ watch: asWatch(w), until: w.busy_until }])),
          had_turn: hadTurn.map((r) => r.id),
          settings: yield* settings(v.facility_id),
        })
      }).pipe(Effect.orDie),
    ),
    endVacancy: on((id: number, status: "past" | "exhausted") =>
      Effect.asVoid(sql`update slot_vacancies set status = ${status} where id = ${id}`),
    ),
    postpone: on((id: number, at: Date) =>
      Effect.asVoid(sql`update slot_vacancies set next_at = ${at} where id = ${id}`),
    ),
    insertOffer: on((offer: NewOffer) =>
      sql
        .withTransaction(
          idRows(sql`
              insert into slot_offers (facility_id, vacancy_id, watch_id, user_id, court_id, local_date, hour_start,
                hour_end, during, expires_at)
              values (${offer.vacancy.facility_id}, ${offer.vacancy.id}, ${offer.watch.id}, ${offer.watch.user_id},
                ${offer.vacancy.court_id}, ${offer.vacancy.date}::date, ${offer.hour_start}, ${offer.hour_end},
                tstzrange(${offer.starts_at}, ${offer.ends_at}, '[)'), ${offer.expires_at})
              returning id`),
        )
        .pipe(
          Effect.map((rows) => Option.some(rows[0]!.id)),
          Effect.catchIf(refusedOffer, () => Effect.succeed(Option.none<number>())),
          Effect.flatMap(
            Option.match({
              onNone: () => Effect.succeed(Option.none<SlotOffer>()),
              onSome: (id) => Effect.map(offersWhere(sql`o.id = ${id}`), (rows) => Option.fromNullable(rows[0])),
            }),
          ),
          Effect.orDie,
        ),
    ),
    claimUnmailed: on((limit: number) =>
      SqlSchema.findAll({
        Request: Schema.Void,
        Result: UnmailedRow,
        execute: () => sql`
          with taken as (
            update slot_offers set mail_claimed_at = now(), mail_attempts = mail_attempts + 1
            where id in (select id from slot_offers
                         where id in (${inTurns(sql, offerMailQueue(sql), limit, sql`id`)}) and ${offerMailQueue(sql).due}
                         for update skip locked)
            returning *
          )
          select ${sql.literal(OFFER_COLUMNS)}, coalesce(m.email, u.email) as email, f.name as facility, f.time_zone,
            -- The reader's language: the guardian's who made a child's watch, else the watcher's, else the club's.
            coalesce(case when m.email is not null then m.language else u.language end, f.language) as language
          from taken o join users u on u.id = o.user_id join courts c on c.id = o.court_id
            join facilities f on f.id = o.facility_id join slot_watches w on w.id = o.watch_id
            left join users m on m.id = w.made_by
          order by o.id`,
      })(undefined).pipe(Effect.orDie),
    ),
    mailed: on((id: number) => Effect.asVoid(sql`update slot_offers set mailed_at = now() where id = ${id}`)),
  }
})
