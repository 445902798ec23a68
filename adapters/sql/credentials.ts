import { Effect } from "effect"
import { type CredentialFields, Credential as CredentialRow, type SealedChange } from "../../engine/credentials/rules"
import { CredentialsRepo } from "../../engine/credentials/port"
import { repository, rowsOf, withSql } from "./client"

const columns = `id, facility_id, category, type, username, device_id, panel_id, company_id, client_id, system_id,
  cloud_node_id, password_sealed is not null as has_password, token_sealed is not null as has_token,
  to_json(updated_at) #>> '{}' as updated_at`

export const clubCredentials = (facilityId: number) =>
  withSql((sql) =>
    rowsOf(CredentialRow)(sql`
      select ${sql.literal(columns)} from facility_credentials where facility_id = ${facilityId} order by category, id`),
  )

export const insertCredential = (
  facilityId: number,
  fields: CredentialFields,
  sealed: { password: string | null; token: string | null },
) =>
  withSql((sql) =>
    Effect.map(
      rowsOf(CredentialRow)(sql`
        insert into facility_credentials ${sql.insert({
          facility_id: facilityId,
          ...fields,
          password_sealed: sealed.password,
          token_sealed: sealed.token,
        })}
        returning ${sql.literal(columns)}`),
      (rows) => rows[0]!,
    ),
  )

/** The changed credential, or none when the facility has no credential `id`. */
export const updateCredential = (
  facilityId: number,
  id: number,
  fields: CredentialFields,
  sealed: { password: SealedChange; token: SealedChange },
) =>
  withSql((sql) =>
    Effect.map(
      rowsOf(CredentialRow)(sql`
        update facility_credentials set ${sql.update(fields)}, updated_at = now(),
          password_sealed = ${sealed.password === undefined ? sql`password_sealed` : sql`${sealed.password}`},
          token_sealed = ${sealed.token === undefined ? sql`token_sealed` : sql`${sealed.token}`}
        where facility_id = ${facilityId} and id = ${id}
        returning ${sql.literal(columns)}`),
      (rows) => rows[0],
    ),
  )

/** Whether the facility had that credential. */
export const deleteCredential = (facilityId: number, id: number) =>
  withSql((sql) =>
    Effect.map(
      sql`delete from facility_credentials where facility_id = ${facilityId} and id = ${id} returning id`,
      (rows) => rows.length > 0,
    ),
  )

export const CredentialsRepoLive = repository(CredentialsRepo, (on) => ({
  ofClub: on(clubCredentials),
  insert: on(insertCredential),
  update: on(updateCredential),
  remove: on(deleteCredential),
}))
