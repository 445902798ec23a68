import { Effect } from "effect"
import {
  BillingAddress as BillingAddressRow,
  BookingPass as BookingPassRow,
  type PassValues,
} from "../../engine/passes/rules"
import { PassesRepo } from "../../engine/passes/port"
import { repository, rowsOf, sqlGen, withSql } from "./client"
import { decodeUserRow, userColumns } from "./users"

const columns = "id, facility_id, user_id, affiliation, reservation_pass, clinic_pass"

export const clubPasses = (facilityId: number) =>
  withSql((sql) =>
    rowsOf(BookingPassRow)(
      sql`select ${sql.literal(columns)} from booking_passes where facility_id = ${facilityId} order by id`,
    ),
  )

export const passesOf = (userId: number) =>
  withSql((sql) =>
    rowsOf(BookingPassRow)(
      sql`select ${sql.literal(columns)} from booking_passes where user_id = ${userId} order by facility_id`,
    ),
  )

export const findPass = (facilityId: number, passId: number) =>
  withSql((sql) =>
    Effect.map(
      rowsOf(BookingPassRow)(sql`
        select ${sql.literal(columns)} from booking_passes where facility_id = ${facilityId} and id = ${passId}`),
      (rows) => rows[0],
    ),
  )

/** The new pass, or none when the person has one at this facility already. */
export const insertPass = (facilityId: number, userId: number, values: PassValues) =>
  withSql((sql) =>
    Effect.map(
      rowsOf(BookingPassRow)(sql`
        insert into booking_passes ${sql.insert({ facility_id: facilityId, user_id: userId, ...values })}
        on conflict (facility_id, user_id) do nothing
        returning ${sql.literal(columns)}`),
      (rows) => rows[0],
    ),
  )

export const updatePass = (facilityId: number, passId: number, values: PassValues) =>
  withSql((sql) =>
    Effect.map(
      rowsOf(BookingPassRow)(sql`
        update booking_passes set ${sql.update(values)}, updated_at = now()
        where facility_id = ${facilityId} and id = ${passId}
        returning ${sql.literal(columns)}`),
      (rows) => rows[0]!,
    ),
  )

export const deletePass = (facilityId: number, passId: number) =>
  withSql((sql) => sql`delete from booking_passes where facility_id = ${facilityId} and id = ${passId}`)

/** Guests are the facility's people without an account of their own: names staff entered. */
export const guestsAt = (facilityId: number, query: string) =>
  sqlGen(function* (sql) {
    const pattern = `%${query.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`
    const rows = yield* sql`
      select ${sql.literal(userColumns)} from users
      where id in (select user_id from facility_users where facility_id = ${facilityId} and role = 'player')
        and password_hash is null and anonymized_at is null
        and first_name || ' ' || last_name ilike ${pattern}
      order by last_name, first_name, id limit 50`
    return rows.map((row) => decodeUserRow(row))
  })

export const billingAddressesOf = (userId: number) =>
  withSql((sql) =>
    rowsOf(BillingAddressRow)(
      sql`select id, user_id, address from billing_addresses where user_id = ${userId} order by id`,
    ),
  )

export const findBillingAddress = (id: number) =>
  withSql((sql) =>
    Effect.map(
      rowsOf(BillingAddressRow)(sql`select id, user_id, address from billing_addresses where id = ${id}`),
      (rows) => rows[0],
    ),
  )

export const insertBillingAddress = (userId: number, address: string) =>
  withSql((sql) =>
    Effect.map(
      rowsOf(BillingAddressRow)(sql`
        insert into billing_addresses (user_id, address) values (${userId}, ${address}) returning id, user_id, address`),
      (rows) => rows[0]!,
    ),
  )

export const updateBillingAddress = (id: number, address: string) =>
  withSql((sql) =>
    Effect.map(
      rowsOf(BillingAddressRow)(sql`
        update billing_addresses set address = ${address} where id = ${id} returning id, user_id, address`),
      (rows) => rows[0]!,
    ),
  )

export const deleteBillingAddress = (id: number) =>
  withSql((sql) => sql`delete from billing_addresses where id = ${id}`)

export const PassesRepoLive = repository(PassesRepo, (on) => ({
  ofClub: on(clubPasses),
  ofPerson: on(passesOf),
  find: on(findPass),
  insert: on(insertPass),
  update: on(updatePass),
  remove: on((facilityId: number, passId: number) => Effect.asVoid(deletePass(facilityId, passId))),
  guests: on(guestsAt),
  addressesOf: on(billingAddressesOf),
  findAddress: on(findBillingAddress),
  insertAddress: on(insertBillingAddress),
  updateAddress: on(updateBillingAddress),
  removeAddress: on((id: number) => Effect.asVoid(deleteBillingAddress(id))),
}))
