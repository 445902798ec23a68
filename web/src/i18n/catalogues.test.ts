import { parse, TYPE, type MessageFormatElement } from "@formatjs/icu-messageformat-parser"
import ts from "typescript"
import { describe, expect, it } from "vitest"
import { LANGUAGES } from "../../../engine/i18n/languages"
import { sourceFiles, sourceText } from "../../../fixtures/testing/sources"
import english from "./messages/en.json"
import spanish from "./messages/es.json"
import portuguese from "./messages/pt-BR.json"
import widgetEnglish from "./widget/en.json"
import widgetSpanish from "./widget/es.json"
import widgetPortuguese from "./widget/pt-BR.json"
import mailEnglish from "../../../engine/i18n/en.json"
import mailSpanish from "../../../engine/i18n/es.json"
import mailPortuguese from "../../../engine/i18n/pt-BR.json"

type Catalogue = Record<string, string>
/** The web client's catalogues, the widget's own and the engine's mail, each by language. */
const SETS: Record<string, Record<string, Catalogue>> = {
  web: { en: english, es: spanish, "pt-BR": portuguese },
  widget: { en: widgetEnglish, es: widgetSpanish, "pt-BR": widgetPortuguese },
  mail: { en: mailEnglish, es: mailSpanish, "pt-BR": mailPortuguese },
}
const each = <A>(check: (set: string, language: string, messages: Catalogue, source: Catalogue) => Array<A>) =>
  Object.entries(SETS).flatMap(([set, byLanguage]) =>
    Object.entries(byLanguage).flatMap(([language, messages]) => check(set, language, messages, byLanguage.en!)),
  )

/** A message's arguments and tags by name: a translation must fill in what English does. */
/** A plural is a number's use: a language may need one (Spanish's agreement) where English does not. */
const kindOf = (type: TYPE) => (type === TYPE.plural ? TYPE[TYPE.number] : TYPE[type])

const partsOf = (message: string) => {
  const names = new Set<string>()
  const walk = (elements: ReadonlyArray<MessageFormatElement>) => {
    for (const e of elements) {
      if (e.type === TYPE.literal || e.type === TYPE.pound) continue
      names.add(`${kindOf(e.type)}:${e.value}`)

      if (e.type === TYPE.tag) walk(e.children)
      if (e.type === TYPE.plural || e.type === TYPE.select)
        for (const option of Object.values(e.options)) walk(option.value)
    }
  }
  walk(parse(message))
  return [...names].sort()
}

/** Every component of the web client and the widget: each speaks every language, no words of its own written in the code. */
const SCREENS = sourceFiles(["web/src", "web/widget"]).filter((file) => file.endsWith(".tsx"))

/** Props (and fields of options and columns) whose text people read or hear. */
const WORDED_PROPS = new Set([
  "label",
  "placeholder",
  "title",
  "aria-label",
  "description",
  "nothingFoundMessage",
  "alt",
  "submit",
  "confirm",
  "done",
  "says",
  "what",
  "empty",
  "none",
  "add",
  "save",
  "error",
])

/** A literal's words: its text, or a template's fixed parts ("Price (", ")"). */
const wordsOf = (node: ts.Node | undefined): string | undefined => {
  if (node === undefined) return undefined
  if (ts.isJsxExpression(node)) return wordsOf(node.expression)
  if (ts.isParenthesizedExpression(node)) return wordsOf(node.expression)
  if (ts.isStringLiteralLike(node)) return node.text
  if (ts.isTemplateExpression(node))
    return [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join("…")
  return undefined
}
/** Names of outside rating systems: the same in every language. */
const BRANDS = new Set(["DUPR", "NRP", "UTR", "Club Locker"])
/** Words people read: letters, unless the whole is an address ("https://…") or a brand, the same in every language. */
const worded = (text: string | undefined): text is string =>
  text !== undefined && /\p{L}/u.test(text) && !/^https?:\/\//.test(text) && !BRANDS.has(text)

const literalsIn = (file: string, text = sourceText(file)) => {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX)
  const found: Array<string> = []
  const line = (node: ts.Node) => source.getLineAndCharacterOfPosition(node.getStart()).line + 1
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && /\p{L}/u.test(node.text)) found.push(`${file}:${line(node)}: ${node.text.trim()}`)
    // A prop (`label="Name"`), or an option's or a column's field (`{ title: "Name" }`) that is not a message's key.
    if (ts.isJsxAttribute(node) || (ts.isPropertyAssignment(node) && ts.isIdentifier(node.name))) {
      const name = node.name.getText()
      const value = wordsOf(node.initializer)
      if (WORDED_PROPS.has(name) && worded(value) && !(value in english))
        found.push(`${file}:${line(node)}: ${name}="${value}"`)
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return found
}

/** The mail that speaks every language: its subjects and texts take their words from the mail catalogues. */
const TRANSLATED_MAIL = [
  "engine/notifications/rules.ts",
  "engine/shop/rules.ts",
  "engine/accounts/service.ts",
  "engine/announcements/service.ts",
  "engine/clinics/enrolments.ts",
  "engine/competitions/service.ts",
  "engine/teachers/lessonRequests.ts",
  "engine/mail/letters.ts",
  "engine/memberships/service.ts",
  "engine/notifications/service.ts",
  "engine/openGames/service.ts",
  "engine/openPlay/service.ts",
  "engine/shop/orders.ts",
  "engine/payments/charges.ts",
  "engine/peakDraws/service.ts",
  "engine/people/service.ts",
  "engine/ratings/service.ts",
  "engine/memberships/renewals.ts",
  "engine/slotWatch/service.ts",
]

/**
 * Words written into a mail: in a `subject` or `text` property, or in a function whose name ends in
 * `Text` (a receipt's), any string with letters that is not a key given to `say`.
 */
const mailLiteralsIn = (file: string, text = sourceText(file)) => {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS)
  const found: Array<string> = []
  const words = (node: ts.Node) => {
    if (ts.isCallExpression(node) && node.expression.getText() === "say") return
    const literal =
      ts.isStringLiteralLike(node) || ts.isTemplateHead(node) || ts.isTemplateMiddle(node) || ts.isTemplateTail(node)
    // A value compared against, or a parameter's default (a status, a language tag), is no one's words.
    const compared =
      (ts.isBinaryExpression(node.parent) &&
        [ts.SyntaxKind.EqualsEqualsEqualsToken, ts.SyntaxKind.ExclamationEqualsEqualsToken].includes(
          node.parent.operatorToken.kind,
        )) ||
      ts.isParameter(node.parent)
    if (literal && !compared && /\p{L}{2}/u.test(node.text))
      found.push(`${file}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}: ${node.text.trim()}`)
    ts.forEachChild(node, words)
  }
  const visit = (node: ts.Node) => {
    if (ts.isPropertyAssignment(node) && ["subject", "text"].includes(node.name.getText())) words(node.initializer)
    else if (ts.isVariableDeclaration(node) && /Text$/.test(node.name.getText()) && node.initializer !== undefined)
      words(node.initializer)
    else ts.forEachChild(node, visit)
  }
  visit(source)
  return found
}

describe("the catalogues", () => {
  it("exist for every language we speak", () => {
    for (const byLanguage of Object.values(SETS)) expect(Object.keys(byLanguage).sort()).toEqual([...LANGUAGES].sort())
  })

  it("each hold exactly English's keys: none missing, none English dropped", () => {
    const wrong = each((set, language, messages, source) => [
      ...Object.keys(source)
        .filter((k) => !(k in messages))
        .map((k) => `${set} ${language} lacks ${k}`),
      ...Object.keys(messages)
        .filter((k) => !(k in source))
        .map((k) => `${set} ${language} has ${k}, which English dropped`),
    ])
    expect(wrong).toEqual([])
  })

  it("are ICU messages whose translations fill in English's arguments and tags", () => {
    const wrong = each((set, language, messages, source) =>
      Object.entries(messages).flatMap(([key, message]) => {
        try {
          const [own, english] = [partsOf(message), partsOf(source[key] ?? "")]
          return own.join() === english.join() ? [] : [`${set} ${language} ${key}: ${own} is not ${english}`]
        } catch (e) {
          return [`${set} ${language} ${key}: ${String(e)}`]
        }
      }),
    )
    expect(wrong).toEqual([])
  })
})

describe("translated screens", () => {
  it("write no words in their code: every sentence and label comes from the catalogues", () => {
    expect(SCREENS).toEqual(expect.arrayContaining(["web/src/pages/Book.tsx", "web/widget/CourtCalendar.tsx"]))
    expect(SCREENS.flatMap((file) => literalsIn(file))).toEqual([])
  })

  it("mail writes no words in its code either: subjects, texts and receipts come from the mail catalogues", () => {
    // Every engine module that mails someone is checked: a new one joins the list or this fails.
    const mailing = sourceFiles(["engine"]).filter((file) => /mailer\s*\.send\(|letters\.tell\(/.test(sourceText(file)))
    expect(mailing).toEqual(expect.arrayContaining(["engine/accounts/service.ts", "engine/mail/letters.ts"]))
    expect(mailing.filter((file) => !TRANSLATED_MAIL.includes(file))).toEqual([])
    expect(TRANSLATED_MAIL.flatMap((file) => mailLiteralsIn(file))).toEqual([])
    const probe = [
      'tell(id, { subject: `Your receipt from ${club}`, text: (say) => say("receipt.keep") })',
      'export const noticeText = () => ["Paid in full.", say("receipt.paid")].join("\\n")',
    ].join("\n")
    expect(mailLiteralsIn("probe.ts", probe)).toEqual(["probe.ts:1: Your receipt from", "probe.ts:2: Paid in full."])
  })

  it("the check finds words written in the code", () => {
    const probe = [
      `export const P = () => <p title="Written here">Book a court <b aria-label={"Here"}>{t("x")}</b></p>`,
      'const COLUMNS = [{ title: "Court", cell: 1 }, { title: "common.home" }, { label: "UTR" }]',
      'const F = () => <Form submit={`Pay ${amount}`} placeholder="https://…" />',
    ].join("\n")
    expect(literalsIn("probe.tsx", probe)).toEqual([
      'probe.tsx:1: title="Written here"',
      "probe.tsx:1: Book a court",
      'probe.tsx:1: aria-label="Here"',
      'probe.tsx:2: title="Court"',
      'probe.tsx:3: submit="Pay …"',
    ])
  })
})
