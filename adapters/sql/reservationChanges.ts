import { Effect, Schema } from "effect"
import type { ExtraFee, ReservationFlags } from "../../engine/reservationChanges/rules"
import { type TeamChoice } from "../../engine/reservationChanges/rules"
import { ReservationChangesRepo } from "../../engine/reservationChanges/port"
import type { ReservationStatus } from "../../engine/reservations/rules"
import { idRows, repository, rowsOf, withSql } from "./client"

const nameRatingRows = rowsOf(Schema.Struct({ name: Schema.String, rating: Schema.NullOr(Schema.Number) }))

/** Changes a reservation's columns (or only its version stamp, so watchers see the change). */
export const updateReservation = (
  id: number,
  flags: ReservationFlags & { status?: ReservationStatus; no_show?: boolean },
) =>
  withSql((sql) => {
    const values: Record<string, unknown> = { ...flags }
    if (flags.user_teams !== undefined) values.user_teams = JSON.stringify(flags.user_teams)
    return Object.keys(values).length > 0
      ? sql`update reservations set ${sql.update(values)}, updated_at = now() where id = ${id}`
      : sql`update reservations set updated_at = now() where id = ${id}`
  })

export const setReservationStatus = (id: number, status: ReservationStatus, noShow: boolean) =>
  updateReservation(id, { status, no_show: noShow })

/** A member of the facility as a reservation lists them, or none for someone who is not. */
export const memberForReservation = (facilityId: number, userId: number) =>
  withSql((sql) =>
    Effect.map(
      nameRatingRows(sql`
        select u.first_name || ' ' || u.last_name as name, u.rating from users u
        join facility_users fu on fu.user_id = u.id and fu.facility_id = ${facilityId} where u.id = ${userId}`),
      (rows) => rows[0],
    ),
  )

export const addReservationPlayer = (
  r: { facility_id: number; id: number },
  player: { user_id: number | null; name: string; rating: number | null },
) =>
  withSql(
    (sql) => sql`
      insert into reservation_users (facility_id, reservation_id, user_id, name, rating, guest)
      values (${r.facility_id}, ${r.id}, ${player.user_id}, ${player.name}, ${player.rating}, ${player.user_id === null})`,
  )

export const removeReservationPlayer = (reservationId: number, ruId: number) =>
  withSql((sql) => sql`delete from reservation_users where reservation_id = ${reservationId} and id = ${ruId}`)

export const setTeams = (reservationId: number, teams: ReadonlyArray<{ ru_id: number; team: number | null }>) =>
  withSql((sql) =>
    Effect.forEach(
      teams,
      (t) =>
        sql`update reservation_users set team = ${t.team} where reservation_id = ${reservationId} and id = ${t.ru_id}`,
      { discard: true },
    ),
  )

export const addFees = (r: { facility_id: number; id: number }, fees: ReadonlyArray<ExtraFee>) =>
  withSql((sql) =>
    sql.withTransaction(
      Effect.forEach(
        fees,
        (fee) => sql`
          insert into reservation_fees (facility_id, reservation_id, reservation_user_id, user_index, amount, description)
          values (${r.facility_id}, ${r.id}, ${fee.ruId ?? null}, ${fee.userIndex ?? null}, ${fee.amount}, ${fee.description})`,
        { discard: true },
      ),
    ),
  )

/** How many fees went: the one named, or all of one player's. */
export const removeFees = (reservationId: number, which: { feeId?: number; ruId?: number }) =>
  withSql((sql) =>
    Effect.map(
      sql`
        delete from reservation_fees
        where facility_id = (select facility_id from reservations where id = ${reservationId})
          and reservation_id = ${reservationId}
          and (${which.feeId ?? null}::bigint is null or id = ${which.feeId ?? null})
          and (${which.ruId ?? null}::bigint is null or reservation_user_id = ${which.ruId ?? null})
        returning id`,
      (rows) => rows.length,
    ),
  )

/** The person's last hundred no-shows, newest first. */
export const noShowIds = (userId: number) =>
  withSql((sql) =>
    Effect.map(
      idRows(sql`
        select r.id from reservation_users u join reservations r on r.id = u.reservation_id
        where u.user_id = ${userId} and r.no_show
        order by lower(r.during) desc limit 100`),
      (rows) => rows.map((r) => r.id),
    ),
  )

export const ReservationChangesRepoLive = repository(ReservationChangesRepo, (on) => ({
  update: on((id: number, flags: ReservationFlags) => Effect.asVoid(updateReservation(id, flags))),
  setStatus: on((id: number, status: ReservationStatus, noShow: boolean) =>
    Effect.asVoid(setReservationStatus(id, status, noShow)),
  ),
  member: on(memberForReservation),
  addPlayer: on(
    (r: { facility_id: number; id: number }, player: { user_id: number | null; name: string; rating: number | null }) =>
      Effect.asVoid(addReservationPlayer(r, player)),
  ),
  removePlayer: on((reservationId: number, ruId: number) =>
    Effect.asVoid(removeReservationPlayer(reservationId, ruId)),
  ),
  setTeams: on((reservationId: number, teams: ReadonlyArray<TeamChoice>) =>
    Effect.asVoid(setTeams(reservationId, teams)),
  ),
  addFees: on((r: { facility_id: number; id: number }, fees: ReadonlyArray<ExtraFee>) =>
    Effect.asVoid(addFees(r, fees)),
  ),
  removeFees: on(removeFees),
  noShowIds: on(noShowIds),
}))
