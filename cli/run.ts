import type { SqlClient } from "@effect/sql"
import { Cause, Data, Effect, Exit, Logger, LogLevel } from "effect"
import type { YieldWrap } from "effect/Utils"
import { type AppConfig, parseConfig } from "../adapters/config"
import type { DatabaseInfo, Statistics } from "../adapters/storage"
import type { CalendarEvents } from "../adapters/calendarEvents"
import type { JobQueues } from "../engine/jobs"
import { CurrentCaller, operator } from "../engine/access"
import { errorIn } from "../engine/errorWords"
import type { Language } from "../engine/i18n/languages"
import type { EngineServices } from "../adapters/engine"
import { VenueLayer } from "../adapters/venue"

/** Exit codes: what a script calling the CLI can tell apart. */
export const EXIT = { ok: 0, failed: 1, usage: 2, refused: 3 } as const

/** One problem of a file a command read: where it is (when it is one line's or one field's) and what is wrong. */
export interface FileProblem {
  readonly line: number | null
  readonly field: string | null
  readonly message: string
}

/**
 * A problem written as a sentence of a list ("line 4, email: …", "closures.0: …", or a sentence
 * alone), as a script reads it: its line and field when it names them.
 */
export const problemOf = (text: string): FileProblem => {
  const lined = /^line (\d+), ([^:]+): (.*)$/s.exec(text)
  if (lined !== null) return { line: Number(lined[1]), field: lined[2]!, message: lined[3]! }
  const fielded = /^([\w.-]+): (.*)$/s.exec(text)
  if (fielded !== null) return { line: null, field: fielded[1]!, message: fielded[2]! }
  return { line: null, field: null, message: text }
}

/** A failure of the command that the person running it can act on; `--json` gives its problems as objects. */
export class CliFailure extends Data.TaggedError("CliFailure")<{
  readonly message: string
  readonly code: number
  readonly problems?: ReadonlyArray<FileProblem>
}> {}

export const usage = (message: string, problems?: ReadonlyArray<FileProblem>) =>
  new CliFailure({ message, code: EXIT.usage, ...(problems === undefined ? {} : { problems }) })
export const refused = (message: string) => new CliFailure({ message, code: EXIT.refused })

/**
 * Where a command reads its settings and says what it did: the process's own terminal when a
 * person or a script runs `venue`, or a caller's (the tests run commands in-process).
 */
export interface TerminalIo {
  readonly env: Readonly<Record<string, string | undefined>>
  readonly out: (text: string) => void
  readonly err: (text: string) => void
  /** Standard output is a terminal: live progress may be drawn on it. */
  readonly live: boolean
  /** A person can answer a question (standard input and output are terminals). */
  readonly canAsk: boolean
}

/** A terminal a command runs on, and where it says how it ended. */
export interface Terminal extends TerminalIo {
  /** How the command ended, as the process's exit code. */
  readonly exit: (code: number) => void
}

export interface Output {
  readonly json: boolean
  /** `--encoding`: how files read are encoded (UTF-8 when not given). */
  readonly encoding?: string
  readonly terminal: Terminal
  /** The language people read dates, money and the engine's refusals in (the terminal's locale). */
  readonly language: Language
}

const codeOf = (error: unknown): number => {
  const tag = (error as { _tag?: string })?._tag
  if (tag === "CliFailure") return (error as CliFailure).code
  if (tag === "ConfigProblem" || tag === "DataDirUnusable") return EXIT.usage
  if (tag === "RestoreRefused" || tag === "PgliteDirectory") return EXIT.refused
  // The engine's refusals: what was asked for is wrong (2), or the data says no (3).
  if (tag === "BadRequest" || tag === "Unprocessable" || tag === "NotFound") return EXIT.usage
  if (tag === "Conflict" || tag === "Forbidden") return EXIT.refused
  return EXIT.failed
}

/** What a command may ask for: storage, the engine's services and the caller (the operator). */
export type CommandNeeds =
  SqlClient.SqlClient | DatabaseInfo | Statistics | CalendarEvents | EngineServices | JobQueues | CurrentCaller

/** A command's steps, written as `Effect.gen`'s body. */
export type CommandSteps<P extends ReadonlyArray<unknown>, A> = (
  ...args: P
) => Generator<YieldWrap<Effect.Effect<any, any, CommandNeeds>>, A, never>

/** `runCommand` over a command written as steps: `command(output, function* (config) { … }, describe)`. */
export const command = <A>(output: Output, steps: CommandSteps<[AppConfig], A>, describe: (result: A) => string) =>
  runCommand(output, (config) => Effect.gen(() => steps(config)), describe)

/**
 * Runs a command against the configured database (migrated first), prints its result as text
 * or JSON, and exits with a code that says how it went.
 */
export const runCommand = <A>(
  output: Output,
  command: (config: AppConfig) => Effect.Effect<A, unknown, CommandNeeds>,
  describe: (result: A) => string,
) => {
  const program = Effect.gen(function* () {
    const config = yield* parseConfig(output.terminal.env)
    // The operator of the server runs the CLI: the engine's services, as the platform's administrator.
    return yield* command(config).pipe(
      Effect.provideService(CurrentCaller, operator),
      Effect.provide(VenueLayer(config)),
    )
  }).pipe(Effect.provide(Logger.minimumLogLevel(LogLevel.Warning)), Effect.scoped)

  const { terminal } = output
  return Effect.runPromiseExit(program as Effect.Effect<A, unknown>).then((exit) => {
    if (Exit.isSuccess(exit)) {
      terminal.out(output.json ? `${JSON.stringify(exit.value)}\n` : `${describe(exit.value)}\n`)
      terminal.exit(EXIT.ok)
      return
    }
    const failure = Cause.failureOption(exit.cause)
    const error = failure._tag === "Some" ? failure.value : Cause.squash(exit.cause)
    const message =
      error instanceof Error || (error as { message?: string })?.message ? (error as Error).message : String(error)
    // An engine refusal may list each problem beside its sentence.
    const listed = (error as { errors?: ReadonlyArray<string> })?.errors
    const errors = Array.isArray(listed) && listed.some((e) => e !== message) ? listed : []
    const [sentence = "", ...lines] = message.split("\n")
    // One shape for every command: the sentence, then each problem as an object (its line and field when known).
    const problems = (error as { problems?: ReadonlyArray<FileProblem> })?.problems ?? [
      ...lines.map((l) => problemOf(l.trim())).filter((p) => p.message !== ""),
      ...errors.map(problemOf),
    ]
    const json = { error: sentence, errors: problems }
    // People read the engine's refusals in the terminal's language; --json keeps them as written.
    const said = [message, ...errors].map((line) => errorIn(output.language, line))
    terminal.err(output.json ? `${JSON.stringify(json)}\n` : `venue: ${said.join("\n  ")}\n`)
    terminal.exit(failure._tag === "Some" ? codeOf(failure.value) : EXIT.failed)
  })
}
