import { Effect } from "effect"
import { ReaderRow } from "../../engine/terminals/rules"
import { CardReadersRepo } from "../../engine/terminals/port"
import { repository, rowsOf, withSql } from "./client"

const columns = "id, facility_id, reader_ref, label, location_ref, is_default"

export const clubReaders = (facilityId: number) =>
  withSql((sql) =>
    rowsOf(ReaderRow)(sql`
      select ${sql.literal(columns)} from card_readers where facility_id = ${facilityId} order by is_default desc, id`),
  )

export const readerByRef = (ref: string) =>
  withSql((sql) =>
    Effect.map(
      rowsOf(ReaderRow)(sql`select ${sql.literal(columns)} from card_readers where reader_ref = ${ref}`),
      (rows) => rows[0],
    ),
  )

/** Keeps a reader the provider registered; a club's first reader is its default. */
export const addReader = (reader: {
  facility_id: number
  reader_ref: string
  label: string
  location_ref: string | null
}) =>
  withSql((sql) =>
    Effect.map(
      rowsOf(ReaderRow)(sql`
        insert into card_readers (facility_id, reader_ref, label, location_ref, is_default)
        values (${reader.facility_id}, ${reader.reader_ref}, ${reader.label}, ${reader.location_ref},
          not exists (select 1 from card_readers where facility_id = ${reader.facility_id}))
        returning ${sql.literal(columns)}`),
      (rows) => rows[0]!,
    ),
  )

/** Forgets a reader; if it was the default, the club's oldest reader left becomes it. */
export const removeReader = (row: ReaderRow) =>
  withSql((sql) =>
    sql.withTransaction(
      Effect.gen(function* () {
        yield* sql`delete from card_readers where id = ${row.id}`
        if (row.is_default)
          yield* sql`update card_readers set is_default = true
            where id = (select min(id) from card_readers where facility_id = ${row.facility_id})`
      }),
    ),
  )

export const makeDefaultReader = (row: ReaderRow) =>
  withSql((sql) => sql`update card_readers set is_default = (id = ${row.id}) where facility_id = ${row.facility_id}`)

export const CardReadersRepoLive = repository(CardReadersRepo, (on) => ({
  ofClub: on(clubReaders),
  byRef: on(readerByRef),
  add: on(addReader),
  remove: on((row: ReaderRow) => Effect.asVoid(removeReader(row))),
  makeDefault: on((row: ReaderRow) => Effect.asVoid(makeDefaultReader(row))),
}))
