/**
 * What the load side knows of bench/manyClubsServer.ts (the JSON line it prints) and the write load
 * the benches share: staff bookings of distinct slots.
 */
import type autocannon from "autocannon"
import { addDays } from "../web/src/ui/format"

export interface ManyClubsServer {
  readonly engine: string
  readonly clubs: number
  readonly seededSeconds: number
  readonly reservations: number
  readonly app: string
  readonly rss: string
  readonly renewalRound: string
  readonly analyze: string
  readonly facilityId: number
  readonly courts: ReadonlyArray<number>
  readonly playerId: number
  readonly date: string
  readonly feed: string
  readonly dayBoard: string
  readonly playerReservations: string
  readonly close: string
  readonly manager: Record<string, string>
  readonly player: Record<string, string>
}

/**
 * Staff bookings of distinct slots from `firstDay` days after the measured day: one hour at a time
 * for the player in them (a day's sixteen hours, then the next day), on the courts in turn. A
 * server booking on days of its own gets a `firstDay` of its own.
 */
export const staffBookings = (server: ManyClubsServer, firstDay = 1): Array<autocannon.Request> => {
  let next = 0
  return [
    {
      method: "POST",
      headers: server.manager,
      setupRequest: (request) => {
        const k = next++
        const hour = 6 + (k % 16)
        const body = {
          date: addDays(server.date, firstDay + Math.floor(k / 16)),
          hour_start: hour * 3600,
          hour_end: (hour + 1) * 3600,
          player_ids: [server.playerId],
        }
        const court = server.courts[k % server.courts.length]
        return { ...request, path: `/api/courts/${court}/booking_admin`, body: JSON.stringify(body) }
      },
    },
  ]
}
