/** What the desk's parts share: the day's reservations as the board reads them, the club, the kinds a booking may be. */
import type { ReactNode } from "react"
import { ReservationKind } from "../../../../engine/reservations/rules"
import type { getFacility } from "../../api/facilities"
import type { facilityReservations } from "../../api/reservations"

export type Day = Awaited<ReturnType<typeof facilityReservations>>
export type Reservation = Day[number]
export type Club = Awaited<ReturnType<typeof getFacility>>

export const KINDS = ReservationKind.literals
export const bold = { b: (chunks: ReactNode) => <strong>{chunks}</strong> }
