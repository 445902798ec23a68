import { Command, CommanderError, Option as Flag } from "commander"
import { ROLES } from "../engine/roles"
import { terminalLanguage } from "./language"
import type { Output, Terminal, TerminalIo } from "./run"

// Each command's code is loaded when it runs: the server does not start the CLI's screens, nor a
// command the providers' SDKs.
const data = () => import("./commands/data")
const courtFiles = () => import("./commands/courts")
const memberFiles = () => import("./commands/members")
const teacherFiles = () => import("./commands/teachers")
const clinicCommands = () => import("./commands/clinics")
const membershipCommands = () => import("./commands/memberships")
const productCommands = () => import("./commands/products")
const people = () => import("./commands/people")
const reports = () => import("./commands/report")
const jobCommands = () => import("./commands/jobs")

/** The program's commands, each saying what it did on `terminal`. */
export const venueProgram = (argv: ReadonlyArray<string>, terminal: Terminal) => {
  const program = new Command()
    .name("venue")
    .description(
      "Run and administer a venue platform server. The database is the one the server would use: " +
        "DATABASE_URL if set, else the embedded PostgreSQL of DATA_DIR (shared with a running server).",
    )
    .option("--json", "print the result as one JSON object")
    .option("--encoding <name>", "the text encoding of files read (utf-8 unless given; e.g. windows-1252, latin1)")
    // Commander's own ends (help, a usage mistake) throw rather than exit the process: runCli says the code.
    .exitOverride()
    .configureOutput({ writeOut: terminal.out, writeErr: terminal.err })

  // A script asking for JSON gets a usage mistake (a missing option, an unknown command) as JSON too,
  // never help text; a person gets the help after the sentence.
  if (argv.includes("--json"))
    program.configureOutput({
      outputError: (text) =>
        terminal.err(`${JSON.stringify({ error: text.replace(/^error: /, "").trim(), errors: [] })}\n`),
    })
  else program.showHelpAfterError()

  const language = terminalLanguage(terminal.env)
  const output = (): Output => {
    const { json, encoding } = program.opts<{ json?: boolean; encoding?: string }>()
    return { json: json === true, ...(encoding === undefined ? {} : { encoding }), terminal, language }
  }

  program
    .command("serve")
    .description("Start the server until SIGINT or SIGTERM.")
    .action(async () => {
      // The embedded PostgreSQL starts while the server's code loads (a restart's two slowest steps, side by side).
      ;(await import("../adapters/headStart")).headStart(process.env)
      const [{ runMain }, { serveAndReport }] = await Promise.all([
        import("@effect/platform-node/NodeRuntime"),
        import("./commands/serve"),
      ])
      runMain(serveAndReport)
    })

  program
    .command("migrate")
    .description("Apply the migrations the database lacks.")
    .action(async () => (await data()).migrateCommand(output()))

  program
    .command("backup")
    .description("Write every row to a compressed file that either engine can restore.")
    .argument("<file>", "where to write the backup")
    .action(async (file: string) => (await data()).backupCommand(file, output()))

  program
    .command("restore")
    .description("Load a backup; a database with data is replaced only with --yes or after confirming.")
    .argument("<file>", "the backup to load")
    .option("-y, --yes", "replace the data without asking")
    .action(async (file: string, options: { yes?: boolean }) =>
      (await data()).restoreCommand(file, { yes: options.yes === true }, output()),
    )

  const facility = program.command("facility").description("Facilities.")
  facility
    .command("create")
    .description("Create a facility.")
    .requiredOption("--name <name>", "the facility's name")
    .requiredOption("--slug <slug>", "its short name in URLs, e.g. harbour-padel")
    .requiredOption("--time-zone <zone>", "its IANA time zone, e.g. America/New_York")
    .requiredOption("--currency <code>", "its ISO 4217 currency, e.g. USD")
    .option("--owner <email>", "an existing user to make its owner")
    .action(async (options) => (await people()).facilityCreate(options, output()))

  const user = program.command("user").description("People.")
  user
    .command("create")
    .description("Create a user who can sign in.")
    .requiredOption("--email <email>", "their e-mail address")
    .requiredOption("--first-name <name>", "their first name")
    .requiredOption("--last-name <name>", "their last name")
    .option("--password <password>", "their password (default: generated and printed)")
    .option("--platform-admin", "may create facilities and act anywhere")
    .action(async (options) => (await people()).userCreate(options, output()))
  user
    .command("reset-password")
    .description("Give a user a new password (generated and printed once unless given) and sign them out everywhere.")
    .requiredOption("--email <email>", "the user's e-mail address")
    .option("--password <password>", "the new password (default: generated and printed)")
    .action(async (options) => (await people()).userResetPassword(options, output()))
  user
    .command("grant-role")
    .description("Give a user a role at a facility, replacing the role they had there.")
    .requiredOption("--email <email>", "the user's e-mail address")
    .requiredOption("--facility <slug>", "the facility's slug")
    .addOption(new Flag("--role <role>", "the role").choices(ROLES).makeOptionMandatory())
    .action(async (options) => (await people()).userGrantRole(options, output()))

  const members = program.command("members").description("A facility's members, in bulk.")
  members
    .command("import")
    .description(
      "Create or update members from CSV (columns: name or first_name and last_name, email, phone, birth_date, guardian_email, ratings, membership_code; other systems' headers such as First Name, Email Address, Phone Number, Date Of Birth, Member # are read too, any other column is left out and named). One bad row and nothing is written.",
    )
    .argument("<file>", "the CSV file")
    .requiredOption("--facility <slug>", "the facility's slug")
    .option("--dry-run", "say what would be created or updated, and write nothing")
    .option("--map <pairs>", 'read headers as columns: "Member #=membership_code,Cell=phone"')
    .option("--date-order <order>", "how the file writes dates that are not YYYY-MM-DD: mdy (03/14/1990) or dmy", "ymd")
    .option("--verbose", "a line for each member created or updated, besides the summary")
    .option("--skip-bad <file>", "import the good rows; write the bad ones with their problems to this CSV file")
    .action(async (file: string, options) => (await memberFiles()).membersImport(file, options, output()))
  members
    .command("export")
    .description("Write the facility's members as CSV in the import's columns.")
    .requiredOption("--facility <slug>", "the facility's slug")
    .option("-o, --output <file>", "write to a file instead of standard output")
    .action(async (options) => (await memberFiles()).membersExport(options, output()))

  const teachers = program.command("teachers").description("A facility's teachers, in bulk.")
  teachers
    .command("import")
    .description(
      "Create or update teachers from CSV (columns: email, first_name, last_name, bio, photo_url, sports, levels, surfaces, prices; see fixtures/teachers.sample.csv). One bad row and nothing is written.",
    )
    .argument("<file>", "the CSV file")
    .requiredOption("--facility <slug>", "the facility's slug")
    .option("--dry-run", "say who would be created, made a teacher or updated, and write nothing")
    .action(async (file: string, options) => (await teacherFiles()).teachersImport(file, options, output()))
  teachers
    .command("export")
    .description("Write the facility's teachers as CSV in the import's columns.")
    .requiredOption("--facility <slug>", "the facility's slug")
    .option("-o, --output <file>", "write to a file instead of standard output")
    .action(async (options) => (await teacherFiles()).teachersExport(options, output()))
  teachers
    .command("schedule")
    .description("Teachers' weekly hours and time off.")
    .command("apply")
    .description(
      "Replace the weekly hours (and time off, when given) of the teachers a JSON file names (see fixtures/teachers-schedule.sample.json).",
    )
    .argument("<file>", "a .json file")
    .requiredOption("--facility <slug>", "the facility's slug")
    .option("--dry-run", "print the changes and write nothing")
    .option("-y, --yes", "apply without asking")
    .action(async (file: string, options) => (await teacherFiles()).teachersScheduleApply(file, options, output()))

  const clinics = program.command("clinics").description("A facility's clinics.")
  clinics
    .command("import")
    .description(
      "Create or update a season's clinics with their prices and weekly sessions, from JSON (see fixtures/clinics-season.sample.json) or CSV (one clinic a row; columns: slug, name, public_name, category, description, sport, age_start, age_end, rating_provider, rating_min, rating_max, capacity, coaches, courts, waivers, active, prices, sessions). Checked whole first; written in one transaction.",
    )
    .argument("<file>", "a .json or .csv file")
    .requiredOption("--facility <slug>", "the facility's slug")
    .option("--dry-run", "make the changes, report them, and roll them back")
    .option("--verbose", "a line for each clinic created or changed, besides the summary")
    .action(async (file: string, options) => (await clinicCommands()).clinicsImport(file, options, output()))
  clinics
    .command("export")
    .description("Write the club's clinics as a season file (JSON) that clinics import takes back.")
    .requiredOption("--facility <slug>", "the facility's slug")
    .option("-o, --output <file>", "write to this file instead of standard output")
    .action(async (options) => (await clinicCommands()).clinicsExport(options, output()))
  clinics
    .command("sessions")
    .description("A clinic's sessions.")
    .command("shift")
    .description(
      "Move a clinic's sessions from a day on by --days and --minutes, or --cancel them; everyone with a place is told by mail.",
    )
    .requiredOption("--facility <slug>", "the facility's slug")
    .requiredOption("--clinic <slug>", "the clinic's slug")
    .requiredOption("--from <YYYY-MM-DD>", "the first day whose sessions change")
    .option("--days <n>", "move by this many days (negative: earlier)")
    .option("--minutes <n>", "move by this many minutes, in quarter hours")
    .option("--cancel", "cancel the sessions instead")
    .option("--dry-run", "print the changes and write nothing")
    .option("-y, --yes", "apply without asking")
    .action(async (options) => (await clinicCommands()).clinicSessionsShift(options, output()))

  const memberships = program.command("memberships").description("A facility's memberships.")
  memberships
    .command("import")
    .description(
      "Bring existing members' memberships from another system, from CSV (see fixtures/memberships.sample.csv; columns: code, owner_email, plan, price, status, acquired_on, ends_on, member_emails, balance_due). Checked whole first; written in one transaction; codes the club has already are skipped.",
    )
    .argument("<file>", "a .csv file")
    .requiredOption("--facility <slug>", "the facility's slug")
    .option("--dry-run", "make the changes, report them, and roll them back")
    .action(async (file: string, options) => (await membershipCommands()).membershipsImport(file, options, output()))
  memberships
    .command("export")
    .description(
      "Write the facility's memberships as CSV: code, owner, plan, price, status, dates, members, balance due.",
    )
    .requiredOption("--facility <slug>", "the facility's slug")
    .option("-o, --output <file>", "write to a file instead of standard output")
    .action(async (options) => (await membershipCommands()).membershipsExport(options, output()))
  memberships
    .command("renew")
    .description(
      "Run the membership renewal job by hand, as the servers do: renew ended periods, collect them, retry declined charges, end cancelled and one-off memberships.",
    )
    .option("--facility <slug>", "only this facility (default: every facility)")
    .option("--date <YYYY-MM-DD>", "as of the end of this day (default: now)")
    .option("--dry-run", "say what is due and change nothing")
    .action(async (options) => (await membershipCommands()).membershipsRenew(options, output()))

  const products = program.command("products").description("A facility's pro shop.")
  products
    .command("import")
    .description(
      "Bring the shop's products from CSV (see fixtures/products.sample.csv; columns: name, sku, category, price, tax, cost, stock_enabled, opening_stock, low_stock_at, visible_on, sellable_on, booking_upsell_item, description). Checked whole first; written in one transaction; a product the club has (by SKU, else by name) is updated.",
    )
    .argument("<file>", "a .csv file")
    .requiredOption("--facility <slug>", "the facility's slug")
    .option("--dry-run", "make the changes, report them, and roll them back")
    .action(async (file: string, options) => (await productCommands()).productsImport(file, options, output()))
  products
    .command("export")
    .description("Write the shop's products as CSV in the import's columns, on hand as the opening stock.")
    .requiredOption("--facility <slug>", "the facility's slug")
    .option("-o, --output <file>", "write to a file instead of standard output")
    .action(async (options) => (await productCommands()).productsExport(options, output()))

  const stock = program.command("stock").description("A facility's stock.")
  stock
    .command("count")
    .description(
      "A stock-take from CSV (columns: sku or name, counted): each product's on hand is set to what was counted, by a count entry, in one transaction.",
    )
    .argument("<file>", "a .csv file")
    .requiredOption("--facility <slug>", "the facility's slug")
    .option("--dry-run", "say what would change and write nothing")
    .action(async (file: string, options) => (await productCommands()).stockCount(file, options, output()))

  const report = program.command("report").description("Reports.")
  report
    .command("close")
    .description("The daily close: money taken and value moved on a day, each by method with its total.")
    .requiredOption("--facility <slug>", "the facility's slug")
    .option("--date <YYYY-MM-DD>", "the facility-local day (default: today in the facility's time zone)")
    .option("--csv", "print CSV (amounts in minor units)")
    .action(async (options) => (await reports()).reportClose(options, output()))
  for (const [insight, about, buckets] of [
    ["occupancy", "Booked ÷ open hours by weekday and hour (--table by_court, by_sport for the others).", null],
    [
      "revenue",
      "Money taken by what was sold per day, week or month, as the daily close counts it (--table value).",
      "day|week|month",
    ],
    [
      "retention",
      "Members by join month and who is still one (--table members, player_mix, top_bookers).",
      "week|month",
    ],
  ] as const) {
    const command = report
      .command(insight)
      .description(about)
      .requiredOption("--facility <slug>", "the facility's slug")
      .requiredOption("--from <YYYY-MM-DD>", "the period's first facility-local day")
      .requiredOption("--to <YYYY-MM-DD>", "the period's last facility-local day")
    if (buckets !== null) command.option(`--bucket <${buckets}>`, "the figures by each (default: month)")
    command
      .option("--table <key>", "which of the report's tables --csv and the text print")
      .option("--csv", "print the table as CSV (amounts in minor units)")
      .action(async (options) => (await reports()).reportInsight(insight, options, output()))
  }

  const courts = program.command("courts").description("A facility's courts, in bulk.")
  courts
    .command("list")
    .description("List the facility's courts.")
    .requiredOption("--facility <slug>", "the facility's slug")
    .action(async (options) => (await courtFiles()).courtsList(options, output()))
  courts
    .command("apply")
    .description(
      "Add, rename, change or deactivate courts from CSV or JSON (name, sport, surface, indoor, sort_order, active; id to rename).",
    )
    .argument("<file>", "a .csv or .json file")
    .requiredOption("--facility <slug>", "the facility's slug")
    .option("--dry-run", "print the changes and write nothing")
    .option("-y, --yes", "apply without asking")
    .action(async (file: string, options) => (await courtFiles()).courtsApply(file, options, output()))

  const competitionCommands = () => import("./commands/competitions")
  const competitions = program.command("competitions").description("A facility's tournaments and leagues.")
  competitions
    .command("list")
    .description("The club's competitions not over yet, with their ids and divisions.")
    .requiredOption("--facility <slug>", "the facility's slug")
    .action(async (options) => (await competitionCommands()).competitionsList(options, output()))
  competitions
    .command("import")
    .description(
      "Set up a competition and its divisions from JSON (as competitions export writes it; see fixtures/competition.sample.json). Checked whole; written in one transaction.",
    )
    .argument("<file>", "a .json file")
    .requiredOption("--facility <slug>", "the facility's slug")
    .option("--dry-run", "make the changes, report them, and roll them back")
    .action(async (file: string, options) => (await competitionCommands()).competitionsImport(file, options, output()))
  competitions
    .command("export")
    .description("Write a competition's settings and divisions as the JSON competitions import takes back.")
    .requiredOption("--facility <slug>", "the facility's slug")
    .requiredOption("--competition <id>", "the competition's id (competitions list)")
    .option("-o, --output <file>", "write to this file instead of standard output")
    .action(async (options) => (await competitionCommands()).competitionsExport(options, output()))
  competitions
    .command("schedule")
    .description(
      "Put a drawn division's matches still to play on the club's courts for its sport, each a booking: after the matches that lead to it, the players rested, clear of times they cannot play.",
    )
    .requiredOption("--facility <slug>", "the facility's slug")
    .requiredOption("--division <id>", "the division's id (competitions list)")
    .requiredOption("--dates <YYYY-MM-DD,...>", "the days to play on, of the competition's")
    .requiredOption("--from <HH:MM>", "the first start of each day")
    .requiredOption("--to <HH:MM>", "when each day's last match ends")
    .option("--minutes <n>", "minutes a match", "90")
    .option("--rest <n>", "minutes a player rests between matches", "30")
    .option("--most-per-day <n>", "the most matches a player plays in a day", "3")
    .action(async (options) => (await competitionCommands()).competitionsSchedule(options, output()))

  const seriesCommands = () => import("./commands/series")
  const bookings = program.command("bookings").description("A facility's bookings, in bulk.")
  const series = bookings.command("series").description("Recurring series: a court at one hour every N weeks.")
  series
    .command("import")
    .description(
      "Book a season's series from CSV (see fixtures/series.sample.csv; columns: name, court, first_date, every_weeks, count, last_date, from, to, team): every date by the club's rules and rates, all in one transaction or none.",
    )
    .argument("<file>", "a .csv file")
    .requiredOption("--facility <slug>", "the facility's slug")
    .option("--dry-run", "book, list every date that cannot be booked, and roll it all back")
    .option("--skip-conflicts", "leave out the dates that cannot be booked instead of importing nothing")
    .action(async (file: string, options) => (await seriesCommands()).seriesImport(file, options, output()))
  series
    .command("export")
    .description("Write the club's series still playing as the CSV series import takes.")
    .requiredOption("--facility <slug>", "the facility's slug")
    .option("-o, --output <file>", "write to this file instead of standard output")
    .action(async (options) => (await seriesCommands()).seriesExport(options, output()))

  const schedules = program.command("schedules").description("A facility's opening hours and closures.")
  schedules
    .command("apply")
    .description(
      "Replace the opening hours and add closures from JSON (see fixtures/schedules.sample.json); what the club has already stays as it is. With --from, the hours are a season's: they hold from that day (to --to, if given), and bookings are checked against the hours of their own day.",
    )
    .argument("<file>", "a .json file")
    .requiredOption("--facility <slug>", "the facility's slug")
    .option("--from <date>", "the season's first day (YYYY-MM-DD): the hours before hold until then")
    .option("--to <date>", "the season's last day: the hours before come back the day after")
    .option("--dry-run", "print the changes and write nothing")
    .option("-y, --yes", "apply without asking")
    .action(async (file: string, options) => (await courtFiles()).schedulesApply(file, options, output()))
  schedules
    .command("list")
    .description("Say the facility's opening hours and closures (--json: the file schedules apply takes).")
    .requiredOption("--facility <slug>", "the facility's slug")
    .action(async (options) => (await courtFiles()).schedulesList(options, output()))
  schedules
    .command("export")
    .description("Write the facility's opening hours and closures as the JSON file schedules apply takes.")
    .requiredOption("--facility <slug>", "the facility's slug")
    .option("-o, --output <file>", "write to this file instead of standard output")
    .action(async (options) => (await courtFiles()).schedulesExport(options, output()))

  const drawCommands = () => import("./commands/draws")
  const draws = program.command("draws").description("Peak draws: a club's busy hours given out by lot.")
  draws
    .command("show")
    .description(
      "Show a drawn draw's tickets (weight, key), awards by round, and recompute it from its published seed; exits 1 if it does not match.",
    )
    .argument("<draw>", "the draw's number")
    .requiredOption("--facility <slug>", "the facility's slug")
    .action(async (draw: string, options) => (await drawCommands()).drawsShow(draw, options, output()))
  draws
    .command("verify")
    .description(
      "Recompute a draw from its public page saved as JSON (GET /api/facilities/{id}/peak_draws/{draw}); exits 1 if the seed or result does not match.",
    )
    .argument("<file>", "a .json file")
    .action(async (file: string) => (await drawCommands()).drawsVerify(file, output()))

  program
    .command("jobs")
    .description(
      "List each background job's work items: held on a lease (a server is on them), due, and given up (failed). Work due for long is a job not running; see docs/operations.md.",
    )
    .action(async () => (await jobCommands()).jobsList(output()))

  return program
}

/** `venue` with `argv` (the arguments after the program's name): its exit code once the command has ended. */
export const runCli = async (argv: ReadonlyArray<string>, io: TerminalIo): Promise<number> => {
  let code = 0
  const program = venueProgram(argv, { ...io, exit: (c) => (code = c) })
  try {
    await program.parseAsync([...argv], { from: "user" })
  } catch (error) {
    if (error instanceof CommanderError) return error.exitCode === 0 ? 0 : 2
    throw error
  }
  return code
}

/** The terminal of this process: its environment, standard output and error. */
export const processTerminal = (): TerminalIo => ({
  env: process.env,
  out: (text) => void process.stdout.write(text),
  err: (text) => void process.stderr.write(text),
  live: process.stdout.isTTY === true,
  canAsk: process.stdout.isTTY === true && process.stdin.isTTY === true,
})
