import { Effect, Option, Schema } from "effect"
import { CameraDevice, type CameraDeviceFields, type CourtCamera } from "../../engine/cameras/rules"
import { decodedRows, idRows, isUniqueViolation, repository, rowsOf, withSql } from "./client"
import { CamerasRepo } from "../../engine/cameras/port"

const facilityIdCategoryRows = rowsOf(Schema.Struct({ facility_id: Schema.Number, category: Schema.String }))
const idNameDevicesRows = rowsOf(Schema.Struct({ id: Schema.Number, name: Schema.String, devices: Schema.Number }))

/** Camera integrations' devices (migration 0037). */

export const cameraIntegration = (credentialId: number) =>
  withSql((sql) =>
    Effect.map(
      facilityIdCategoryRows(sql`
        select facility_id, category from facility_credentials where id = ${credentialId}`),
      (rows) => Option.fromNullable(rows[0]),
    ),
  )

export const cameraIntegrations = (facilityId: number) =>
  withSql((sql) =>
    idNameDevicesRows(sql`
      select c.id, coalesce(nullif(c.username, ''), 'Camera system ' || c.id) as name,
        (select count(*)::int from external_camera_devices d where d.facility_id = c.facility_id and d.credential_id = c.id)
          as devices
      from facility_credentials c
      where c.facility_id = ${facilityId} and c.category = 'camera'
      order by c.id`),
  )

export const courtAt = (facilityId: number, courtId: number) =>
  withSql((sql) =>
    Effect.map(
      sql`select 1 from courts where facility_id = ${facilityId} and id = ${courtId}`,
      (rows) => rows.length > 0,
    ),
  )

export const cameraDevices = (facilityId: number, credentialId: number) =>
  withSql((sql) =>
    decodedRows(
      CameraDevice,
      sql`
      select id, name, external_identifier, court_id from external_camera_devices
      where facility_id = ${facilityId} and credential_id = ${credentialId}
      order by name, id`,
    ),
  )

export const insertCameraDevice = (facilityId: number, credentialId: number, fields: CameraDeviceFields) =>
  withSql((sql) =>
    idRows(sql`
      insert into external_camera_devices ${sql.insert({ facility_id: facilityId, credential_id: credentialId, ...fields })}
      returning id`).pipe(
      Effect.map((rows) => Option.some(Number(rows[0]!.id))),
      Effect.catchIf(isUniqueViolation, () => Effect.succeed(Option.none<number>())),
    ),
  )

export const updateCameraDevice = (facilityId: number, credentialId: number, id: number, fields: CameraDeviceFields) =>
  withSql((sql) =>
    sql`
      update external_camera_devices set ${sql.update({ ...fields })}
      where facility_id = ${facilityId} and credential_id = ${credentialId} and id = ${id}
      returning id`.pipe(
      Effect.map((rows): "done" | "missing" => (rows.length > 0 ? "done" : "missing")),
      Effect.catchIf(isUniqueViolation, () => Effect.succeed("taken" as const)),
    ),
  )

export const deleteCameraDevice = (facilityId: number, credentialId: number, id: number) =>
  withSql((sql) =>
    Effect.map(
      sql`
        delete from external_camera_devices
        where facility_id = ${facilityId} and credential_id = ${credentialId} and id = ${id}
        returning id`,
      (rows) => rows.length > 0,
    ),
  )

export const camerasOnCourt = (facilityId: number, courtId: number) =>
  withSql(
    (sql) => sql<CourtCamera>`
      select d.credential_id, d.name, d.external_identifier from external_camera_devices d
      where d.facility_id = ${facilityId} and d.court_id = ${courtId}
      order by d.name, d.id`,
  )

export const CamerasRepoLive = repository(CamerasRepo, (on) => ({
  integration: on(cameraIntegration),
  integrations: on(cameraIntegrations),
  courtAt: on(courtAt),
  devices: on(cameraDevices),
  insert: on(insertCameraDevice),
  update: on(updateCameraDevice),
  remove: on(deleteCameraDevice),
  onCourt: on(camerasOnCourt),
}))
