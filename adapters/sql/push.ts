import type { SqlClient } from "@effect/sql/SqlClient"
import { Effect, Option, Schema } from "effect"
import { type ClaimedPush, type NewPushMessage, PushRepo } from "../../engine/push/port"
import { PushPayload, PushSubscription, PushTopic, pushServiceOf } from "../../engine/push/rules"
import { repository, rowsOf, sqlGen } from "./client"
import { inTurns, pendingUntilNextAt } from "./jobs"

const keyRows = rowsOf(Schema.Struct({ public_key: Schema.String, private_key_sealed: Schema.String }))
const SubscriptionRow = Schema.Struct({
  id: Schema.Number,
  endpoint: Schema.String,
  topics: Schema.Array(PushTopic),
  created_at: Schema.String,
  last_sent_at: Schema.NullOr(Schema.String),
})
const subscriptionRows = rowsOf(SubscriptionRow)
const claimedRows = rowsOf(
  Schema.Struct({
    id: Schema.Number,
    facility_id: Schema.Number,
    attempts: Schema.Number,
    payload: PushPayload,
    targets: Schema.Array(
      Schema.Struct({
        subscription_id: Schema.Number,
        endpoint: Schema.String,
        p256dh: Schema.String,
        auth: Schema.String,
      }),
    ),
  }),
)

const subscriptionColumns = `id, endpoint, topics, to_json(created_at) #>> '{}' as created_at,
  to_json(last_sent_at) #>> '{}' as last_sent_at`

/** A subscription as its person reads it: the push service's host, never the device's whole address. */
const shown = ({ endpoint, ...row }: typeof SubscriptionRow.Type): PushSubscription => ({
  ...row,
  push_service: pushServiceOf(endpoint),
})

/**
 * Demo mode's phone is a new device at each start (its fake push service listens on a new port):
 * the phone of an earlier start, an address on this machine ending in `path`, is let go.
 */
export const forgetDemoPhones = (userId: number, path: string) =>
  sqlGen(function* (sql) {
    yield* sql`delete from push_subscriptions
      where user_id = ${userId} and endpoint like ${`http://127.0.0.1:%${path}`}`
  })

export const pushQueue = (sql: SqlClient) => pendingUntilNextAt(sql, "push", "push_messages")

/** A club's messages one round takes at most: a club's flood of offers waits its turn, others' go. */
const PER_CLUB = 20

export const PushRepoLive = repository(PushRepo, (on, sql) => ({
  keys: on.read(() =>
    Effect.map(keyRows(sql`select public_key, private_key_sealed from push_keys`), (rows) =>
      Option.fromNullable(rows[0]),
    ),
  )(),
  keepKeys: on((keys: { readonly public_key: string; readonly private_key_sealed: string }) =>
    Effect.gen(function* () {
      yield* sql`insert into push_keys ${sql.insert({ ...keys })} on conflict (only_row) do nothing`
      const [kept] = yield* keyRows(sql`select public_key, private_key_sealed from push_keys`)
      return kept!
    }),
  ),
  subscribe: on(
    (
      userId: number,
      s: {
        readonly endpoint: string
        readonly p256dh: string
        readonly auth: string
        readonly topics: ReadonlyArray<string>
      },
    ) =>
      Effect.map(
        subscriptionRows(sql`
          insert into push_subscriptions (user_id, endpoint, p256dh, auth, topics)
          values (${userId}, ${s.endpoint}, ${s.p256dh}, ${s.auth}, ${s.topics}::text[])
          on conflict (endpoint) do update set user_id = excluded.user_id, p256dh = excluded.p256dh,
            auth = excluded.auth, topics = excluded.topics, created_at = now(), last_sent_at = null
          returning ${sql.literal(subscriptionColumns)}`),
        (rows) => shown(rows[0]!),
      ),
  ),
  subscriptionsOf: on.read((userId: number) =>
    Effect.map(
      subscriptionRows(sql`
        select ${sql.literal(subscriptionColumns)} from push_subscriptions where user_id = ${userId} order by id`),
      (rows) => rows.map(shown),
    ),
  ),
  setTopics: on((userId: number, id: number, topics: ReadonlyArray<string>) =>
    Effect.map(
      subscriptionRows(sql`
        update push_subscriptions set topics = ${topics}::text[] where id = ${id} and user_id = ${userId}
        returning ${sql.literal(subscriptionColumns)}`),
      (rows) => Option.map(Option.fromNullable(rows[0]), shown),
    ),
  ),
  unsubscribe: on((userId: number, id: number) =>
    Effect.map(
      sql`delete from push_subscriptions where id = ${id} and user_id = ${userId} returning id`,
      (rows) => rows.length > 0,
    ),
  ),
  queue: on((messages: ReadonlyArray<NewPushMessage>) =>
    messages.length === 0
      ? Effect.void
      : Effect.asVoid(sql`
          insert into push_messages ${sql.insert(
            messages.map((m) => ({ ...m, topic: m.payload.topic, payload: JSON.stringify(m.payload) })),
          )}
          on conflict (facility_id, key) do nothing`),
  ),
  claim: on((limit: number) =>
    claimedRows(sql`
      with due as (
        select facility_id, id from push_messages
        where (facility_id, id) in (${inTurns(sql, pushQueue(sql), limit, sql`facility_id, id`, PER_CLUB)})
          and ${pushQueue(sql).due}
        for update skip locked
      ), taken as (
        update push_messages m set next_at = now() + interval '2 minutes', attempts = m.attempts + 1
        from due where m.facility_id = due.facility_id and m.id = due.id
        returning m.id, m.facility_id, m.user_id, m.topic, m.attempts, m.payload
      )
      select t.id, t.facility_id, t.attempts, t.payload,
        coalesce((select json_agg(json_build_object('subscription_id', s.id, 'endpoint', s.endpoint,
            'p256dh', s.p256dh, 'auth', s.auth) order by s.id)
          from push_subscriptions s where s.user_id = t.user_id and t.topic = any(s.topics)), '[]') as targets
      from taken t`),
  ),
  settle: on((message: ClaimedPush, outcome: "sent" | "failed" | "retry") =>
    Effect.asVoid(
      outcome === "retry"
        ? // Backing off: a minute, then 4, 9, 16 … after each failed try.
          sql`update push_messages set next_at = now() + make_interval(mins => attempts * attempts)
            where facility_id = ${message.facility_id} and id = ${message.id}`
        : sql`update push_messages set status = ${outcome}
            where facility_id = ${message.facility_id} and id = ${message.id}`,
    ),
  ),
  forget: on((subscriptionId: number) =>
    Effect.asVoid(sql`delete from push_subscriptions where id = ${subscriptionId}`),
  ),
  sentTo: on((subscriptionId: number) =>
    Effect.asVoid(sql`update push_subscriptions set last_sent_at = now() where id = ${subscriptionId}`),
  ),
}))
