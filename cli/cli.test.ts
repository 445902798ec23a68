import { spawn } from "node:child_process"
import * as fs from "node:fs"
import * as os from "node:os"
import * as path from "node:path"
import * as net from "node:net"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { createHash } from "node:crypto"
import { localDate } from "../engine/dates"
import { drawLottery } from "../engine/peakDraws/lottery"
import { drawSlots } from "../engine/peakDraws/rules"
import { clonePostgres } from "../fixtures/testing/template"
import { testDatabaseUrl } from "../fixtures/testing/testDatabase"
import { runCli } from "./program"

const root = path.resolve(import.meta.dirname, "..")

interface Result {
  readonly code: number | null
  readonly stdout: string
  readonly stderr: string
}

/**
 * Runs `venue <args>` in this process, as the binary runs it (the same program, its output and
 * exit code), without a terminal: as a script calls it.
 */
const venue = async (args: ReadonlyArray<string>, env: Record<string, string>): Promise<Result> => {
  let stdout = ""
  let stderr = ""
  const code = await runCli(args, {
    env: { ...process.env, LC_ALL: "C.UTF-8", LOG_LEVEL: "warning", ...env },
    out: (text) => (stdout += text),
    err: (text) => (stderr += text),
    live: false,
    canAsk: false,
  })
  return { code, stdout, stderr }
}

/** Runs the built `venue` as its own process, as a person or script would. */
const venueProcess = (args: ReadonlyArray<string>, env: Record<string, string>): Promise<Result> =>
  new Promise((resolve) => {
    const child = spawn(process.execPath, ["bin/venue.js", ...args], {
      cwd: root,
      env: { ...process.env, LC_ALL: "C.UTF-8", LOG_LEVEL: "warning", ...env },
      stdio: ["ignore", "pipe", "pipe"],
    })
    let stdout = ""
    let stderr = ""
    child.stdout.on("data", (d) => (stdout += d))
    child.stderr.on("data", (d) => (stderr += d))
    child.on("close", (code) => resolve({ code, stdout, stderr }))
  })

const WEEK = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"]
const json = (result: Result) => JSON.parse(result.stdout.trim().split("\n").at(-1)!)

let dir: string
let env: Record<string, string>
let otherEnv: Record<string, string>
const drops: Array<() => Promise<unknown>> = []

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "venue-cli-"))
  // Passable, so that as root the embedded PostgreSQL keeps its cluster in a DATA_DIR below.
  fs.chmodSync(dir, 0o755)
  // Two databases of the run's PostgreSQL (embedded or DATABASE_URL's), as two servers' would be.
  const [a, b] = [await clonePostgres(testDatabaseUrl()), await clonePostgres(testDatabaseUrl())]
  drops.push(a.drop, b.drop)
  env = { DATA_DIR: path.join(dir, "a"), DATABASE_URL: a.url }
  otherEnv = { DATA_DIR: path.join(dir, "b"), DATABASE_URL: b.url }
})
afterAll(async () => {
  for (const drop of drops) await drop()
  fs.rmSync(dir, { recursive: true, force: true })
})

describe("the venue CLI", () => {
  it("creates users and facilities, grants roles, and says what it did", async () => {
    const admin = await venue(
      [
        "--json",
        "user",
        "create",
        "--email",
        "root@example.com",
        "--first-name",
        "Root",
        "--last-name",
        "Admin",
        "--platform-admin",
      ],
      env,
    )
    expect(admin.code).toBe(0)
    expect(json(admin)).toMatchObject({ email: "root@example.com", platform_admin: true })
    expect(json(admin).password).toMatch(/^.{12,}$/)

    const facility = await venue(
      [
        "--json",
        "facility",
        "create",
        "--name",
        "Harbour Padel",
        "--slug",
        "harbour",
        "--time-zone",
        "Europe/Madrid",
        "--currency",
        "EUR",
        "--owner",
        "root@example.com",
      ],
      env,
    )
    expect(facility.code).toBe(0)
    expect(json(facility)).toMatchObject({ slug: "harbour", owner: "root@example.com" })

    const player = await venue(
      [
        "user",
        "create",
        "--email",
        "pat@example.com",
        "--first-name",
        "Pat",
        "--last-name",
        "Lee",
        "--password",
        "long enough secret",
      ],
      env,
    )
    expect(player.stdout).toMatch(/Created user \d+ <pat@example.com>\./)
    const grant = await venue(
      ["--json", "user", "grant-role", "--email", "pat@example.com", "--facility", "harbour", "--role", "teacher"],
      env,
    )
    expect(json(grant)).toMatchObject({ role: "teacher" })

    // A forgotten password, set again from the server's terminal: printed once when generated.
    const reset = await venue(["--json", "user", "reset-password", "--email", "pat@example.com"], env)
    expect(reset.code).toBe(0)
    expect(json(reset)).toMatchObject({ email: "pat@example.com" })
    expect(json(reset).password).toMatch(/^.{12,}$/)
    const weak = await venue(["user", "reset-password", "--email", "pat@example.com", "--password", "short"], env)
    expect(weak.code).toBe(2)
    expect((await venue(["user", "reset-password", "--email", "nobody@example.com"], env)).stderr).toContain(
      "There is no user with the e-mail nobody@example.com.",
    )

    const jobs = await venue(["jobs"], env)
    expect(jobs.code).toBe(0)
    expect(jobs.stdout).toMatch(/^announcement-mail\s+0\s+0\s+0\s+-$/m)
  })

  it("refuses bad input with a sentence and exit code 2, a taken slug with 3", async () => {
    const zone = await venue(
      ["facility", "create", "--name", "X", "--slug", "x", "--time-zone", "Mars/Base", "--currency", "EUR"],
      env,
    )
    expect(zone.code).toBe(2)
    expect(zone.stderr).toMatch(/"Mars\/Base" is not a time zone/)
    const role = await venue(
      ["user", "grant-role", "--email", "pat@example.com", "--facility", "harbour", "--role", "boss"],
      env,
    )
    expect(role.code).toBe(2)
    const nobody = await venue(
      ["user", "grant-role", "--email", "nobody@example.com", "--facility", "harbour", "--role", "player"],
      env,
    )
    expect(nobody.code).toBe(2)
    expect(nobody.stderr).toMatch(/no user with the e-mail nobody@example.com/)
    const taken = await venue(
      ["facility", "create", "--name", "Again", "--slug", "harbour", "--time-zone", "UTC", "--currency", "EUR"],
      env,
    )
    expect(taken.code).toBe(3)
    const badConfig = await venue(["migrate"], { ...env, PORT: "eighty" })
    expect(badConfig.code).toBe(2)
    expect(badConfig.stderr).toMatch(/PORT must be a whole number/)
  })

  it("backs up and restores into another database, refusing to overwrite data without --yes", async () => {
    const file = path.join(dir, "backup.json.gz")
    const backup = await venue(["--json", "backup", file], env)
    expect(backup.code).toBe(0)
    expect(json(backup).rows).toBeGreaterThanOrEqual(4)

    const restored = await venue(["--json", "restore", file], otherEnv)
    expect(restored.code).toBe(0)
    const again = await venue(["--json", "restore", file], otherEnv)
    expect(again.code).toBe(3)
    expect(json({ ...again, stdout: again.stderr }).error).toMatch(/not empty/)
    expect((await venue(["restore", "--yes", file], otherEnv)).code).toBe(0)

    // The restored copy has the same people: the slug is taken there too, and the identity continues.
    const taken = await venue(
      ["facility", "create", "--name", "Again", "--slug", "harbour", "--time-zone", "UTC", "--currency", "EUR"],
      otherEnv,
    )
    expect(taken.code).toBe(3)
    const next = await venue(
      ["--json", "user", "create", "--email", "new@example.com", "--first-name", "New", "--last-name", "One"],
      otherEnv,
    )
    expect(json(next).id).toBe(3)

    const notBackup = path.join(dir, "nonsense.gz")
    fs.writeFileSync(notBackup, "not gzip")
    expect((await venue(["restore", notBackup], otherEnv)).code).toBe(2)
  })
})

describe("venue report close", () => {
  it("prints a day's close as text, CSV or JSON, and refuses a bad date or an unknown facility", async () => {
    const text = await venue(["report", "close", "--facility", "harbour", "--date", "2026-11-20"], env)
    expect(text.code).toBe(0)
    expect(text.stdout).toContain("Daily close for harbour on 2026-11-20")
    expect(text.stdout).toMatch(/Money taken: .*0\.00 \(0 ledger rows\)/)
    expect(text.stdout).toMatch(/Value moved \(no money changed hands\): .*0\.00 \(0 ledger rows\)/)
    const csv = await venue(["report", "close", "--facility", "harbour", "--date", "2026-11-20", "--csv"], env)
    expect(csv.stdout.trim().split("\n")).toEqual([
      "part,method,count,total",
      "Money taken,Total,0,0",
      "Value moved (no money changed hands),Total,0,0",
    ])
    const asJson = await venue(["--json", "report", "close", "--facility", "harbour", "--date", "2026-11-20"], env)
    expect(json(asJson)).toMatchObject({
      facility: "harbour",
      groups: [],
      by_sale: [],
      money_taken: { total: 0, count: 0 },
      value_moved: { total: 0, count: 0 },
      count: 0,
    })
    expect((await venue(["report", "close", "--facility", "harbour", "--date", "20-11-2026"], env)).code).toBe(2)
    expect((await venue(["report", "close", "--facility", "nowhere", "--date", "2026-11-20"], env)).code).toBe(3)
    // Without --date: today where the club is (its zone, not the machine's).
    const today = await venue(["--json", "report", "close", "--facility", "harbour"], env)
    expect(json(today).date).toBe(localDate(new Date(), "Europe/Madrid"))
  })
})

describe("venue report occupancy|revenue|retention", () => {
  it("prints a period's insight as a table, CSV or JSON, and refuses bad dates, tables and clubs", async () => {
    const period = ["--facility", "harbour", "--from", "2026-11-01", "--to", "2026-11-30"]
    const text = await venue(["report", "occupancy", ...period], env)
    expect(text.code).toBe(0)
    expect(text.stdout).toContain("Occupancy for harbour, 2026-11-01 to 2026-11-30")
    const csv = await venue(["report", "revenue", ...period, "--bucket", "week", "--csv"], env)
    expect(csv.stdout.split("\n")[0]).toBe(
      "start,courts,lessons,lesson_packages,clinics,memberships,shop,club_credits,club_accounts,competitions,other,total",
    )
    const asJson = await venue(["--json", "report", "retention", ...period, "--table", "player_mix"], env)
    expect(json(asJson)).toMatchObject({
      insight: "retention",
      tables: [{ key: "player_mix", columns: ["members", "non_members", "guests"], rows: [[0, 0, 0]] }],
    })
    expect(
      (await venue(["report", "occupancy", "--facility", "harbour", "--from", "1/11/2026", "--to", "2026-11-30"], env))
        .code,
    ).toBe(2)
    expect((await venue(["report", "revenue", ...period, "--bucket", "year"], env)).code).toBe(2)
    expect((await venue(["report", "retention", ...period, "--table", "nope"], env)).code).toBe(2)
    expect(
      (await venue(["report", "occupancy", "--facility", "nowhere", "--from", "2026-11-01", "--to", "2026-11-30"], env))
        .code,
    ).toBe(3)
    // A period the engine refuses (backwards) is the person's to fix: its sentence, not a crash.
    const backwards = await venue(
      ["report", "occupancy", "--facility", "harbour", "--from", "2026-12-01", "--to", "2026-11-01"],
      env,
    )
    expect(backwards.stderr).toContain("The period must end on or after the day it starts.")
  })
})

describe("venue members", () => {
  it("refuses a file with bad rows, naming each row and field, and imports nothing", async () => {
    const file = path.join(dir, "members-bad.csv")
    fs.writeFileSync(
      file,
      [
        "name,email,birth_date,guardian_email,ratings",
        "Good Person,good@example.com,1990-01-01,,dupr:4",
        "Bad Mail,not-an-email,,,",
        "Future Kid,,2999-01-01,good@example.com,",
        "Odd Rating,odd@example.com,,,utr:99",
        "Orphan Kid,,2015-02-02,nobody@example.com,",
        ",nameless@example.com,,,",
        "Twice Again,good@example.com,,,",
      ].join("\n"),
    )
    await venue(
      [
        "facility",
        "create",
        "--name",
        "Import Club",
        "--slug",
        "import-club",
        "--time-zone",
        "UTC",
        "--currency",
        "USD",
      ],
      env,
    )
    const result = await venue(["members", "import", file, "--facility", "import-club"], env)
    expect(result.code).toBe(2)
    expect(result.stderr).toContain("Nothing was imported; 6 problems")
    expect(result.stderr).toContain("line 3, email: Enter an e-mail address such as name@example.com.")
    expect(result.stderr).toContain("line 4, birth_date: A birth date lies between 1900 and today.")
    expect(result.stderr).toContain("line 5, ratings: a UTR rating is from 1 to 16.5; 99 is outside.")
    expect(result.stderr).toContain(
      "line 6, guardian_email: nobody@example.com is neither in the file nor a person of the club.",
    )
    expect(result.stderr).toContain("line 7, name: is missing")
    expect(result.stderr).toContain("line 8, email: is also on line 2.")
    // A script gets each problem as an object.
    const scripted = await venue(["--json", "members", "import", file, "--facility", "import-club"], env)
    const refusal = json({ ...scripted, stdout: scripted.stderr })
    expect(refusal.error).toBe("Nothing was imported; 6 problems:")
    expect(refusal.errors).toContainEqual({ line: 8, field: "email", message: "is also on line 2." })
    const missing = await venue(["--json", "members", "import", file], env)
    expect(missing.code).toBe(2)
    expect(JSON.parse(missing.stderr.trim())).toEqual({
      error: "required option '--facility <slug>' not specified",
      errors: [],
    })
    const exported = await venue(["members", "export", "--facility", "import-club"], env)
    expect(exported.stdout.trim().split("\n")).toHaveLength(1)

    // --skip-bad: the good row goes in, the bad ones are written aside with their problems.
    await venue(
      ["facility", "create", "--name", "Skip Club", "--slug", "skip-club", "--time-zone", "UTC", "--currency", "USD"],
      env,
    )
    const rejects = path.join(dir, "members-rejected.csv")
    const skipping = await venue(
      ["--json", "members", "import", file, "--facility", "skip-club", "--skip-bad", rejects],
      env,
    )
    expect(json(skipping)).toMatchObject({ created: 1, skipped: 6 })
    const rejected = fs.readFileSync(rejects, "utf8").trim().split("\n")
    expect(rejected[0]).toBe(
      "line,first_name,last_name,name,email,phone,birth_date,guardian_email,ratings,membership_code,problems",
    )
    expect(rejected).toHaveLength(7)
    expect(rejected.find((l) => l.startsWith("8,"))).toContain("email: is also on line 2.")
  })

  it("reads another system's export: its header names, US dates, and columns it does not know left out and named", async () => {
    const file = path.join(dir, "members-courtreserve.csv")
    fs.writeFileSync(
      file,
      [
        "Member #,First Name,Last Name,Email,Phone Number,Date Of Birth,Membership Type,Zip Code",
        "A-101,Rosa,Lopez,rosa.lopez@example.com,+1 212 555 0101,03/14/1990,Adult,10001",
        "A-102,Tom,Nguyen,tom.nguyen@example.com,,12/01/1985,Senior,10002",
      ].join("\n"),
    )
    await venue(
      [
        "facility",
        "create",
        "--name",
        "Other System",
        "--slug",
        "other-system",
        "--time-zone",
        "UTC",
        "--currency",
        "USD",
      ],
      env,
    )
    // US dates without --date-order: said once, with the way to pass them, not a problem a line.
    const iso = await venue(["members", "import", file, "--facility", "other-system", "--dry-run"], env)
    expect(iso.code).toBe(2)
    expect(iso.stderr.trim()).toBe(
      "venue: Nothing was imported. The birth dates are written mdy (03/14/1990): run it again with --date-order mdy.",
    )
    // A date in no order is quoted as the file wrote it.
    const badDate = path.join(dir, "members-bad-date.csv")
    fs.writeFileSync(
      badDate,
      ["First Name,Last Name,Email,Date Of Birth", "Rosa,Lopez,r@example.com,31/31/1990"].join("\n"),
    )
    const bad = await venue(
      ["--json", "members", "import", badDate, "--facility", "other-system", "--date-order", "mdy"],
      env,
    )
    expect(json({ ...bad, stdout: bad.stderr }).errors).toContainEqual({
      line: 2,
      field: "birth_date",
      message: '"31/31/1990" is not a date written MM/DD/YYYY.',
    })
    // A file of no rows is refused, not imported as a success.
    const empty = path.join(dir, "members-empty.csv")
    fs.writeFileSync(empty, "First Name,Last Name,Email\n")
    const none = await venue(["members", "import", empty, "--facility", "other-system"], env)
    expect([none.code, none.stderr.trim()]).toEqual([
      2,
      `venue: Nothing was imported; ${empty} has no rows under its header.`,
    ])
    const args = ["members", "import", file, "--facility", "other-system", "--date-order", "mdy"]
    const read = await venue(["--json", ...args], env)
    expect(json(read)).toMatchObject({ created: 2, ignored_columns: ["Membership Type", "Zip Code"] })
    const text = await venue([...args, "--dry-run"], env)
    expect(text.stdout).toContain("Columns left out: Membership Type, Zip Code.")
    const exported = (await venue(["members", "export", "--facility", "other-system"], env)).stdout
    expect(exported).toContain("Rosa,Lopez,rosa.lopez@example.com,+1 212 555 0101,1990-03-14,,,A-101")
    // A header no alias knows is read as the column --map names; a pair naming no column is refused.
    const odd = path.join(dir, "members-odd.csv")
    fs.writeFileSync(odd, ["Given,Family,Mail", "Ana,Silva,ana.silva@example.com"].join("\n"))
    const mapped = await venue(
      [
        "--json",
        "members",
        "import",
        odd,
        "--facility",
        "other-system",
        "--map",
        "Given=first_name,Family=last_name,Mail=email",
      ],
      env,
    )
    expect(json(mapped)).toMatchObject({ created: 1, ignored_columns: [] })
    const wrong = await venue(["members", "import", odd, "--facility", "other-system", "--map", "Given=forename"], env)
    expect(wrong.code).toBe(2)
    expect(wrong.stderr).toContain('--map takes "Header=column" pairs')
  })

  it("imports the sample file, says what a dry run would do, updates on a second run, and exports it", async () => {
    const sample = path.join(root, "fixtures/members.sample.csv")
    const dry = await venue(["--json", "members", "import", sample, "--facility", "import-club", "--dry-run"], env)
    expect(json(dry)).toMatchObject({ dry_run: true, created: 5, updated: 0 })
    expect(
      (await venue(["members", "export", "--facility", "import-club"], env)).stdout.trim().split("\n"),
    ).toHaveLength(1)

    const first = await venue(["--json", "members", "import", sample, "--facility", "import-club"], env)
    expect(json(first)).toMatchObject({ dry_run: false, created: 5, updated: 0 })
    // The same file again changes nothing, and says so; one changed row is one update.
    const second = await venue(["--json", "members", "import", sample, "--facility", "import-club"], env)
    expect(json(second)).toMatchObject({ created: 0, updated: 0, unchanged: 5, changes: [] })
    const changed = path.join(dir, "members-changed.csv")
    fs.writeFileSync(changed, fs.readFileSync(sample, "utf8").replace("+1 212 555 0142", "+1 212 555 0199"))
    const third = await venue(["--json", "members", "import", changed, "--facility", "import-club"], env)
    expect(json(third)).toMatchObject({ created: 0, updated: 1, unchanged: 4 })

    const exported = await venue(["members", "export", "--facility", "import-club"], env)
    const lines = exported.stdout.trim().split("\n")
    expect(lines[0]).toBe("first_name,last_name,email,phone,birth_date,guardian_email,ratings,membership_code")
    expect(lines).toContain("Ella,Lindqvist,,,2014-06-30,nora.lindqvist@example.com,utr:3,JUNIOR-0143")
    expect(lines).toContain(
      "Nora,Lindqvist,nora.lindqvist@example.com,+1 212 555 0141,1984-03-12,,dupr:4.25; utr:7.5,GOLD-0141",
    )
    expect(lines.some((l) => l.includes("+1 212 555 0199"))).toBe(true)

    // A spreadsheet's Windows-1252 export: refused, saying where and how to convert, nothing written.
    const windows = path.join(dir, "members-1252.csv")
    fs.writeFileSync(
      windows,
      Buffer.concat([
        Buffer.from("first_name,last_name,email\nJos"),
        Buffer.from([0xe9]), // é in Windows-1252
        Buffer.from(",Mu"),
        Buffer.from([0xf1]), // ñ
        Buffer.from("oz,jose.munoz@example.com\n"),
      ]),
    )
    const refusedFile = await venue(["members", "import", windows, "--facility", "import-club"], env)
    expect(refusedFile.code).toBe(2)
    expect(refusedFile.stderr.trim()).toBe(
      `venue: ${windows} is not UTF-8 text (line 2 holds a byte that is not a UTF-8 character, as a Windows or Latin-1 accent is): read it with --encoding windows-1252 (or the encoding it was saved in), or save it as "CSV UTF-8" in the spreadsheet.`,
    )
    const after = await venue(["members", "export", "--facility", "import-club"], env)
    expect(after.stdout).not.toContain("jose.munoz@example.com")
    const unknown = await venue(
      ["--encoding", "klingon", "members", "import", windows, "--facility", "import-club"],
      env,
    )
    expect([unknown.code, unknown.stderr.trim()]).toEqual([
      2,
      'venue: --encoding names a text encoding such as utf-8, windows-1252, latin1 or utf-16le, not "klingon".',
    ])
    // Read as what it is, its accents arrive whole.
    const read = await venue(
      ["--encoding", "windows-1252", "members", "import", windows, "--facility", "import-club"],
      env,
    )
    expect(read.code, read.stderr).toBe(0)
    const reExported = await venue(["members", "export", "--facility", "import-club"], env)
    expect(reExported.stdout).toContain("José,Muñoz,jose.munoz@example.com")
  })
})

describe("venue teachers", () => {
  it("imports the sample teachers after a dry run, exports them as imported, applies their week, and refuses bad files", async () => {
    await venue(
      ["facility", "create", "--name", "Pro Club", "--slug", "pro-club", "--time-zone", "UTC", "--currency", "USD"],
      env,
    )
    const bad = path.join(dir, "teachers-bad.csv")
    fs.writeFileSync(
      bad,
      ["email,first_name,last_name,prices", "x,Ann,Ace,60 min Adult 80", "b@example.com,Bo,,sixty dollars"].join("\n"),
    )
    const refused = await venue(["teachers", "import", bad, "--facility", "pro-club"], env)
    expect(refused.code).toBe(2)
    expect(refused.stderr).toContain("Nothing was imported; 3 problems")
    expect(refused.stderr).toContain("line 2, email: x is not an e-mail address")
    expect(refused.stderr).toContain("line 3, last_name: a teacher needs a last name")
    expect(refused.stderr).toContain('line 3, prices: "sixty dollars" is not a price')

    const sample = path.join(root, "fixtures/teachers.sample.csv")
    const dry = await venue(["--json", "teachers", "import", sample, "--facility", "pro-club", "--dry-run"], env)
    expect(json(dry)).toMatchObject({ dry_run: true, created: 2, added: 0, updated: 0 })
    const done = await venue(["--json", "teachers", "import", sample, "--facility", "pro-club"], env)
    expect(json(done)).toMatchObject({ dry_run: false, created: 2 })
    const exported = await venue(["teachers", "export", "--facility", "pro-club"], env)
    // Exported in the import's own form (people by name), so the file goes back in unchanged.
    expect(exported.stdout.trim().split("\n").sort()).toEqual(fs.readFileSync(sample, "utf8").trim().split("\n").sort())

    const week = path.join(root, "fixtures/teachers-schedule.sample.json")
    const preview = await venue(["teachers", "schedule", "apply", week, "--facility", "pro-club", "--dry-run"], env)
    expect(preview.stdout).toContain("Pat Lobb: Mon 8:00 AM – 12:00 PM")
    expect(preview.stdout).toContain("Dry run: 2 changes; nothing was written.")
    const applied = await venue(
      ["--json", "teachers", "schedule", "apply", week, "--facility", "pro-club", "--yes"],
      env,
    )
    expect(json(applied)).toMatchObject({ applied: true })
    const overlapping = path.join(dir, "teachers-overlap.json")
    fs.writeFileSync(
      overlapping,
      JSON.stringify({
        teachers: [
          {
            email: "kim.volley@example.com",
            hours: [
              { days: ["sat"], start: "09:00", end: "13:00" },
              { days: ["sat"], start: "12:00", end: "14:00" },
            ],
          },
          { email: "nobody@example.com", hours: [] },
        ],
      }),
    )
    const wrong = await venue(["teachers", "schedule", "apply", overlapping, "--facility", "pro-club", "--yes"], env)
    expect(wrong.code).toBe(2)
    expect(wrong.stderr).toContain("teachers.0.hours.1: overlaps teachers.0.hours.0 on sat")
    expect(wrong.stderr).toContain("teachers.1: nobody@example.com does not teach at this club")
  })
})

describe("venue clinics sessions shift", () => {
  it("says what is wrong with the request before changing anything", async () => {
    await venue(
      ["facility", "create", "--name", "Shift Club", "--slug", "shift-club", "--time-zone", "UTC", "--currency", "USD"],
      env,
    )
    const shift = (...args: Array<string>) =>
      venue(["clinics", "sessions", "shift", "--facility", "shift-club", "--clinic", "academy", ...args], env)
    const unknown = await shift("--from", "2030-01-07", "--days", "7")
    expect([unknown.code, unknown.stderr.trim()]).toEqual([
      2,
      "venue: The facility has no clinic with the slug academy.",
    ])
    const both = await shift("--from", "2030-01-07", "--days", "7", "--cancel")
    expect(both.stderr).toContain("Either move the sessions (--days, --minutes) or --cancel them, not both.")
    const date = await shift("--from", "7 Jan", "--cancel")
    expect([date.code, date.stderr.trim()]).toEqual([2, "venue: Write --from as YYYY-MM-DD."])
  })
})

describe("venue clinics import", () => {
  it("refuses a season file with problems, naming each, and imports a good one after a dry run", async () => {
    await venue(
      [
        "facility",
        "create",
        "--name",
        "Season Club",
        "--slug",
        "season-club",
        "--time-zone",
        "UTC",
        "--currency",
        "USD",
      ],
      env,
    )
    const sample = path.join(root, "fixtures/clinics-season.sample.json")
    const refused = await venue(["clinics", "import", sample, "--facility", "season-club"], env)
    expect(refused.code).toBe(2)
    expect(refused.stderr).toContain("clinics.0: coach.alex@demo.example.com does not teach at this club")
    expect(refused.stderr).toContain("clinics.0.sessions.0: Padel 1 is not an open court of this club")
    const csv = path.join(dir, "season.csv")
    fs.writeFileSync(
      csv,
      [
        "slug,name,capacity,category,prices",
        "cardio,Cardio Tennis,8,Adults,Drop-in: 1 session 25.00; Four: 4 session 88",
      ].join("\n"),
    )
    const dry = await venue(["--json", "clinics", "import", csv, "--facility", "season-club", "--dry-run"], env)
    expect(json(dry)).toEqual({
      dry_run: true,
      clinics: [{ at: "line 2", slug: "cardio", action: "create", prices: 2, sessions: 0 }],
    })
    const done = await venue(["clinics", "import", csv, "--facility", "season-club", "--verbose"], env)
    expect(done.stdout).toContain("line 2: create cardio with 2 prices and 0 sessions")
    expect(done.stdout).toContain("Imported: 1 new, 0 changed, 0 unchanged, 0 sessions booked.")
    const again = await venue(["clinics", "import", csv, "--facility", "season-club"], env)
    expect(again.stdout.trim()).toBe("Imported: 0 new, 0 changed, 1 unchanged, 0 sessions booked.")
    // The export is a season file the import takes back, changing nothing.
    const exported = path.join(dir, "season-exported.json")
    const written = await venue(["clinics", "export", "--facility", "season-club", "-o", exported], env)
    expect(written.stdout.trim()).toBe(`Exported 1 clinics to ${exported}.`)
    expect(JSON.parse(fs.readFileSync(exported, "utf8")).clinics[0]).toMatchObject({
      slug: "cardio",
      category: "Adults",
      prices: [
        { name: "Drop-in", lessons: 1, amount: "25.00" },
        { name: "Four", lessons: 4, amount: "88.00" },
      ],
    })
    const back = await venue(["clinics", "import", exported, "--facility", "season-club"], env)
    expect(back.stdout.trim()).toBe("Imported: 0 new, 0 changed, 1 unchanged, 0 sessions booked.")
  })
})

describe("venue memberships", () => {
  it("runs the renewal job by hand (a dry run changes nothing), exports the memberships and refuses an import naming its problems", async () => {
    const dry = await venue(["--json", "memberships", "renew", "--dry-run", "--date", "2030-01-31"], env)
    expect(json(dry)).toEqual({ as_of: "2030-01-31T23:59:59.999Z", time_zone: "UTC", dry_run: true, steps: [] })
    await venue(
      [
        "facility",
        "create",
        "--name",
        "Member Club",
        "--slug",
        "member-club",
        "--time-zone",
        "UTC",
        "--currency",
        "USD",
      ],
      env,
    )
    const exported = await venue(["memberships", "export", "--facility", "member-club"], env)
    expect(exported.stdout.trim()).toBe(
      "code,owner_name,owner_email,plan,price,status,acquired_on,ends_on,members,member_emails,balance_due",
    )
    // The club has neither the plans nor the people of the sample: every problem is named, nothing written.
    const sample = path.join(root, "fixtures/memberships.sample.csv")
    const refused = await venue(["memberships", "import", sample, "--facility", "member-club", "--dry-run"], env)
    expect(refused.code).toBe(2)
    expect(refused.stderr).toContain("Nothing was imported; ")
    expect(refused.stderr).toContain(
      "line 2: olivia.martin@demo.example.com is not a person of this club; import the members first",
    )
    expect(refused.stderr).toContain("line 4: Summer pass is not a plan of this club")
    const local = await venue(
      ["memberships", "renew", "--dry-run", "--date", "2030-01-31", "--facility", "member-club"],
      env,
    )
    expect(local.stdout.trim()).toBe("Nothing is due as of Thu, Jan 31, 2030 11:59 PM (UTC).")
    // A Spanish terminal reads its dates and times in Spanish; --json stays the same everywhere.
    const renew = ["memberships", "renew", "--dry-run", "--date", "2030-01-31", "--facility", "member-club"]
    const spanish = await venue(renew, { ...env, LC_ALL: "es_ES.UTF-8" })
    expect(spanish.stdout.trim()).toBe("Nothing is due as of jue, 31 ene 2030 23:59 (UTC).")
    const asData = await venue(["--json", ...renew], { ...env, LC_ALL: "es_ES.UTF-8" })
    expect(JSON.parse(asData.stdout).as_of).toBe("2030-01-31T23:59:59.999Z")
    const bad = await venue(["memberships", "renew", "--date", "31/01/2030"], env)
    expect([bad.code, bad.stderr.trim()]).toEqual([2, 'venue: --date must be YYYY-MM-DD; it is "31/01/2030".'])
  })
})

describe("venue products and stock", () => {
  it("imports the sample products after a dry run, takes stock from a count, and exports what is on hand", async () => {
    await venue(
      ["facility", "create", "--name", "Shop Club", "--slug", "shop-club", "--time-zone", "UTC", "--currency", "USD"],
      env,
    )
    const sample = path.join(root, "fixtures/products.sample.csv")
    const dry = await venue(["products", "import", sample, "--facility", "shop-club", "--dry-run"], env)
    expect(dry.stdout.trim()).toBe("Dry run: 4 new products, 0 updated, 0 unchanged; nothing was written.")
    const done = await venue(["products", "import", sample, "--facility", "shop-club"], env)
    expect(done.stdout.trim()).toBe("Imported: 4 new products, 0 updated, 0 unchanged.")
    const again = await venue(["products", "import", sample, "--facility", "shop-club"], env)
    expect(again.stdout.trim()).toMatch(/Imported: 0 new products, 0 updated, 4 unchanged\.$/)
    const empty = path.join(dir, "products-empty.csv")
    fs.writeFileSync(empty, "name,price\n")
    const none = await venue(["products", "import", empty, "--facility", "shop-club"], env)
    expect([none.code, none.stderr.trim()]).toEqual([
      2,
      `venue: Nothing was imported; ${empty} has no rows under its header.`,
    ])
    const count = path.join(dir, "count.csv")
    fs.writeFileSync(count, "sku,counted\nBALL-T3,45\nGRIP-3,20\n")
    const counted = await venue(["stock", "count", count, "--facility", "shop-club"], env)
    expect(counted.stdout.trim()).toBe(
      "Championship tennis balls (can of 3): 48 → 45 (-3)\nCounted: 2 products, 1 changed.",
    )
    fs.writeFileSync(count, "sku,counted\nNOPE,1\n")
    const refused = await venue(["stock", "count", count, "--facility", "shop-club"], env)
    expect([refused.code, refused.stderr.trim()]).toEqual([
      2,
      "venue: Nothing was counted; 1 problem:\n  line 2: NOPE is not a product of this club",
    ])
    const exported = await venue(["products", "export", "--facility", "shop-club"], env)
    expect(exported.stdout).toContain("Championship tennis balls (can of 3),BALL-T3,Balls,6.99,8.875,3.50,yes,45,12,")
  })
})

describe("venue courts and schedules", () => {
  it("applies the sample files: a dry run first, --yes from scripts, and JSON output", async () => {
    await venue(
      ["facility", "create", "--name", "Bulk Club", "--slug", "bulk-club", "--time-zone", "UTC", "--currency", "USD"],
      env,
    )
    const courtsFile = path.join(root, "fixtures/courts.sample.csv")
    const dry = await venue(["--json", "courts", "apply", courtsFile, "--facility", "bulk-club", "--dry-run"], env)
    expect(json(dry)).toMatchObject({ applied: false })
    expect(json(dry).changes).toHaveLength(4)
    const script = await venue(["courts", "apply", courtsFile, "--facility", "bulk-club"], env)
    expect(script.code).toBe(3)
    expect(script.stderr).toMatch(/pass --yes/)
    expect(
      json(await venue(["--json", "courts", "apply", courtsFile, "--facility", "bulk-club", "--yes"], env)),
    ).toMatchObject({ applied: true })
    const { courts: list } = json(await venue(["--json", "courts", "list", "--facility", "bulk-club"], env)) as {
      courts: Array<{ name: string; sport: string }>
    }
    expect(list.map((c) => `${c.name}/${c.sport}`)).toEqual([
      "Center Court/tennis",
      "Court 2/tennis",
      "Padel 3/padel",
      "Pickleball 4/pickleball",
    ])

    const renames = path.join(dir, "courts-change.json")
    fs.writeFileSync(
      renames,
      JSON.stringify([
        { name: "Court 2", active: false },
        { name: "Squash 5", sport: "squash", indoor: true },
      ]),
    )
    const changed = json(await venue(["--json", "courts", "apply", renames, "--facility", "bulk-club", "--yes"], env))
    // Data, not display text, in JSON.
    expect(changed.changes).toEqual([
      { action: "deactivate", court: "Court 2", details: "active true → false" },
      { action: "add", court: "Squash 5", details: "squash, indoor" },
    ])

    const bad = path.join(dir, "courts-bad.csv")
    fs.writeFileSync(bad, "name,sport,sort_order\n,tennis,1\nCourt X,curling,first\n")
    const refusedFile = await venue(["courts", "apply", bad, "--facility", "bulk-club", "--yes"], env)
    expect(refusedFile.code).toBe(2)
    // Every problem of a row, each in one line naming the file's line.
    expect(refusedFile.stderr).toContain("line 2, name: a court needs a name")
    expect(refusedFile.stderr).toContain("line 3, sport: sport must be one of tennis, padel, pickleball, squash")
    expect(refusedFile.stderr).toContain("line 3, sort_order: write a whole number")
    expect(refusedFile.stderr.split("\n").filter((l) => l.includes("line 3, sport"))).toHaveLength(1)
    // A script gets the same problems as objects, in the shape every command uses.
    const asJson = await venue(["--json", "courts", "apply", bad, "--facility", "bulk-club", "--yes"], env)
    expect(JSON.parse(asJson.stderr.trim())).toMatchObject({
      error: expect.stringMatching(/^Nothing was changed/),
      errors: expect.arrayContaining([{ line: 3, field: "sort_order", message: "write a whole number" }]),
    })
    const empty = path.join(dir, "courts-empty.csv")
    fs.writeFileSync(empty, "name,sport\n")
    const none = await venue(["courts", "apply", empty, "--facility", "bulk-club", "--yes"], env)
    expect(none.code).toBe(2)
    expect(none.stderr).toContain("lists no courts")

    const schedules = await venue(
      [
        "--json",
        "schedules",
        "apply",
        path.join(root, "fixtures/schedules.sample.json"),
        "--facility",
        "bulk-club",
        "--yes",
      ],
      env,
    )
    expect(json(schedules).changes).toEqual([
      { action: "replace_opening_hours", windows: 7 },
      { action: "add_closure", from: "2030-12-25", to: "2030-12-26", courts: null, note: "Holidays" },
      { action: "add_closure", from: "2030-06-01", to: "2030-06-03", courts: ["Center Court"], note: "Resurfacing" },
    ])
    // The same file again changes nothing; what the club has is listed and exported as that file.
    const again = await venue(
      ["schedules", "apply", path.join(root, "fixtures/schedules.sample.json"), "--facility", "bulk-club", "--yes"],
      env,
    )
    expect(again.stdout.trim()).toBe("The schedules already match the file.")
    const listed = await venue(["schedules", "list", "--facility", "bulk-club"], env)
    expect(listed.stdout).toContain("  mon, tue, wed, thu, fri  06:00–22:00")
    expect(listed.stdout).toContain("  2030-06-01…2030-06-03 Center Court, 06:00–12:00 (Resurfacing)")
    expect(listed.stdout).toContain("  2030-12-25…2030-12-26 all courts, all day (Holidays)")
    const exported = path.join(dir, "schedules-exported.json")
    expect((await venue(["schedules", "export", "--facility", "bulk-club", "-o", exported], env)).code).toBe(0)
    expect(JSON.parse(fs.readFileSync(exported, "utf8")).closures).toHaveLength(2)
    const roundTrip = await venue(["schedules", "apply", exported, "--facility", "bulk-club", "--yes"], env)
    expect(roundTrip.stdout.trim()).toBe("The schedules already match the file.")
    const wrong = path.join(dir, "schedules-bad.json")
    fs.writeFileSync(
      wrong,
      JSON.stringify({ closures: [{ courts: ["Nowhere"], from: "2030-01-02", to: "2030-01-01" }] }),
    )
    const refusedSchedules = await venue(["schedules", "apply", wrong, "--facility", "bulk-club", "--yes"], env)
    expect(refusedSchedules.code).toBe(2)
    expect(refusedSchedules.stderr).toContain('closures.0: "to" comes before "from"')
    expect(refusedSchedules.stderr).toContain("closures.0: no court named Nowhere")

    // Every problem at once: a day that is not one and a time that is not; then, in a file that
    // reads, windows that overlap, leave the quarter hour or end before they start.
    const muddled = path.join(dir, "schedules-muddled.json")
    fs.writeFileSync(muddled, JSON.stringify({ opening_hours: [{ days: ["funday"], open: "25:00", close: "07:00" }] }))
    const muddledRun = await venue(["schedules", "apply", muddled, "--facility", "bulk-club", "--yes"], env)
    expect(muddledRun.code).toBe(2)
    expect(muddledRun.stderr).toContain("a day must be one of mon, tue, wed, thu, fri, sat, sun")
    expect(muddledRun.stderr).toContain("write times as HH:MM, 00:00 to 24:00")
    const overlapping = path.join(dir, "schedules-overlapping.json")
    fs.writeFileSync(
      overlapping,
      JSON.stringify({
        opening_hours: [
          { days: ["mon"], open: "06:07", close: "12:00" },
          { days: ["mon"], open: "11:00", close: "13:00" },
          { days: ["tue"], open: "23:00", close: "07:00" },
        ],
      }),
    )
    const overlapRun = await venue(["schedules", "apply", overlapping, "--facility", "bulk-club", "--yes"], env)
    expect(overlapRun.code).toBe(2)
    expect(overlapRun.stderr).toContain("opening_hours.0: open and close sit on the quarter hour")
    expect(overlapRun.stderr).toContain("opening_hours.1: overlaps opening_hours.0 on mon")
    expect(overlapRun.stderr).toContain("opening_hours.2: close must come after open")

    // One pass names every problem with its place, schema and rules alike, in words and as JSON.
    const mixed = path.join(dir, "schedules-mixed.json")
    fs.writeFileSync(
      mixed,
      JSON.stringify({
        opening_hours: [
          { days: ["mon"], open: "9am", close: "20:00" },
          { days: ["tue"], open: "21:00", close: "20:00" },
        ],
        closures: [
          { courts: "Court 1", from: "2030-01-02", to: "2030-01-01" },
          { from: "2030-02-02", to: "2030-02-01" },
        ],
        extra: true,
      }),
    )
    const mixedRun = await venue(["--json", "schedules", "apply", mixed, "--facility", "bulk-club", "--yes"], env)
    expect(mixedRun.code).toBe(2)
    const said = JSON.parse(mixedRun.stderr) as { errors: Array<{ field: string; message: string }> }
    expect(said.errors).toEqual(
      expect.arrayContaining([
        { line: null, field: "extra", message: "a schedules file holds only opening_hours and closures" },
        { line: null, field: "opening_hours.0.open", message: "write times as HH:MM, 00:00 to 24:00" },
        { line: null, field: "opening_hours.1", message: "close must come after open" },
        { line: null, field: "closures.0.courts", message: "write a list of court names, or null for all courts" },
        { line: null, field: "closures.1", message: '"to" comes before "from"' },
      ]),
    )
    expect(mixedRun.stderr).not.toContain("Expected undefined")
  })
})

describe("venue bookings series", () => {
  it("imports a season's league nights after a dry run listing what cannot be booked, and exports them", async () => {
    await venue(
      [
        "facility",
        "create",
        "--name",
        "League Club",
        "--slug",
        "league-club",
        "--time-zone",
        "UTC",
        "--currency",
        "USD",
      ],
      env,
    )
    await venue(
      ["courts", "apply", path.join(root, "fixtures/courts.sample.csv"), "--facility", "league-club", "--yes"],
      env,
    )
    await venue(
      ["schedules", "apply", path.join(root, "fixtures/schedules.sample.json"), "--facility", "league-club", "--yes"],
      env,
    )
    const thursday = new Date(Date.now() + 8 * 86_400_000)
    while (thursday.getUTCDay() !== 4) thursday.setUTCDate(thursday.getUTCDate() + 1)
    const day = (offset: number) => new Date(thursday.getTime() + offset * 86_400_000).toISOString().slice(0, 10)
    const file = path.join(dir, "season.csv")
    fs.writeFileSync(
      file,
      [
        "name,court,first_date,every_weeks,count,last_date,from,to,team",
        `Thursday league,Court 2,${day(0)},1,4,,19:00,21:00,Aces`,
        `Saturday ladder,Center Court,${day(2)},2,,${day(30)},09:00,10:30,`,
      ].join("\n"),
    )
    const dry = json(
      await venue(["--json", "bookings", "series", "import", file, "--facility", "league-club", "--dry-run"], env),
    )
    expect(dry.dry_run).toBe(true)
    expect(dry.series.map((s: { series: { name: string } }) => s.series.name)).toEqual([
      "Thursday league",
      "Saturday ladder",
    ])
    expect(dry.series[1].occurrences.map((o: { date: string }) => o.date)).toEqual([day(2), day(16), day(30)])
    expect(
      (await venue(["bookings", "series", "export", "--facility", "league-club"], env)).stdout.trim().split("\n"),
    ).toHaveLength(1)

    const done = await venue(["bookings", "series", "import", file, "--facility", "league-club"], env)
    expect(done.code).toBe(0)
    expect(done.stdout).toContain("Imported: 2 series, 7 bookings.")
    const exported = (await venue(["bookings", "series", "export", "--facility", "league-club"], env)).stdout
      .trim()
      .split("\n")
    expect(exported).toEqual([
      "name,court,first_date,every_weeks,count,last_date,from,to,team",
      `Thursday league,Court 2,${day(0)},1,,${day(21)},19:00,21:00,Aces`,
      `Saturday ladder,Center Court,${day(2)},2,,${day(30)},09:00,10:30,`,
    ])

    // The same season again: every date is taken now, so nothing is imported, each date named.
    const again = await venue(["bookings", "series", "import", file, "--facility", "league-club"], env)
    expect(again.code).toBe(2)
    expect(again.stderr).toContain(
      "Nothing was imported; Line 2 (Thursday league): No date of the series can be booked",
    )
    expect(again.stderr).toContain(`${day(0)}: That court is already booked at that time`)
    // Every line's fate is said, not only the first refused one's.
    expect(again.stderr).toContain("Line 3 (Saturday ladder): No date of the series can be booked")

    const bad = path.join(dir, "season-bad.csv")
    fs.writeFileSync(bad, "name,court,first_date,from,to\nLeague,Court 9,next week,7pm,21:00\n")
    const refused = await venue(["bookings", "series", "import", bad, "--facility", "league-club"], env)
    expect(refused.code).toBe(2)
    expect(refused.stderr).toContain('line 2, court: the club has no court "Court 9"')
    expect(refused.stderr).toContain('line 2, first_date: "next week" is not a date; write YYYY-MM-DD')
    expect(refused.stderr).toContain('line 2, from: "7pm": write times as HH:MM, 00:00 to 24:00')

    // Winter hours close at 20:00: for good they would strand the league nights (refused as a
    // closure would be); as a season from the day after the league ends, they are kept.
    const winter = path.join(dir, "winter.json")
    fs.writeFileSync(winter, JSON.stringify({ opening_hours: [{ days: [...WEEK], open: "08:00", close: "20:00" }] }))
    const forGood = await venue(["schedules", "apply", winter, "--facility", "league-club", "--yes"], env)
    expect(forGood.code).toBe(3)
    expect(forGood.stderr).toContain("Nothing was changed; the opening hours would strand reservations:")
    const strandedClosure = path.join(dir, "closed.json")
    fs.writeFileSync(strandedClosure, JSON.stringify({ closures: [{ from: day(0), to: day(0), note: "Gala" }] }))
    const closed = await venue(["schedules", "apply", strandedClosure, "--facility", "league-club", "--yes"], env)
    expect(closed.code).toBe(forGood.code)
    expect(closed.stderr).toContain("Nothing was changed; the closures would strand reservations:")
    const season = await venue(
      ["schedules", "apply", winter, "--facility", "league-club", "--from", day(31), "--yes"],
      env,
    )
    expect(season.stderr).toBe("")
    expect(season.stdout).toContain(`opening hours: replace with 7 day windows from ${day(31)}`)
    const listed = (await venue(["schedules", "list", "--facility", "league-club"], env)).stdout
    expect(listed).toContain("  mon, tue, wed, thu, fri  06:00–22:00")
    expect(listed).toContain(`Opening hours from ${day(31)}:\n  mon, tue, wed, thu, fri, sat, sun  08:00–20:00`)
    // A season reaching back over the league is refused; one that ends gives the old hours back after.
    const early = await venue(
      ["schedules", "apply", winter, "--facility", "league-club", "--from", day(20), "--yes"],
      env,
    )
    expect(early.code).toBe(3)
    const short = await venue(
      ["schedules", "apply", winter, "--facility", "league-club", "--from", day(40), "--to", day(44), "--yes"],
      env,
    )
    expect(short.code).toBe(0)
    const afterShort = (await venue(["schedules", "list", "--facility", "league-club"], env)).stdout
    expect(afterShort).toContain(`Opening hours from ${day(45)}:`)
    const backwards = await venue(
      ["--json", "schedules", "apply", winter, "--facility", "league-club", "--from", day(9), "--to", day(2)],
      env,
    )
    expect(backwards.code).toBe(2)
    expect(JSON.parse(backwards.stderr).errors).toEqual([
      { line: null, field: "--to", message: "the season's last day comes on or after --from" },
    ])
  })
})

describe("venue draws", () => {
  it("sets up a competition from the sample file after a dry run, lists and exports it, and says why it cannot schedule it yet", async () => {
    await venue(
      ["facility", "create", "--name", "Cup Club", "--slug", "cup-club", "--time-zone", "UTC", "--currency", "USD"],
      env,
    )
    const sample = path.join(root, "fixtures/competition.sample.json")
    const dry = json(
      await venue(["--json", "competitions", "import", sample, "--facility", "cup-club", "--dry-run"], env),
    )
    expect([dry.dry_run, dry.competition.divisions.length]).toEqual([true, 3])
    expect(json(await venue(["--json", "competitions", "list", "--facility", "cup-club"], env)).competitions).toEqual(
      [],
    )
    const made = await venue(["competitions", "import", sample, "--facility", "cup-club"], env)
    expect(made.stdout).toMatch(/^Imported: Summer Club Championships with 3 divisions \(id \d+\)\.$/m)
    const [listed] = json(await venue(["--json", "competitions", "list", "--facility", "cup-club"], env)).competitions
    const exported = await venue(
      ["competitions", "export", "--facility", "cup-club", "--competition", String(listed.id)],
      env,
    )
    expect(JSON.parse(exported.stdout)).toEqual(JSON.parse(fs.readFileSync(sample, "utf8")))
    const schedule = (extra: ReadonlyArray<string>) =>
      venue(
        [
          "competitions",
          "schedule",
          "--facility",
          "cup-club",
          "--division",
          String(listed.divisions[0].id),
          "--dates",
          "2027-06-12",
          ...extra,
        ],
        env,
      )
    const badTime = await schedule(["--from", "9am", "--to", "18:00"])
    expect([badTime.code, badTime.stderr]).toEqual([2, expect.stringContaining("--from is a time of day as HH:MM")])
    const undrawn = await schedule(["--from", "09:00", "--to", "18:00"])
    expect(undrawn.stderr).toContain("Make the division's draw first.")
    const broken = path.join(dir, "cup.json")
    fs.writeFileSync(broken, JSON.stringify({ ...JSON.parse(fs.readFileSync(sample, "utf8")), format: "ladder" }))
    const refused = await venue(["competitions", "import", broken, "--facility", "cup-club"], env)
    expect([refused.code, refused.stderr]).toEqual([2, expect.stringContaining("is not a competition file")])
  })

  it("recomputes a draw from its saved public page, and says when its seed or result does not hold up", async () => {
    const seed_text = "draw 7 of club 1, 2026-12-05 28800-39600, courts 1,2\nentry 1: 1@28800\nentry 2: 1@28800,2@28800"
    const seed = createHash("sha256").update(seed_text).digest("hex")
    const inputs = [
      { id: 1, household: "ha", choices: ["1@28800"], recent_wins: 0 },
      { id: 2, household: "hb", choices: ["1@28800", "2@28800"], recent_wins: 2 },
      { id: 3, household: "hb", choices: ["2@28800"], recent_wins: 0 },
    ]
    const draw = {
      id: 7,
      court_ids: [1, 2],
      hour_start: 8 * 3600,
      hour_end: 11 * 3600,
      slot_minutes: 90,
      seed_text,
      seed,
    }
    const result = drawLottery(
      inputs.map((i) => ({ ...i, people: [i.id] })),
      drawSlots(draw),
      seed,
    )
    const page = path.join(dir, "draw.json")
    fs.writeFileSync(page, JSON.stringify({ ...draw, name: "Saturday peak", record: { inputs, ...result } }))
    const checked = await venue(["draws", "verify", page], env)
    expect(checked.stderr).toBe("")
    expect(checked.code).toBe(0)
    expect(checked.stdout).toContain(
      `Recomputed from the seed: the same ${result.awards.length} awards in the same order.`,
    )
    expect(checked.stdout).toMatch(/round 1: entry #\d wins court \d at 8:00 AM/)

    // A result moved by hand, or a seed that is not the published text's digest, fails with code 1.
    const swapped = {
      inputs,
      ...result,
      awards: result.awards.map((a) => ({ ...a, entry_id: a.entry_id === 1 ? 2 : 1 })),
    }
    fs.writeFileSync(page, JSON.stringify({ ...draw, record: swapped }))
    const tampered = await venue(["draws", "verify", page], env)
    expect(tampered.code).toBe(1)
    expect(tampered.stderr).toContain("Draw 7 does not recompute to its recorded result from its seed.")
    fs.writeFileSync(
      page,
      JSON.stringify({ ...draw, seed_text: `${seed_text}\nentry 4: 1@28800`, record: { inputs, ...result } }),
    )
    expect((await venue(["draws", "verify", page], env)).stderr).toContain("seed is not the SHA-256 digest")

    fs.writeFileSync(page, "{ not json")
    const bad = await venue(["draws", "verify", page], env)
    expect(bad.code).toBe(2)
    expect(bad.stderr).toContain("is not JSON")
    await venue(
      ["facility", "create", "--name", "Draw Club", "--slug", "draw-club", "--time-zone", "UTC", "--currency", "USD"],
      env,
    )
    const missing = await venue(["draws", "show", "999", "--facility", "draw-club"], env)
    expect(missing.code).toBe(2)
    expect(missing.stderr).toContain("Draw was not found.")
    // A refusal reads in the terminal's language; its --json stays as the engine wrote it.
    const show = ["draws", "show", "999", "--facility", "draw-club"]
    expect((await venue(show, { ...env, LC_ALL: "pt_BR.UTF-8" })).stderr.trim()).toBe("venue: Sorteio não encontrado.")
    const asData = await venue(["--json", ...show], { ...env, LC_ALL: "pt_BR.UTF-8" })
    expect(JSON.parse(asData.stderr).error).toBe("Draw was not found.")
  })
})

describe("venue serve when it cannot start", () => {
  it("says why in one sentence and exits with the documented code, before seeding anything", async () => {
    const dataDir = path.join(dir, "serve-failures")
    const base = { DATA_DIR: dataDir, DATABASE_URL: "" }
    const badPort = await venueProcess(["serve"], { ...base, PORT: "abc" })
    expect(badPort.code).toBe(2)
    expect(badPort.stderr.trim()).toBe(
      'The configuration is not usable:\n- PORT must be a whole number from 0 to 65535; it is "abc".',
    )

    const taken = net.createServer()
    await new Promise<void>((done) => taken.listen(0, "127.0.0.1", done))
    const port = String((taken.address() as net.AddressInfo).port)
    const busyPort = await venueProcess(["serve"], { ...base, PORT: port })
    taken.close()
    expect(busyPort.code).toBe(3)
    expect(busyPort.stderr.trim()).toBe(
      `Port ${port} is in use by another program; stop it, or start with another PORT.`,
    )
    expect(busyPort.stdout).not.toContain("password")
    expect(fs.existsSync(path.join(dataDir, "postgresql"))).toBe(false)

    // A data directory an earlier release made with PGlite: how to move it, and nothing started.
    const earlier = path.join(dir, "pglite-made")
    fs.mkdirSync(path.join(earlier, "pg"), { recursive: true })
    fs.writeFileSync(path.join(earlier, "pg", "PG_VERSION"), "17\n")
    const old = await venueProcess(["serve"], { DATA_DIR: earlier, DATABASE_URL: "", PORT: "0" })
    expect(old.code).toBe(3)
    expect(old.stderr.trim()).toMatch(/^\S+ holds a database made by an earlier release of venue \(PGlite/)
    expect(fs.existsSync(path.join(earlier, "postgresql"))).toBe(false)

    // A DATA_DIR that cannot be made: named, with why, as a configuration problem.
    const aFile = path.join(dir, "not-a-directory")
    fs.writeFileSync(aFile, "")
    const unusable = await venueProcess(["serve"], { DATA_DIR: path.join(aFile, "data"), DATABASE_URL: "", PORT: "0" })
    expect(unusable.code).toBe(2)
    expect(unusable.stderr.trim()).toBe(
      `DATA_DIR (${path.join(aFile, "data")}) cannot be used: a part of its path is a file, not a directory (ENOTDIR). Set DATA_DIR to a directory this account may create and write.`,
    )
    // A PostgreSQL that does not answer: where it was looked for and why, never the password.
    const closed = net.createServer()
    await new Promise<void>((done) => closed.listen(0, "127.0.0.1", done))
    const closedPort = (closed.address() as net.AddressInfo).port
    await new Promise((done) => closed.close(done))
    const away = await venueProcess(["serve"], {
      ...base,
      PORT: "0",
      DATABASE_URL: `postgres://venue:s3cret@127.0.0.1:${closedPort}/club`,
    })
    expect(away.code).toBe(1)
    expect(away.stderr.trim()).toBe(
      `The PostgreSQL database at 127.0.0.1:${closedPort}/club (DATABASE_URL) did not answer: connect ECONNREFUSED 127.0.0.1:${closedPort}. Check that it runs and that DATABASE_URL names it, its user and password.`,
    )
    expect(away.stderr).not.toContain("s3cret")
  }, 60_000)
})

describe("the built venue binary", () => {
  it("runs a command on the embedded PostgreSQL of its DATA_DIR, keeps it for the next, and says a usage mistake", async () => {
    const embedded = { DATA_DIR: path.join(dir, "embedded"), DATABASE_URL: "" }
    const created = await venueProcess(
      ["--json", "user", "create", "--email", "solo@example.com", "--first-name", "Solo", "--last-name", "Admin"],
      embedded,
    )
    expect(created.code, created.stderr).toBe(0)
    expect(json(created)).toMatchObject({ email: "solo@example.com" })
    expect(fs.existsSync(path.join(embedded.DATA_DIR, "postgresql"))).toBe(true)
    // The next command finds the same database in the same directory: the e-mail is taken there.
    const again = await venueProcess(
      ["user", "create", "--email", "solo@example.com", "--first-name", "Solo", "--last-name", "Again"],
      embedded,
    )
    expect([again.code, again.stderr]).toEqual([3, expect.stringContaining("solo@example.com")])

    const help = await venueProcess(["--help"], embedded)
    expect([help.code, help.stdout]).toEqual([0, expect.stringContaining("Usage: venue")])
    const missing = await venueProcess(["--json", "members", "import", "members.csv"], embedded)
    expect(missing.code).toBe(2)
    expect(JSON.parse(missing.stderr.trim())).toEqual({
      error: "required option '--facility <slug>' not specified",
      errors: [],
    })
  }, 120_000)
})
