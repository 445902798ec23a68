import type { CompetitionsGroup } from "../../../adapters/http/plugins/competitions"
import { pathOf } from "./paths"
import { request } from "./request"
import type { Body, Success } from "./typed"

type S<N extends string> = Success<typeof CompetitionsGroup, N>
type B<N extends string> = Body<typeof CompetitionsGroup, N>

export type CompetitionView = S<"competition">
export type DrawSheetView = S<"competitionDraw">

/** The club's competitions not over yet, with their divisions (anyone reads them). */
export const competitions = (facilityId: number) =>
  request<ReadonlyArray<CompetitionView>>(pathOf("competitions.competitions", { id: facilityId }))
export const createCompetition = (facilityId: number, body: B<"createCompetition">) =>
  request<S<"createCompetition">>(pathOf("competitions.createCompetition", { id: facilityId }), {
    method: "POST",
    body,
  })
export const competition = (facilityId: number, competitionId: number) =>
  request<CompetitionView>(pathOf("competitions.competition", { id: facilityId, competitionId }))
export const addCompetitionDivision = (facilityId: number, competitionId: number, body: B<"addCompetitionDivision">) =>
  request<S<"addCompetitionDivision">>(
    pathOf("competitions.addCompetitionDivision", { id: facilityId, competitionId }),
    {
      method: "POST",
      body,
    },
  )
/** A division's draw sheet: entries and seeds, matches and who plays them, tables, champion. */
export const competitionDraw = (facilityId: number, divisionId: number) =>
  request<DrawSheetView>(pathOf("competitions.competitionDraw", { id: facilityId, divisionId }))
export const makeCompetitionDraw = (facilityId: number, divisionId: number) =>
  request<DrawSheetView>(pathOf("competitions.makeCompetitionDraw", { id: facilityId, divisionId }), { method: "POST" })
/** Places a drawn division's matches still to play on the club's courts, each a booking. */
export const scheduleCompetitionDivision = (
  facilityId: number,
  divisionId: number,
  body: B<"scheduleCompetitionDivision">,
) =>
  request<S<"scheduleCompetitionDivision">>(
    pathOf("competitions.scheduleCompetitionDivision", { id: facilityId, divisionId }),
    { method: "POST", body },
  )
export const enterCompetition = (facilityId: number, divisionId: number, body: B<"enterCompetition">) =>
  request<S<"enterCompetition">>(pathOf("competitions.enterCompetition", { id: facilityId, divisionId }), {
    method: "POST",
    body,
  })
export const answerCompetitionPartner = (facilityId: number, entryId: number, accept: boolean) =>
  request<S<"answerCompetitionPartner">>(pathOf("competitions.answerCompetitionPartner", { id: facilityId, entryId }), {
    method: "POST",
    body: { accept },
  })
export const withdrawCompetitionEntry = (facilityId: number, entryId: number) =>
  request<S<"withdrawCompetitionEntry">>(pathOf("competitions.withdrawCompetitionEntry", { id: facilityId, entryId }), {
    method: "DELETE",
  })
export const reportCompetitionScore = (facilityId: number, matchId: number, body: B<"reportCompetitionScore">) =>
  request<DrawSheetView>(pathOf("competitions.reportCompetitionScore", { id: facilityId, matchId }), {
    method: "POST",
    body,
  })
export const confirmCompetitionScore = (facilityId: number, matchId: number) =>
  request<DrawSheetView>(pathOf("competitions.confirmCompetitionScore", { id: facilityId, matchId }), {
    method: "POST",
  })
/** The club's competition matches booked on a day, each division's sheet with that day's matches (staff). */
export const competitionMatchesOnDay = (facilityId: number, date: string) =>
  request<ReadonlyArray<DrawSheetView>>(pathOf("competitions.competitionMatchesOnDay", { id: facilityId }), {
    params: { date },
  })
/** The desk moves a scheduled match; the matches following from it move later by as much. */
export const moveCompetitionMatch = (facilityId: number, matchId: number, body: B<"moveCompetitionMatch">) =>
  request<S<"moveCompetitionMatch">>(pathOf("competitions.moveCompetitionMatch", { id: facilityId, matchId }), {
    method: "POST",
    body,
  })
/** When an entry cannot play, as its players said. */
export const competitionEntryUnavailability = (facilityId: number, entryId: number) =>
  request<S<"competitionEntryUnavailability">>(
    pathOf("competitions.competitionEntryUnavailability", { id: facilityId, entryId }),
  )
export const setCompetitionEntryUnavailability = (
  facilityId: number,
  entryId: number,
  body: B<"setCompetitionEntryUnavailability">,
) =>
  request<S<"setCompetitionEntryUnavailability">>(
    pathOf("competitions.setCompetitionEntryUnavailability", { id: facilityId, entryId }),
    { method: "PUT", body },
  )
