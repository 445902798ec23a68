import * as fs from "node:fs"
import * as path from "node:path"
import type { Command } from "commander"
import { describe, expect, it } from "vitest"
import { venueProgram } from "./program"

const setup = fs.readFileSync(path.resolve(import.meta.dirname, "../docs/setup.md"), "utf8")
/** The rows of docs/setup.md's table of commands. */
const rows = setup.split("\n").filter((line) => line.startsWith("| `"))

/** Every command a person runs (the leaves), by its words after `venue`, with its options. */
const leaves = (
  command: Command,
  words: ReadonlyArray<string> = [],
): Array<{ path: string; flags: Array<Array<string>> }> =>
  command.commands.length === 0
    ? [{ path: words.join(" "), flags: command.options.map((o) => [o.long, o.short].filter((f) => f !== undefined)) }]
    : command.commands.flatMap((c) => leaves(c, [...words, c.name()]))

describe("docs/setup.md", () => {
  it("lists every command of the CLI with every option it takes", () => {
    const program = venueProgram([], {
      env: {},
      out: () => {},
      err: () => {},
      live: false,
      canAsk: false,
      exit: () => {},
    })
    const missing = leaves(program).flatMap(({ path: words, flags }) => {
      const mine = rows.filter((row) => new RegExp(`\`[^\`]*\\b${words}\\b`).test(row))
      if (mine.length === 0) return [words]
      // A flag is listed by its long name or its short one (`-o file`).
      return flags
        .filter((names) => !mine.some((row) => names.some((flag) => row.includes(flag))))
        .map((names) => `${words} ${names[0]}`)
    })
    expect(missing).toEqual([])
  })
})
