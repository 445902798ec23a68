import { SqlClient, type SqlError } from "@effect/sql"
import {
  type Context,
  Duration,
  Effect,
  FiberRef,
  Layer,
  Metric,
  MetricBoundaries,
  Option,
  type ParseResult,
  Schema,
} from "effect"
import { withAttribution } from "./audit"
import { aroundEach, inSpan } from "../../engine/spans"
import type { YieldWrap } from "effect/Utils"

/**
 * A database failure is ours, not the caller's: every statement of `adapters/sql` runs through
 * here, where it becomes a defect (a logged 500 at the HTTP edge, exit 1 in the CLI), so the
 * typed errors callers see are only the refusals a module names.
 */
export const dieOnSqlError = <A, E, R>(effect: Effect.Effect<A, E, R>) =>
  Effect.catchIf(
    effect,
    (e): e is Extract<E, SqlError.SqlError> => (e as { _tag?: string } | undefined)?._tag === "SqlError",
    Effect.die,
  ) as Effect.Effect<A, Exclude<E, SqlError.SqlError>, R>

/** Statements on the one SQL client, attributed to the request's staff member for the audit log. */
export const withSql = <A, E, R>(f: (sql: SqlClient.SqlClient) => Effect.Effect<A, E, R>) =>
  dieOnSqlError(Effect.flatMap(SqlClient.SqlClient, (sql) => withAttribution(sql)(f(sql))))

/**
 * The rows a statement answers, decoded by the port's schema as they leave storage, so what the
 * engine reads is what its types say; a row that does not match is a defect, as a database
 * failure is. `statement` runs when the answer is used.
 */
export const decodedRows = <A, I>(
  row: Schema.Schema<A, I>,
  statement: Effect.Effect<ReadonlyArray<unknown>, SqlError.SqlError>,
): Effect.Effect<ReadonlyArray<A>> => Effect.orDie(Effect.flatMap(statement, decoderOf(row)))

/** Each row schema's decoder, compiled once: building it per statement costs more than the decoding. */
const decoders = new WeakMap<object, (rows: unknown) => Effect.Effect<ReadonlyArray<unknown>, ParseResult.ParseError>>()
const decoderOf = <A, I>(row: Schema.Schema<A, I>) => {
  const known = decoders.get(row)
  if (known !== undefined) return known as (rows: unknown) => Effect.Effect<ReadonlyArray<A>, ParseResult.ParseError>
  const made = Schema.decodeUnknown(Schema.Array(row))
  decoders.set(row, made)
  return made
}

/**
 * Rows decoded by `row` with the statement's own error kept (a unique violation is its caller's
 * to catch). Columns `row` does not name are kept as they came, for a caller that decodes them
 * itself (a user's columns beside their password hash). A row that does not match is a defect.
 */
export const rowsOf = <A, I>(row: Schema.Schema<A, I>) => {
  // Compiled once per schema: a statement's rows are only checked, never the schema built again.
  const decode = Schema.decodeUnknown(Schema.Array(row), { onExcessProperty: "preserve" })
  return <E>(statement: Effect.Effect<ReadonlyArray<unknown>, E>): Effect.Effect<ReadonlyArray<A>, E> =>
    Effect.flatMap(statement, (rows) => Effect.orDie(decode(rows)))
}

/** The rows of statements that answer an id, a club, a person, a name or a count: decoded, not asserted. */
export const idRows = rowsOf(Schema.Struct({ id: Schema.Number }))
export const facilityRows = rowsOf(Schema.Struct({ facility_id: Schema.Number }))
export const userRows = rowsOf(Schema.Struct({ user_id: Schema.Number }))
export const nameRows = rowsOf(Schema.Struct({ name: Schema.String }))
export const countRows = rowsOf(Schema.Struct({ n: Schema.Number }))
/** A stored image: its type and bytes. */
export const imageRows = rowsOf(Schema.Struct({ content_type: Schema.String, bytes: Schema.Uint8ArrayFromSelf }))

/** A generator of statements on the one SQL client. */
export const sqlGen = <Eff extends YieldWrap<Effect.Effect<any, any, any>>, AEff>(
  body: (sql: SqlClient.SqlClient) => Generator<Eff, AEff, never>,
) => withSql((sql) => Effect.gen(() => body(sql)))

/** A statement refused because a unique index already holds the value (PostgreSQL's 23505). */
export const isUniqueViolation = (error: unknown) =>
  String((error as { cause?: { code?: string } } | undefined)?.cause?.code) === "23505"

/**
 * `effect` with the one SQL client: as it is when the fiber already holds it (a request's or a
 * job's fiber does), which spares a copy of the whole context per repository call (Effect's
 * `provideService` copies every service into a new context).
 */
const withClient = <A, E>(sql: SqlClient.SqlClient, effect: Effect.Effect<A, E, SqlClient.SqlClient>) =>
  Effect.contextWithEffect((context: Context.Context<never>) =>
    context.unsafeMap.get(SqlClient.SqlClient.key) === sql
      ? (effect as Effect.Effect<A, E>)
      : Effect.provideService(effect, SqlClient.SqlClient, sql),
  )

/** `VENUE_CHECK_READS=1` (the test suites set it): a call marked as a read runs in a read-only transaction. */
const CHECK_READS = process.env.VENUE_CHECK_READS === "1"

/** A read as it is; under CHECK_READS, outside a transaction, in a read-only one, so a "read" that writes fails its test. */
const readOnlyChecked = <A, E, R>(sql: SqlClient.SqlClient, read: Effect.Effect<A, E, R>) =>
  CHECK_READS
    ? Effect.flatMap(Effect.serviceOption(SqlClient.TransactionConnection), (open) =>
        Option.isSome(open)
          ? read
          : (sql.withTransaction(Effect.zipRight(sql`set transaction read only`, read)) as Effect.Effect<A, E, R>),
      )
    : read

/** `f` as a port's method over the one client, each call wrapped by `around`, its SQL errors defects. */
const callsOf =
  (sql: SqlClient.SqlClient, around: <A, E, R>(effect: Effect.Effect<A, E, R>) => Effect.Effect<A, E, R>) =>
  <Args extends ReadonlyArray<unknown>, A, E>(f: (...args: Args) => Effect.Effect<A, E, SqlClient.SqlClient>) =>
  (...args: Args): Effect.Effect<A, Exclude<E, SqlError.SqlError>> =>
    dieOnSqlError(withClient(sql, around(f(...args))))

/**
 * `on(f)`: a call attributed for the audit log. `on.read(f)`: a call that only reads, not
 * attributed, so outside a transaction it is one statement, not a transaction of three (its own,
 * `set_config`, the read); tests run it read-only (`readOnlyChecked`).
 */
const bound = (sql: SqlClient.SqlClient) =>
  Object.assign(callsOf(sql, withAttribution(sql)), {
    read: callsOf(sql, (read) => readOnlyChecked(sql, read)),
  })

const statementDuration = Metric.histogram(
  "db_client_operation_duration_seconds",
  MetricBoundaries.fromIterable([0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5]),
  "How long a repository call's statements took, by the call's name (Repo.method)",
)

/** Whether repository calls are timed for `/metrics`: only where metrics are served (METRICS_PORT). */
const timingStatements = FiberRef.unsafeMake(false)

/** Repository calls timed for `/metrics` in the fibers of the layers it is provided to. */
export const StatementTimings = Layer.locallyScoped(timingStatements, true)

/** A repository call in a span named `Repo.method` above its statements' spans, its duration in `/metrics` by that name. */
const observed = (repo: string) => (method: string) => {
  const name = `${repo}.${method}`
  const spanned = inSpan(name)
  const timed = Metric.trackDurationWith(Metric.tagged(statementDuration, "statement", name), Duration.toSeconds)
  return <A, E, R>(effect: Effect.Effect<A, E, R>) =>
    Effect.flatMap(FiberRef.get(timingStatements), (timing) => spanned(timing ? timed(effect) : effect))
}

/**
 * A port's implementation over the one SQL client: `on(f)` runs a statement function with the
 * client, attributed for the audit log, its SQL errors defects. One per area, beside its SQL.
 */
export const repository = <I, S>(
  tag: Context.Tag<I, S>,
  make: (on: ReturnType<typeof bound>, sql: SqlClient.SqlClient) => S,
) =>
  Layer.effect(
    tag,
    Effect.map(
      SqlClient.SqlClient,
      (sql) =>
        aroundEach(make(bound(sql), sql) as Record<string, unknown>, observed(tag.key.replace(/^.*\//, ""))) as S,
    ),
  )
