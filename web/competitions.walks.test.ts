import { describe, expect, it } from "vitest"
import { outboxFor } from "../adapters/sql/mailOutbox"
import { DEMO, demoWalks } from "../fixtures/testing/demoWalks"
import { capture, flashed } from "../fixtures/testing/walk"
import { ACTIVE } from "../adapters/sql/statuses"
import { secondsOfDayIn } from "../engine/i18n/languageFormats"

/** The demo club's December Club Open, walked in Chromium from the eighth entry to its champion. */

const walk = demoWalks()
const { as } = walk

describe("a tournament", () => {
  it("takes Emma's entry on her phone, is drawn and put on the courts by the manager, and its scores carry eight players to a champion", async () => {
    const emma = await as(`emma.johnson@${DEMO}`, 390)
    await emma.goto(`${walk.server.url}/book?facility=1`)
    await emma.getByRole("link", { name: "the club's competitions" }).click()
    const open = emma.getByRole("region", { name: "Division Open" })
    await open.getByText("7 of 8 places taken").waitFor()
    await open.getByRole("button", { name: "Enter", exact: true }).click()
    await emma
      .getByRole("dialog")
      .getByText(/7 of 8 places are taken/)
      .waitFor()
    await emma.getByRole("dialog").getByRole("button", { name: "Enter", exact: true }).click()
    await flashed(emma, "You are in.")
    await open.getByText("Emma Johnson: entered").waitFor()
    await open.getByText("8 of 8 places taken").waitFor()

    // Entries close.
    await walk.sql(
      (
        sql,
      ) => sql`update competitions set entries_open_at = now() - interval '4 days', entries_close_at = now() - interval '1 second'
        where name = 'December Club Open' returning id`,
    )
    const manager = await as(`manager@${DEMO}`)
    await manager.goto(`${walk.server.url}/competitions?facility=1`)
    const division = manager.getByRole("region", { name: "Division Open" })
    await division.getByRole("button", { name: "Make the draw" }).click()
    await manager
      .getByRole("dialog")
      .getByText(/The 8 entries are drawn/)
      .waitFor()
    await manager.getByRole("dialog").getByRole("button", { name: "Draw", exact: true }).click()
    await flashed(manager, "The draw is made.")
    const matches = division.getByRole("table", { name: "Matches of Open" })
    await matches.getByRole("row", { name: "M3-1" }).waitFor()

    await division.getByRole("button", { name: "Schedule the matches" }).click()
    await manager
      .getByRole("dialog")
      .getByText(/Each match still to play becomes a booking/)
      .waitFor()
    await manager.getByRole("dialog").getByRole("button", { name: "Book the courts" }).click()
    await flashed(manager, "Matches scheduled.")
    await matches
      .getByRole("row", { name: "M3-1" })
      .getByText(/ on (Center Court|Court \d)/)
      .waitFor()
    await capture(manager, "competition-scheduled")

    // The desk's day: the final moved to the first free time after it on its court, the others after it would be none.
    const [final] = await walk.sql<{ date: string; court_id: number; hour_start: number; hour_end: number }>(
      (sql) => sql`
        select r.local_date::text as date, r.court_id, r.hour_start, r.hour_end
        from competition_matches m join reservations r on r.facility_id = m.facility_id and r.id = m.reservation_id
          join competition_divisions d on d.facility_id = m.facility_id and d.id = m.division_id
          join competitions c on c.facility_id = d.facility_id and c.id = d.competition_id
        where c.name = 'December Club Open' and m.key = 'M3-1'`,
    )
    const length = final!.hour_end - final!.hour_start
    const [free] = await walk.sql<{ h: number }>(
      (sql) => sql`
        select h from generate_series(${final!.hour_end}, ${86_400 - length}, 1800) h
        where not exists (select 1 from reservations r where r.facility_id = 1 and r.court_id = ${final!.court_id}
          and r.local_date = ${final!.date}::date and r.status in ${sql.literal(ACTIVE)}
          and r.hour_start < h + ${length} and r.hour_end > h)
        order by h limit 1`,
    )
    await manager.goto(`${walk.server.url}/desk?facility=1`)
    await manager.getByLabel("Date", { exact: true }).fill(final!.date)
    const desk = manager.getByRole("region", { name: "Competition matches" })
    await desk.getByRole("row", { name: "December Club Open M3-1" }).getByRole("button", { name: "Move" }).click()
    const moving = manager.getByRole("dialog")
    await moving.getByText(/The matches that follow from it move later by as much/).waitFor()
    await moving.getByRole("combobox", { name: "From" }).click()
    await manager.getByRole("option", { name: secondsOfDayIn("en", free!.h), exact: true }).click()
    await moving.getByRole("button", { name: "Move" }).click()
    await flashed(manager, "Match moved.")
    await desk
      .getByRole("row", { name: "December Club Open M3-1" })
      .getByText(new RegExp(`^${secondsOfDayIn("en", free!.h)}`))
      .waitFor()

    // A first-round match Emma is not in, scored at the desk with a tie-break: it counts at once.
    const theirMatch = desk
      .getByRole("row", { name: /December Club Open M1-/ })
      .filter({ hasNotText: "Emma" })
      .first()
    await theirMatch.getByRole("button", { name: "Report the score" }).click()
    const scoring = manager.getByRole("dialog")
    const games = scoring.getByRole("textbox", { name: /^Set \d: / })
    for (const [i, n] of ["7", "6"].entries()) await games.nth(i).fill(n)
    const tiebreak = scoring.getByRole("textbox", { name: /^Set 1 tie-break: / })
    await tiebreak.nth(0).fill("7")
    await tiebreak.nth(1).fill("5")
    for (const [i, n] of ["6", "4"].entries()) await games.nth(2 + i).fill(n)
    await capture(manager, "competition-desk-score")
    await scoring.getByRole("button", { name: "Report the score" }).click()
    await flashed(manager, "Score counted.")
    await desk.getByText("7–6(7–5) 6–4").waitFor()
    await capture(manager, "competition-desk-day")
    await manager.goto(`${walk.server.url}/competitions?facility=1`)

    // Emma is mailed her match's court and time, and finds it on her phone; she reports her win, her opponent confirms it on theirs.
    await expect
      .poll(async () =>
        (await walk.server.run(outboxFor(`emma.johnson@${DEMO}`))).some(
          (m) => m.subject === "December Club Open: your match",
        ),
      )
      .toBe(true)
    await emma.reload()
    const next = emma.getByRole("alert").filter({ hasText: "Your next match" })
    const against = (await next.getByText(/^Against /).textContent())!
    const opponent = /^Against (\S+) (\S+):/.exec(against)!
    await next.getByText(/ on (Center Court|Court \d)/).waitFor()
    await open.getByRole("button", { name: "Report the score" }).click()
    const report = emma.getByRole("dialog")
    for (const set of [1, 2]) {
      await report.getByLabel(new RegExp(`^Set ${set}: Emma`)).fill("6")
      await report.getByLabel(new RegExp(`^Set ${set}: ${opponent[1]}`)).fill(String(set + 1))
    }
    await capture(emma, "competition-report-phone")
    await report.getByRole("button", { name: "Report the score" }).click()
    await flashed(emma, "Score reported: your opponent confirms it.")
    await open.getByText("awaiting confirmation").waitFor()

    const rival = await as(`${opponent[1]!.toLowerCase()}.${opponent[2]!.toLowerCase()}@${DEMO}`, 390)
    await rival.goto(`${walk.server.url}/competitions?facility=1`)
    const theirs = rival.getByRole("region", { name: "Division Open" })
    await theirs.getByRole("button", { name: "Confirm" }).click()
    // Side by side as the draw has them: Emma's 6–2 6–3 reads 2–6 3–6 when she is the second.
    await rival
      .getByRole("dialog")
      .getByText(/^(6–2 6–3|2–6 3–6): once confirmed it counts, and the winner goes on\.$/)
      .waitFor()
    await rival.getByRole("dialog").getByRole("button", { name: "Confirm" }).click()
    await flashed(rival, "Score confirmed.")

    // The desk's scores count at once: the rest of the draw, round by round, to a champion.
    await manager.reload()
    for (let played = 0; played < 5; played++) {
      await division.getByRole("button", { name: "Report the score" }).first().click()
      const dialog = manager.getByRole("dialog")
      const fields = dialog.getByRole("textbox")
      for (const [i, games] of ["6", "1", "6", "2"].entries()) await fields.nth(i).fill(games)
      await dialog.getByRole("button", { name: "Report the score" }).click()
      await flashed(manager, "Score counted.")
      await dialog.waitFor({ state: "detached" })
    }
    const champion = division.getByRole("alert").filter({ hasText: "Champion" })
    await champion.waitFor()
    await capture(manager, "competition-champion")
    expect(await division.getByRole("button", { name: "Report the score" }).count()).toBe(0)
    // Every match was a booking on the club's courts, and its result is the booking's.
    const booked = await walk.sql<{ n: number; results: number }>(
      (sql) => sql`
        select count(*)::int as n, count(x.reservation_id)::int as results
        from competition_matches m join competition_divisions d on d.facility_id = m.facility_id and d.id = m.division_id
          join competitions c on c.facility_id = d.facility_id and c.id = d.competition_id
          left join match_results x on x.reservation_id = m.reservation_id
        where c.name = 'December Club Open' and m.reservation_id is not null`,
    )
    expect(booked).toEqual([{ n: 7, results: 7 }])
  })
})

describe("a doubles competition", () => {
  it("is set up by the manager, takes Olivia's entry with Liam as partner on her phone, each accepting its waiver, and the pair is in once Liam says yes", async () => {
    // The manager sets it up on the club's page: padel doubles, one division, the fitness statement to accept.
    const manager = await as(`manager@${DEMO}`)
    await manager.goto(`${walk.server.url}/competitions?facility=1`)
    await manager.getByRole("button", { name: "Set up a competition" }).click()
    const form = manager.getByRole("region", { name: "Set up a competition" })
    await form.getByRole("textbox", { name: "Name", exact: true }).fill("Padel Pairs")
    await form.getByRole("combobox", { name: "Sport" }).click()
    await manager.getByRole("option", { name: "Padel" }).click()
    await form.getByText("Doubles", { exact: true }).click()
    await form.getByLabel("Waivers players accept").click({ force: true })
    await manager.getByRole("option", { name: "Cardio Tennis fitness statement" }).click()
    await form.getByRole("textbox", { name: "Places" }).fill("8")
    await capture(manager, "competition-set-up")
    await form.getByRole("button", { name: "Set it up" }).click()
    await flashed(manager, "Competition set up.")
    await manager.getByRole("region", { name: "Padel Pairs" }).getByText("0 of 8 places taken").waitFor()
    const [made] = await walk.sql<{ id: number; team_size: number; sport: string; waivers: number }>(
      (sql) => sql`
        select id, team_size, sport, cardinality(waiver_ids) as waivers from competitions where name = 'Padel Pairs'`,
    )
    expect(made).toMatchObject({ team_size: 2, sport: "padel", waivers: 1 })

    const olivia = await as(`olivia.martin@${DEMO}`, 390)
    await olivia.goto(`${walk.server.url}/competitions?facility=1`)
    const hers = olivia.getByRole("region", { name: "Padel Pairs" }).getByRole("region", { name: "Division Open" })
    await hers.getByRole("button", { name: "Enter", exact: true }).click()
    const entering = olivia.getByRole("dialog")
    await entering.getByRole("combobox", { name: "Partner" }).fill("Liam")
    await olivia.getByRole("option", { name: /^Liam Garcia/ }).click()
    const enter = entering.getByRole("button", { name: "Enter", exact: true })
    expect(await enter.isDisabled()).toBe(true)
    await entering
      .getByRole("checkbox", { name: "I accept “Cardio Tennis fitness statement” for Olivia Martin" })
      .check()
    await capture(olivia, "competition-doubles-entry")
    await enter.click()
    await flashed(olivia, "Your partner is asked: the pair takes a place once they say yes.")
    await hers.getByText("Olivia Martin / Liam Garcia: waiting for the partner's yes").waitFor()

    const liam = await as(`liam.garcia@${DEMO}`, 390)
    await liam.goto(`${walk.server.url}/competitions?facility=1`)
    const his = liam.getByRole("region", { name: "Padel Pairs" }).getByRole("region", { name: "Division Open" })
    await his.getByRole("button", { name: "Say yes" }).click()
    const answering = liam.getByRole("dialog")
    await answering.getByText(/Olivia Martin entered Padel Pairs with Liam Garcia as partner/).waitFor()
    await answering
      .getByRole("checkbox", { name: "I accept “Cardio Tennis fitness statement” for Liam Garcia" })
      .check()
    await answering.getByRole("button", { name: "Say yes" }).click()
    await flashed(liam, "You are in together.")
    await his.getByText("Olivia Martin / Liam Garcia: entered").waitFor()
    await his.getByText("1 of 8 places taken").waitFor()

    // Liam says when the pair cannot play: the first day's morning; the schedule will keep it clear.
    await his.getByRole("button", { name: "When we can't play" }).click()
    const away = liam.getByRole("dialog")
    await away.getByText("No times yet: any time on the competition's days is fine.").waitFor()
    await away.getByRole("button", { name: "Add this time" }).click()
    await away.getByRole("button", { name: /^Remove / }).waitFor()
    await capture(liam, "competition-unavailable-phone")
    await away.getByRole("button", { name: "Save the times" }).click()
    await flashed(liam, "Times saved.")
    // Each accepted the waiver for this competition, as the entry asked.
    expect(
      await walk.sql<{ n: number }>(
        (sql) => sql`
          select count(distinct signed_for)::int as n from waiver_acceptances
          where acceptable_type = 'competition' and acceptable_id = ${made!.id}`,
      ),
    ).toEqual([{ n: 2 }])
    expect(
      await walk.sql<{ times: Array<{ hour_start: number; hour_end: number }> }>(
        (sql) => sql`
          select e.unavailable as times from competition_entries e
            join competition_divisions d on d.facility_id = e.facility_id and d.id = e.division_id
          where d.competition_id = ${made!.id}`,
      ),
    ).toMatchObject([{ times: [{ hour_start: 9 * 3600, hour_end: 12 * 3600 }] }])
  })
})
