import * as fs from "node:fs"
import * as path from "node:path"
import ts from "typescript"
import { describe, expect, it } from "vitest"
import { sourceFiles } from "../fixtures/testing/sources"

/**
 * The layers of docs/architecture.md, as imports: the engine reaches nothing outside itself,
 * adapters never reach fixtures, drivers other than HTTP never reach the HTTP adapter, and SQL
 * stays in storage where the layers below have moved it.
 */

const root = path.resolve(import.meta.dirname, "..")

const sources = (dir: string) => sourceFiles([dir])

/** What a file imports, as the TypeScript compiler reads it: static, re-exported and dynamic `import()`. */
const importsOf = (file: string) =>
  ts
    .preProcessFile(fs.readFileSync(path.join(root, file), "utf8"), true, true)
    .importedFiles.map(({ fileName: spec }) =>
      spec.startsWith(".") ? path.relative(root, path.resolve(path.dirname(path.join(root, file)), spec)) : spec,
    )

const offending = (files: ReadonlyArray<string>, bad: (spec: string) => boolean) =>
  files.flatMap((file) =>
    importsOf(file)
      .filter(bad)
      .map((spec) => `${file} imports ${spec}`),
  )

describe("the layers", () => {
  it("the engine imports nothing but itself, effect, date-fns, pure-rand (a draw's seeded generator) and intl-messageformat (its mail's words)", () => {
    const allowed = (spec: string) =>
      spec.startsWith("engine/") || /^(effect|date-fns|@date-fns\/tz|pure-rand|intl-messageformat)(\/|$)/.test(spec)
    expect(offending(sources("engine"), (spec) => !allowed(spec))).toEqual([])
  })

  it("nothing in the engine or the adapters imports fixtures or the CLI", () => {
    expect(offending([...sources("engine"), ...sources("adapters")], (spec) => /^(fixtures|cli)\//.test(spec))).toEqual(
      [],
    )
  })

  it("the CLI and the providers do not import the HTTP adapter", () => {
    expect(
      offending([...sources("cli"), ...sources("adapters/providers")], (spec) => spec.startsWith("adapters/http/")),
    ).toEqual([])
  })

  it("the CLI, the engine and the providers hold no SQL", () => {
    const withSql = [...sources("cli"), ...sources("engine"), ...sources("adapters/providers")].filter((file) =>
      /(?<![\w/])sql(<[^>]*>)?`/.test(fs.readFileSync(path.join(root, file), "utf8")),
    )
    expect(withSql).toEqual([])
  })

  it("the HTTP adapter reaches storage only through the engine's services: nothing in it imports adapters/sql", () => {
    expect(offending(sources("adapters/http"), (spec) => spec.startsWith("adapters/sql/"))).toEqual([])
  })

  it("the CLI reaches storage through services: only the data commands import adapters/sql", () => {
    const roots = new Set(["cli/commands/data.ts"])
    const importing = sources("cli").filter((file) => importsOf(file).some((spec) => spec.startsWith("adapters/sql/")))
    expect(importing.filter((file) => !roots.has(file))).toEqual([])
    expect([...roots].filter((file) => !importing.includes(file))).toEqual([])
  })

  it("no source cites SPEC, which is not in the repository: a rule is said in words, a name is the API's", () => {
    const citing = sourceFiles(["adapters", "engine", "cli", "web", "fixtures", "scripts", "bench"]).filter((file) =>
      /\bSPEC\b/.test(fs.readFileSync(path.join(root, file), "utf8")),
    )
    expect(citing).toEqual([])
  })

  it("the CLI and the engine do not reach the web client", () => {
    expect(offending([...sources("cli"), ...sources("engine")], (spec) => spec.startsWith("web/"))).toEqual([])
  })

  it("storage does not reach the HTTP adapter: the ports it fills live outside it", () => {
    expect(offending(sources("adapters/sql"), (spec) => spec.startsWith("adapters/http/"))).toEqual([])
  })

  it("a handler decodes, calls one service and encodes: none runs longer than ten lines", () => {
    const long = sources("adapters/http/plugins").flatMap((file) => {
      const source = ts.createSourceFile(file, fs.readFileSync(path.join(root, file), "utf8"), ts.ScriptTarget.Latest)
      const lineOf = (pos: number) => source.getLineAndCharacterOfPosition(pos).line
      const found: Array<string> = []
      const visit = (node: ts.Node): void => {
        if (
          ts.isCallExpression(node) &&
          ts.isPropertyAccessExpression(node.expression) &&
          /^handle(Raw)?$/.test(node.expression.name.text) &&
          node.arguments.length === 2 &&
          ts.isStringLiteral(node.arguments[0]!)
        ) {
          const handler = node.arguments[1]!
          const length = lineOf(handler.getEnd()) - lineOf(handler.getStart(source)) + 1
          if (length > 10) found.push(`${file}: ${node.arguments[0].text} (${length} lines)`)
        }
        ts.forEachChild(node, visit)
      }
      visit(source)
      return found
    })
    expect(long).toEqual([])
  })

  it("@effect/sql is storage's: outside adapters/sql only the composition roots, the providers that carry the client to their own rows, fixtures and benches import it", () => {
    const carriers = new Set([
      "adapters/app.ts",
      "adapters/jobs.ts",
      "cli/run.ts",
      "adapters/providers/cameras/http.ts",
      "adapters/providers/mail/outbox.ts",
      "adapters/providers/eventbrite/http.ts",
      "adapters/providers/doors/kisi.ts",
      "adapters/providers/stripe/stripe.ts",
    ])
    const importing = [...sources("adapters"), ...sources("cli"), ...sources("engine"), ...sources("web")].filter(
      (file) =>
        !file.startsWith("adapters/sql/") &&
        importsOf(file).some((spec) => spec.startsWith("@effect/sql")) &&
        !carriers.has(file),
    )
    expect(importing).toEqual([])
  })
})
