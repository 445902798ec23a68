import { parse, TYPE, type MessageFormatElement } from "@formatjs/icu-messageformat-parser"
import ts from "typescript"
import { describe, expect, it } from "vitest"
import { LANGUAGES } from "../../../engine/languages"
import * as fs from "node:fs"
import * as path from "node:path"
import { ROOT, sourceFiles, sourceText } from "../../../fixtures/testing/sources"
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

/**
 * The screens that speak every language: no words of theirs are written in the code. A screen
 * joins this list when its words move to the catalogues; the rest are English only (see
 * docs/languages.md).
 */
const TRANSLATED = [
  "web/src/App.tsx",
  "web/src/components.tsx",
  "web/src/session.tsx",
  "web/src/i18n/I18n.tsx",
  "web/src/pages/Account.tsx",
  "web/src/pages/Book.tsx",
  "web/src/pages/Clinics.tsx",
  "web/src/pages/ClinicUpgrade.tsx",
  "web/src/pages/Close.tsx",
  "web/src/pages/ClubAnnouncements.tsx",
  "web/src/pages/ClubHome.tsx",
  "web/src/pages/ClubPost.tsx",
  "web/src/pages/Consent.tsx",
  "web/src/pages/Desk.tsx",
  "web/src/pages/Draws.tsx",
  "web/src/pages/Family.tsx",
  "web/src/pages/Games.tsx",
  "web/src/pages/Home.tsx",
  "web/src/pages/KeptMail.tsx",
  "web/src/pages/Lessons.tsx",
  "web/src/pages/Manage.tsx",
  "web/src/pages/Members.tsx",
  "web/src/pages/Membership.tsx",
  "web/src/pages/OpenPlay.tsx",
  "web/src/pages/Reservations.tsx",
  "web/src/pages/ResetPassword.tsx",
  "web/src/pages/Series.tsx",
  "web/src/pages/Shop.tsx",
  "web/src/pages/SignIn.tsx",
  "web/src/pages/SignUp.tsx",
  "web/src/pages/Teaching.tsx",
  "web/src/pages/Waivers.tsx",
  "web/src/pages/Watches.tsx",
  "web/src/pages/manage/Announcements.tsx",
  "web/src/pages/manage/Apps.tsx",
  "web/src/pages/manage/AuditLog.tsx",
  "web/src/pages/manage/Banners.tsx",
  "web/src/pages/manage/Cameras.tsx",
  "web/src/pages/manage/Clinics.tsx",
  "web/src/pages/manage/Content.tsx",
  "web/src/pages/manage/Coupons.tsx",
  "web/src/pages/manage/Courts.tsx",
  "web/src/pages/manage/Credentials.tsx",
  "web/src/pages/manage/Groups.tsx",
  "web/src/pages/manage/Hours.tsx",
  "web/src/pages/manage/Leaderboards.tsx",
  "web/src/pages/manage/ListSession.tsx",
  "web/src/pages/manage/Memberships.tsx",
  "web/src/pages/manage/Packages.tsx",
  "web/src/pages/manage/Payments.tsx",
  "web/src/pages/manage/Rules.tsx",
  "web/src/pages/manage/Settings.tsx",
  "web/src/pages/manage/Shop.tsx",
  "web/src/pages/manage/Teachers.tsx",
  "web/src/pages/manage/Waivers.tsx",
  "web/src/pages/manage/Webhooks.tsx",
  "web/src/ui/AlertsPanel.tsx",
  "web/src/ui/AnnouncementView.tsx",
  "web/src/ui/BookingExtras.tsx",
  "web/src/ui/BookingWaivers.tsx",
  "web/src/ui/CardPayments.tsx",
  "web/src/ui/ClinicRegister.tsx",
  "web/src/ui/ClubAccount.tsx",
  "web/src/ui/ClubFinder.tsx",
  "web/src/ui/ClubPage.tsx",
  "web/src/ui/Confirm.tsx",
  "web/src/ui/ConsentNotice.tsx",
  "web/src/ui/Credits.tsx",
  "web/src/ui/DayGrid.tsx",
  "web/src/ui/DoorPanel.tsx",
  "web/src/ui/facility.tsx",
  "web/src/ui/family.tsx",
  "web/src/ui/flash.tsx",
  "web/src/ui/LessonPackages.tsx",
  "web/src/ui/load.tsx",
  "web/src/ui/MarketplaceBanners.tsx",
  "web/src/ui/MatchResult.tsx",
  "web/src/ui/Memberships.tsx",
  "web/src/ui/NotificationSettings.tsx",
  "web/src/ui/OpenGame.tsx",
  "web/src/ui/Payments.tsx",
  "web/src/ui/PayWaySelect.tsx",
  "web/src/ui/pickers.tsx",
  "web/src/ui/Ratings.tsx",
  "web/src/ui/RecordForm.tsx",
  "web/src/ui/Recordings.tsx",
  "web/src/ui/RecordTable.tsx",
  "web/src/ui/RefundDialog.tsx",
  "web/src/ui/RichTextEditorField.tsx",
  "web/src/ui/RichTextField.tsx",
  "web/src/ui/RowActions.tsx",
  "web/src/ui/ShopPurchases.tsx",
  "web/src/ui/ShopSales.tsx",
  "web/src/ui/StaffNotes.tsx",
  "web/src/ui/TakeMoney.tsx",
  "web/src/ui/WaiverAcceptance.tsx",
  "web/src/ui/WeeklyBooking.tsx",
  "web/widget/CourtCalendar.tsx",
]

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
  "engine/notifications.ts",
  "engine/shop.ts",
  "engine/services/accounts.ts",
  "engine/services/announcements.ts",
  "engine/services/enrolments.ts",
  "engine/services/lessonRequests.ts",
  "engine/services/letters.ts",
  "engine/services/memberships.ts",
  "engine/services/notices.ts",
  "engine/services/openGames.ts",
  "engine/services/openPlay.ts",
  "engine/services/orders.ts",
  "engine/services/payments.ts",
  "engine/services/peakDraws.ts",
  "engine/services/people.ts",
  "engine/services/ratings.ts",
  "engine/services/renewals.ts",
  "engine/services/slotWatches.ts",
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

/** The web client's components (`.tsx` files) a file imports by a relative path. */
const componentsImportedBy = (file: string) =>
  [...sourceText(file).matchAll(/from "(\.{1,2}\/[^"]+)"/g)]
    .map((m) => path.posix.normalize(path.posix.join(path.posix.dirname(file), m[1]!)))
    .flatMap((target) => (fs.existsSync(path.join(ROOT, `${target}.tsx`)) ? [`${target}.tsx`] : []))

/**
 * Components a translated screen may show and still write English: what only the platform's
 * operator or a developer reads.
 */
const ENGLISH_BY_DESIGN: ReadonlyArray<string> = []

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
    expect(TRANSLATED.flatMap((file) => literalsIn(file))).toEqual([])
  })

  it("mail writes no words in its code either: subjects, texts and receipts come from the mail catalogues", () => {
    // Every engine module that mails someone is checked: a new one joins the list or this fails.
    const mailing = sourceFiles(["engine"]).filter((file) => /mailer\s*\.send\(|letters\.tell\(/.test(sourceText(file)))
    expect(mailing).toEqual(expect.arrayContaining(["engine/services/accounts.ts", "engine/services/letters.ts"]))
    expect(mailing.filter((file) => !TRANSLATED_MAIL.includes(file))).toEqual([])
    expect(TRANSLATED_MAIL.flatMap((file) => mailLiteralsIn(file))).toEqual([])
    const probe = [
      'tell(id, { subject: `Your receipt from ${club}`, text: (say) => say("receipt.keep") })',
      'export const noticeText = () => ["Paid in full.", say("receipt.paid")].join("\\n")',
    ].join("\n")
    expect(mailLiteralsIn("probe.ts", probe)).toEqual(["probe.ts:1: Your receipt from", "probe.ts:2: Paid in full."])
  })

  it("show only translated components: a screen in every language is built of parts in every language", () => {
    // A translated screen's own components (a .tsx it imports from the web client) are translated too.
    const untranslatedParts = TRANSLATED.flatMap((file) =>
      componentsImportedBy(file)
        .filter((part) => !TRANSLATED.includes(part) && !ENGLISH_BY_DESIGN.includes(part))
        .map((part) => `${file} shows ${part}`),
    )
    expect(untranslatedParts).toEqual([])
    expect(componentsImportedBy("web/src/pages/Membership.tsx")).toContain("web/src/ui/Memberships.tsx")
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
