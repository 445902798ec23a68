import { useEffect, useMemo, useState } from "react"
import { secondsOfDayIn } from "../../engine/bookings/calendarGrid"
import type { Language } from "../../engine/i18n/languages"
import { competition, competitionDraw, type CompetitionView, type DrawSheetView } from "../src/api/competitions"
import { type Round, roundsOf, setsLine, sideName } from "../src/ui/drawSheet"
import { dayTitle } from "./CourtCalendar"
import { wordsIn } from "./words"

/** Results come in as matches end: the draw reloads every minute. */
export const DRAW_REFRESH_MS = 60_000
export const DRAW_LOAD_FAILURE = "Unable to load the draw"

type Say = ReturnType<typeof wordsIn>

/**
 * A competition's public draw, for anyone (the club's website, the public draw page): a division
 * at a time, its rounds with who plays, the confirmed scores and each match's court and time, the
 * tables of groups and leagues, and the champion. Private profiles show as initials, as the API
 * answers them. Reloads every minute; a failed load logs one line and shows nothing.
 */
export const CompetitionDraw = ({
  facilityId,
  competitionId,
  language = "en",
}: {
  facilityId: number
  competitionId: number
  language?: Language
}) => {
  const say = useMemo(() => wordsIn(language), [language])
  const [shown, setShown] = useState<CompetitionView>()
  const [divisionId, setDivisionId] = useState<number>()
  const [sheet, setSheet] = useState<DrawSheetView>()

  useEffect(() => {
    competition(facilityId, competitionId).then(
      (c) => {
        setShown(c)
        setDivisionId((d) => d ?? c.divisions[0]?.id)
      },
      () => console.error(DRAW_LOAD_FAILURE),
    )
  }, [facilityId, competitionId])
  useEffect(() => {
    if (divisionId === undefined) return
    let current = true
    const load = () =>
      competitionDraw(facilityId, divisionId).then(
        (s) => current && setSheet(s),
        () => console.error(DRAW_LOAD_FAILURE),
      )
    void load()
    const timer = setInterval(() => void load(), DRAW_REFRESH_MS)
    return () => {
      current = false
      clearInterval(timer)
    }
  }, [facilityId, divisionId])

  if (shown === undefined) return null
  const s = sheet?.division.id === divisionId ? sheet : undefined
  return (
    <div className="cc cd">
      <div className="cc-head">
        <h2 className="cc-title">{shown.name}</h2>
      </div>
      {shown.divisions.length > 1 && (
        <div className="cd-divisions" role="group" aria-label={say("draw.divisions")}>
          {shown.divisions.map((d) => (
            <button key={d.id} type="button" aria-pressed={d.id === divisionId} onClick={() => setDivisionId(d.id)}>
              {d.name}
            </button>
          ))}
        </div>
      )}
      {s !== undefined && <Sheet sheet={s} language={language} say={say} />}
    </div>
  )
}

const Sheet = ({ sheet: s, language, say }: { sheet: DrawSheetView; language: Language; say: Say }) => {
  const rounds = roundsOf(s)
  const champion = s.champion === null ? undefined : sideName(s, s.champion)
  const grandFinal = rounds.some((r) => r.stage === "final")
  if (rounds.length === 0) {
    const entered = s.entries.filter((e) => e.status === "entered").length
    return <p className="cd-note">{say("draw.notDrawn", { count: entered })}</p>
  }
  return (
    <div className="cd-body">
      {champion !== undefined && <p className="cd-champion">{say("draw.champion", { name: champion })}</p>}
      {s.table.length > 0 && <Table sheet={s} rows={s.table} caption={say("draw.table")} say={say} />}
      {s.groups.map((g) => (
        <Table key={g.group} sheet={s} rows={g.table} caption={say("draw.groupTable", { group: g.group })} say={say} />
      ))}
      {rounds.map((r) => (
        <section key={`${r.stage}-${r.group ?? ""}-${r.round}`} className="cd-round">
          <h3>{roundTitle(r, grandFinal, say)}</h3>
          <ul>
            {r.matches.map((m) => (
              <li key={m.id} className={m.won === null ? undefined : "cd-decided"}>
                <span className="cd-players">
                  <Side sheet={s} id={m.entry_ids[0]} won={m.won === 1} say={say} />
                  {` ${say("draw.versus")} `}
                  <Side sheet={s} id={m.entry_ids[1]} won={m.won === 2} say={say} />
                </span>
                {m.won !== null && m.score !== null && (
                  <span className="cd-score">
                    {m.score.ending === "walkover"
                      ? say("draw.walkover")
                      : m.score.ending === "retired"
                        ? say("draw.retired", { sets: setsLine(m.score) })
                        : setsLine(m.score)}
                  </span>
                )}
                {m.won === null && m.scheduled !== null && (
                  <span className="cd-when">
                    {say("draw.at", {
                      day: dayTitle(m.scheduled.date, language),
                      time: secondsOfDayIn(language, m.scheduled.hour_start),
                      court: m.scheduled.court,
                    })}
                  </span>
                )}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  )
}

const Side = ({ sheet, id, won, say }: { sheet: DrawSheetView; id: number | null; won: boolean; say: Say }) => {
  const name = sideName(sheet, id) ?? say("draw.tbd")
  return won ? <strong>{name}</strong> : <span>{name}</span>
}

/**
 * A knock-out's last rounds by name (final, semi-finals, quarter-finals), others by number; a
 * double elimination's winners' and losers' draws lead to its final, so theirs are numbered.
 */
const roundTitle = (r: Round, grandFinal: boolean, say: Say) => {
  if (r.stage === "groups") return say("draw.groupRound", { group: r.group ?? 1, round: r.round })
  if (r.stage === "league") return say("draw.week", { round: r.round })
  if (r.stage === "final") return say("draw.grandFinal", { round: r.round })
  const fromEnd = r.of - r.round
  return fromEnd <= 2 && !grandFinal
    ? say(`draw.fromEnd.${fromEnd as 0 | 1 | 2}`, { stage: r.stage })
    : say("draw.round", { stage: r.stage, round: r.round })
}

const Table = ({
  sheet,
  rows,
  caption,
  say,
}: {
  sheet: DrawSheetView
  rows: DrawSheetView["table"]
  caption: string
  say: Say
}) => (
  <table className="cd-table">
    <caption>{caption}</caption>
    <thead>
      <tr>
        <th scope="col">#</th>
        <th scope="col">{say("draw.col.player")}</th>
        <th scope="col" title={say("draw.col.playedLong")}>
          {say("draw.col.played")}
        </th>
        <th scope="col" title={say("draw.col.wonLong")}>
          {say("draw.col.won")}
        </th>
        <th scope="col" title={say("draw.col.lostLong")}>
          {say("draw.col.lost")}
        </th>
        <th scope="col" title={say("draw.col.pointsLong")}>
          {say("draw.col.points")}
        </th>
      </tr>
    </thead>
    <tbody>
      {rows.map((row) => (
        <tr key={row.entry}>
          <td>{row.rank}</td>
          <th scope="row">{sideName(sheet, row.entry)}</th>
          <td>{row.played}</td>
          <td>{row.won}</td>
          <td>{row.lost}</td>
          <td>{row.points}</td>
        </tr>
      ))}
    </tbody>
  </table>
)
