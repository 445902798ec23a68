/**
 * The services' reference in `docs/engine.md`, read from the code so it cannot drift: every service
 * `engine/services.ts` exports, its class comment, and each call with its parameters, the errors
 * its type says it fails with, and the access rules (`engine/access.ts`) its code reaches.
 * `npm run docs:engine` writes it; a test fails when the file is not what this makes.
 */
import * as fs from "node:fs"
import * as path from "node:path"
import * as prettier from "prettier"
import ts from "typescript"

const ROOT = path.resolve(import.meta.dirname, "../..")
export const ENGINE_DOC = path.join(ROOT, "docs/engine.md")
const ENTRY = path.join(ROOT, "engine/services.ts")
const ACCESS = path.join(ROOT, "engine/access.ts")
export const START = "<!-- services: written by `npm run docs:engine` from the code; edit the code, not this -->"
export const END = "<!-- services: end -->"

export interface ServiceCall {
  readonly name: string
  /** Absent: the call is an Effect value, run as it is. */
  readonly parameters: ReadonlyArray<string> | undefined
  readonly summary: string
  readonly errors: ReadonlyArray<string>
  readonly access: ReadonlyArray<string>
}

export interface ServiceDoc {
  readonly name: string
  readonly file: string
  readonly summary: string
  readonly calls: ReadonlyArray<ServiceCall>
}

const program = () =>
  ts.createProgram([ENTRY], {
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    strict: true,
    skipLibCheck: true,
    noEmit: true,
    types: ["node"],
  })

const firstParagraph = (text: string) =>
  text
    .split(/\n\s*\n/)[0]!
    .replace(/\s+/g, " ")
    .trim()

/** The `E` of an `Effect<A, E, R>` (an Effect's type reference carries its three arguments). */
const effectError = (checker: ts.TypeChecker, type: ts.Type): ts.Type | undefined => {
  const variance = type.getProperties().find((p) => p.escapedName.toString().includes("EffectTypeId"))
  if (variance === undefined) return undefined
  const struct = checker.getTypeOfSymbol(variance)
  const e = struct.getProperty("_E")
  if (e === undefined) return undefined
  const covariant = checker.getTypeOfSymbol(e)
  const signature = covariant.getCallSignatures()[0]
  return signature?.getReturnType()
}

const errorNames = (checker: ts.TypeChecker, type: ts.Type | undefined): ReadonlyArray<string> => {
  if (type === undefined || type.flags & ts.TypeFlags.Never) return []
  const members = type.isUnion() ? type.types : [type]
  return [
    ...new Set(members.map((m) => m.getSymbol()?.getName() ?? m.aliasSymbol?.getName() ?? checker.typeToString(m))),
  ].sort()
}

/**
 * The access rules a call's code reaches: functions of `engine/access.ts` it names, followed through
 * the helpers of its own file, and a check of the caller's `platformAdmin`.
 */
const accessOf = (checker: ts.TypeChecker, start: ts.Node, file: ts.SourceFile): ReadonlyArray<string> => {
  const found = new Set<string>()
  const seen = new Set<ts.Node>()
  const visit = (node: ts.Node): void => {
    if (seen.has(node)) return
    seen.add(node)
    if (ts.isPropertyAccessExpression(node) && node.name.text === "platformAdmin") found.add("platform admin")
    if (ts.isIdentifier(node)) {
      let symbol = checker.getSymbolAtLocation(node)
      if (symbol !== undefined && symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol)
      for (const declaration of symbol?.declarations ?? []) {
        const where = declaration.getSourceFile()
        if (path.resolve(where.fileName) === ACCESS) {
          const isFunction = checker.getTypeOfSymbolAtLocation(symbol!, node).getCallSignatures().length > 0
          const isCheck = ts.isVariableDeclaration(declaration) && /^(require|signedIn)/.test(symbol!.getName())
          if (isFunction || isCheck) found.add(symbol!.getName())
        } else if (where === file) {
          // A helper of the same file: its checks are the call's.
          if (ts.isVariableDeclaration(declaration) && declaration.initializer !== undefined)
            visit(declaration.initializer)
          else if (ts.isFunctionDeclaration(declaration)) visit(declaration)
        }
      }
    }
    ts.forEachChild(node, visit)
  }
  visit(start)
  return [...found].sort()
}

/** The declaration a service object's property stands for: `payPending,` or `list: courts.list`. */
const implementationOf = (checker: ts.TypeChecker, property: ts.Declaration): ts.Node => {
  if (ts.isShorthandPropertyAssignment(property)) {
    const value = checker.getShorthandAssignmentValueSymbol(property)
    const declaration = value?.valueDeclaration
    if (declaration !== undefined && ts.isVariableDeclaration(declaration) && declaration.initializer !== undefined)
      return declaration.initializer
    return declaration ?? property
  }
  if (ts.isPropertyAssignment(property)) return property.initializer
  return property
}

const summaryOf = (checker: ts.TypeChecker, property: ts.Symbol, declaration: ts.Declaration) => {
  const own = ts.displayPartsToString(property.getDocumentationComment(checker))
  if (own !== "") return firstParagraph(own)
  if (ts.isShorthandPropertyAssignment(declaration)) {
    const value = checker.getShorthandAssignmentValueSymbol(declaration)
    if (value !== undefined) return firstParagraph(ts.displayPartsToString(value.getDocumentationComment(checker)))
  }
  return ""
}

const isService = (declaration: ts.Declaration | undefined): declaration is ts.ClassDeclaration =>
  declaration !== undefined &&
  ts.isClassDeclaration(declaration) &&
  (declaration.heritageClauses ?? []).some((h) =>
    h.types.some((t) => t.expression.getText().startsWith("Effect.Service")),
  )

/** Every service the services' entry point exports, with its calls. */
export const readServices = (): ReadonlyArray<ServiceDoc> => {
  const built = program()
  const checker = built.getTypeChecker()
  const entry = built.getSourceFile(ENTRY)!
  const exported = checker.getExportsOfModule(checker.getSymbolAtLocation(entry)!)
  const services: Array<ServiceDoc> = []
  for (const alias of exported) {
    const symbol = alias.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(alias) : alias
    const declaration = symbol.valueDeclaration
    if (!isService(declaration)) continue
    const file = declaration.getSourceFile()
    const instance = checker.getDeclaredTypeOfSymbol(symbol)
    const calls = instance
      .getProperties()
      .filter((p) => !p.getName().startsWith("_") && p.valueDeclaration !== undefined)
      .filter((p) => path.resolve(p.valueDeclaration!.getSourceFile().fileName).startsWith(path.join(ROOT, "engine")))
      .map((p): ServiceCall => {
        const property = p.valueDeclaration!
        const type = checker.getTypeOfSymbol(p)
        const signature = type.getCallSignatures()[0]
        const result = signature === undefined ? type : signature.getReturnType()
        return {
          name: p.getName(),
          parameters: signature?.getParameters().map((param) => {
            const d = param.valueDeclaration
            const optional = d !== undefined && ts.isParameter(d) && (d.questionToken !== undefined || d.initializer)
            return `${param.getName()}${optional ? "?" : ""}`
          }),
          summary: summaryOf(checker, p, property),
          errors: errorNames(checker, effectError(checker, result)),
          access: accessOf(checker, implementationOf(checker, property), file),
        }
      })
      .sort((a, b) => a.name.localeCompare(b.name))
    services.push({
      name: symbol.getName(),
      file: path.relative(ROOT, file.fileName),
      summary: firstParagraph(ts.displayPartsToString(symbol.getDocumentationComment(checker))),
      calls,
    })
  }
  return services.sort((a, b) => a.name.localeCompare(b.name))
}

const callLine = (c: ServiceCall) => {
  const said = [
    c.summary,
    c.errors.length === 0 ? "" : `Fails with ${c.errors.join(", ")}.`,
    c.access.length === 0
      ? ""
      : `Access: ${c.access.map((a) => (a === "platform admin" ? a : `\`${a}\``)).join(", ")}.`,
  ].filter((part) => part !== "")
  const call = `${c.name}${c.parameters === undefined ? "" : `(${c.parameters.join(", ")})`}`
  return `- \`${call}\`${said.length === 0 ? "" : `: ${said.join(" ")}`}`
}

export const renderServices = (services: ReadonlyArray<ServiceDoc>) =>
  [
    START,
    "",
    ...services.flatMap((s) => [
      `### ${s.name}`,
      "",
      `\`${s.file}\`${s.summary === "" ? "" : `: ${s.summary}`}`,
      "",
      ...s.calls.map(callLine),
      "",
    ]),
    END,
  ].join("\n")

/** `docs/engine.md` with its services' part as the code says. */
export const engineDocWithServices = async (doc: string, services: ReadonlyArray<ServiceDoc>) => {
  const start = doc.indexOf(START)
  const end = doc.indexOf(END)
  if (start < 0 || end < start) throw new Error(`docs/engine.md has no "${START}" … "${END}" part.`)
  const written = doc.slice(0, start) + renderServices(services) + doc.slice(end + END.length)
  // As the repository's formatter leaves it, so that `npm run check` and this agree.
  return prettier.format(written, { ...(await prettier.resolveConfig(ENGINE_DOC)), filepath: ENGINE_DOC })
}

if (process.argv[1] !== undefined && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  const doc = fs.readFileSync(ENGINE_DOC, "utf8")
  fs.writeFileSync(ENGINE_DOC, await engineDocWithServices(doc, readServices()))
}
