/** Players a reservation is for: 0 (open) to 4. */
type ReservationType = number

/** A team per player of a reservation (1 or 2; null: none). */
export interface TeamChoice {
  readonly ru_id: number
  readonly team: number | null
}

/** An extra fee on a reservation: one player's (by their row and place) or the whole booking's. */
export interface ExtraFee {
  readonly ruId?: number
  readonly userIndex?: number
  readonly amount: number
  readonly description: string | null
}

/** The flags and settings of a reservation a call changes; each given is set. */
export interface ReservationFlags {
  readonly allow_cancel?: boolean
  readonly official_match?: boolean
  readonly guest_name?: string
  readonly reservation_type?: ReservationType
  readonly user_teams?: ReadonlyArray<TeamChoice>
}
