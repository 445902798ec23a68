/**
 * English sentences said in another language by a catalogue keyed by the English sentence as the
 * code writes it, a template's holes numbered `{0}`, `{1}`… (gettext's way: the source sentence is
 * the key). Free of Effect and of the catalogues themselves: the server loads them all
 * (`errorWords.ts`), the web client the one language it shows.
 */
interface Pattern {
  /** The words between the holes: a sentence lacking one of them cannot match, and is not tried. */
  readonly fixedParts: ReadonlyArray<string>
  readonly match: RegExp
  /** The hole each captured group fills, in the order they stand in English. */
  readonly holes: ReadonlyArray<string>
  readonly to: string
}
/** A catalogue made ready to say sentences: exact ones by lookup, templates by their patterns. */
export interface Sentences {
  readonly exact: ReadonlyMap<string, string>
  readonly patterns: ReadonlyArray<Pattern>
}

const HOLE = /\{(\d+)\}/g
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")

export const compileSentences = (catalogue: Record<string, string>): Sentences => {
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
      fixedParts: parts.filter((part) => part !== ""),
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

/**
 * A sentence in a catalogue's language: its translation, a template's values carried over (a value
 * that is itself a known sentence translated too); the English sentence when none is known.
 */
export const sentenceIn = (catalogue: Sentences, sentence: string): string => {
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

/** Whether a part reads as a sentence of its own: several words, ending in a full stop or a question mark. */
const isSentence = (part: string) => /\p{L}+ \p{L}+.*[.?]$/u.test(part)

const FIELD = /^([\w.[\]-]+): ([\s\S]+)$/

const sayIn = ({ exact, patterns }: Sentences, sentence: string): string | undefined => {
  const known = exact.get(sentence)
  if (known !== undefined) return known
  for (const pattern of patterns) {
    // A cheap look first, so the patterns' lazy holes never search a sentence that cannot be theirs.
    if (!pattern.fixedParts.every((part) => sentence.includes(part))) continue
    const found = pattern.match.exec(sentence)
    if (found === null) continue
    // A hole holds a value, never a sentence before it: "A. $5.00 is refunded." is two sentences.
    if (found.slice(1).some((value) => value.split(BETWEEN_SENTENCES).slice(0, -1).some(isSentence))) continue
    const values = new Map(pattern.holes.map((hole, i) => [hole, found[i + 1]!]))
    return pattern.to.replace(HOLE, (_, hole: string) => {
      const value = values.get(hole) ?? ""
      const field = FIELD.exec(value)
      return exact.get(value) ?? (field === null ? value : `${field[1]}: ${exact.get(field[2]!) ?? field[2]}`)
    })
  }
  return undefined
}
