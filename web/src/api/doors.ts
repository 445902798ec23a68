import type { DoorsGroup } from "../../../adapters/http/plugins/doors"
import { request } from "./request"
import type { Body, Success } from "./typed"

/** Opens the club's door: staff any time, a player for their booking under way (the club's window around it). */
export const openDoor = (body: Body<typeof DoorsGroup, "openDoor">) =>
  request<Success<typeof DoorsGroup, "openDoor">>("/api/facilities/open_door", { method: "POST", body })

export type DoorLogEntry = Success<typeof DoorsGroup, "doorLog">[number]

/** A day of the club's door log (today by default), newest first. */
export const doorLog = (facilityId: number, date?: string) =>
  request<Success<typeof DoorsGroup, "doorLog">>(
    `/api/facilities/${facilityId}/door_openings${date === undefined ? "" : `?date=${date}`}`,
  )
