import type { DoorsGroup } from "../../../adapters/http/plugins/doors"
import { request } from "./request"
import type { Body, Success } from "./typed"

/** Opens the club's door: staff any time, a player for their booking under way (the club's window around it). */
export const openDoor = (body: Body<typeof DoorsGroup, "openDoor">) =>
  request<Success<typeof DoorsGroup, "openDoor">>("/api/facilities/open_door", { method: "POST", body })
