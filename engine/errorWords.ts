import type { Language } from "./languages"
import spanish from "./i18n/errors/es.json"
import portuguese from "./i18n/errors/pt-BR.json"

/**
 * The sentences a request is refused with, in other languages than English. The engine writes them
 * in English (its tests, logs and the audit read them so); a driver says them in its reader's
 * language at the edge. Each catalogue is keyed by the English sentence as the code writes it, a
 * template's holes numbered `{0}`, `{1}`… (gettext's way: the source sentence is the key), and a
 * test holds the catalogues to the sentences in the code (`errorSentences`).
 */
const CATALOGUES: Record<Exclude<Language, "en">, Record<string, string>> = { es: spanish, "pt-BR": portuguese }

interface Pattern {
  readonly match: RegExp
  /** The hole each captured group fills, in the order they stand in English. */
  readonly holes: ReadonlyArray<string>
  readonly to: string
}
interface Compiled {
  readonly exact: ReadonlyMap<string, string>
  readonly patterns: ReadonlyArray<Pattern>
}

const HOLE = /\{(\d+)\}/g
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")

const compile = (catalogue: Record<string, string>): Compiled => {
  const exact = new Map<string, string>()
  const patterns: Array<Pattern & { readonly fixed: number }> = []
  for (const [from, to] of Object.entries(catalogue)) {
    const holes = [...from.matchAll(HOLE)].map((m) => m[1]!)
    if (holes.length === 0) {
      exact.set(from, to)
      continue
    }
    const parts = from.split(HOLE).filter((_, i) => i % 2 === 0)
    patterns.push({
      match: new RegExp(`^${parts.map(escape).join("([\\s\\S]+?)")}$`),
      holes,
      to,
      fixed: parts.join("").length,
    })
  }
  // The most specific sentence first: "Court was not found." before "{0} was not found.".
  patterns.sort((a, b) => b.fixed - a.fixed)
  return { exact, patterns }
}

const compiled = new Map<Language, Compiled>()
const compiledFor = (language: Exclude<Language, "en">) => {
  let c = compiled.get(language)
  if (c === undefined) compiled.set(language, (c = compile(CATALOGUES[language])))
  return c
}

/**
 * A refusal's sentence in `language`: its translation, a template's values carried over (a value
 * that is itself a known sentence translated too); the English sentence when none is known.
 */
export const errorIn = (language: Language, sentence: string): string => {
  if (language === "en") return sentence
  const catalogue = compiledFor(language)
  const said = sayIn(catalogue, sentence)
  if (said !== undefined) return said
  // A schema's problem names its field first ("name: A guest needs a name."): the field stays as sent.
  const field = FIELD.exec(sentence)
  if (field !== null) return `${field[1]}: ${sayIn(catalogue, field[2]!) ?? field[2]}`
  // Several sentences (a cancellation's verdict): each said on its own.
  const parts = sentence.split(BETWEEN_SENTENCES)
  return parts.length === 1 ? sentence : parts.map((part) => sayIn(catalogue, part) ?? part).join(" ")
}

const BETWEEN_SENTENCES = /(?<=[.?]) (?=[^\sa-z])/

const FIELD = /^([\w.[\]-]+): ([\s\S]+)$/

const sayIn = ({ exact, patterns }: Compiled, sentence: string): string | undefined => {
  const known = exact.get(sentence)
  if (known !== undefined) return known
  for (const pattern of patterns) {
    const found = pattern.match.exec(sentence)
    if (found === null) continue
    const values = new Map(pattern.holes.map((hole, i) => [hole, found[i + 1]!]))
    return pattern.to.replace(HOLE, (_, hole: string) => {
      const value = values.get(hole) ?? ""
      const field = FIELD.exec(value)
      return exact.get(value) ?? (field === null ? value : `${field[1]}: ${exact.get(field[2]!) ?? field[2]}`)
    })
  }
  return undefined
}
