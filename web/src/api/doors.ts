import type { DoorsGroup } from "../../../adapters/http/plugins/doors"
import { pathOf } from "./paths"
import { request } from "./request"
import type { Body, Success } from "./typed"

/** Opens the club's door: staff any time, a player for their booking under way (the club's window around it). */
export const openDoor = (body: Body<typeof DoorsGroup, "openDoor">) =>
  request<Success<typeof DoorsGroup, "openDoor">>(pathOf("doors.openDoor"), { method: "POST", body })

export type DoorLogEntry = Success<typeof DoorsGroup, "doorLog">[number]

/** A day of the club's door log (today by default), newest first. */
export const doorLog = (facilityId: number, date?: string) =>
  request<Success<typeof DoorsGroup, "doorLog">>(pathOf("doors.doorLog", { id: facilityId }, { date }))
