import {
  baseMethod,
  isMoney,
  type LedgerMethod,
  METHOD_LABELS,
  TYPE_GROUP_LABELS,
  TYPE_GROUPS,
  typeGroupOf,
} from "./rules"

/**
 * The daily close (type groups): a day's paid ledger rows, grouped, and split into what
 * staff count in the till and at the bank (money taken) and what moved without money changing
 * hands that day (club credits spent or given, club-account charges, adjustments). Each part has
 * its own total so that the two are never added into one figure that reads as money.
 */

/** One line of a day's ledger: every paid row of one method, by whether it was a refund to credits. */
export interface LedgerDayLine {
  readonly method: LedgerMethod
  readonly to_credit: boolean
  readonly count: number
  readonly total: number
}

type Moves = "money" | "value"

export interface CloseLine {
  readonly method: string
  readonly label: string
  readonly count: number
  readonly total: number
  /** Whether the line is money taken (or handed back) or value moved. */
  readonly moves: Moves
}

export interface CloseTotals {
  readonly groups: ReadonlyArray<{
    readonly type_group: string
    readonly label: string
    readonly total: number
    readonly methods: ReadonlyArray<CloseLine>
  }>
  /** Money in less money handed back: what the till and the bank should show. */
  readonly money_taken: { readonly total: number; readonly count: number }
  /** Club credits, club-account charges and adjustments, less what was given back as them. */
  readonly value_moved: { readonly total: number; readonly count: number }
  /** The same as money_taken.total (kept for clients that read it). */
  readonly net: number
  readonly count: number
}

const isRefund = (line: Pick<LedgerDayLine, "method">) => line.method.startsWith("reversal_")

/** Money changes hands on a line unless it is club value, or a refund given back as club credits. */
const movesOf = (line: Pick<LedgerDayLine, "method" | "to_credit">): Moves =>
  isMoney(baseMethod(line.method)) && !line.to_credit ? "money" : "value"

/** A close line's key ("reversal_card_to_credit") read back into its parts, as `closeTotals` wrote it. */
export const closeLineParts = (key: string) => {
  const method = key.replace(/_to_credit$/, "") as LedgerMethod
  return { method: baseMethod(method), refund: isRefund({ method }), to_credit: key !== method }
}

const labelOf = (line: LedgerDayLine) =>
  `${isRefund(line) ? "Refund: " : ""}${METHOD_LABELS[baseMethod(line.method)]}${line.to_credit ? " to Club Credits" : ""}`

const part = (lines: ReadonlyArray<LedgerDayLine>, moves: Moves) => {
  const mine = lines.filter((l) => movesOf(l) === moves)
  return {
    total: mine.reduce((sum, l) => sum + (isRefund(l) ? -l.total : l.total), 0),
    count: mine.reduce((sum, l) => sum + l.count, 0),
  }
}

export const closeTotals = (lines: ReadonlyArray<LedgerDayLine>): CloseTotals => {
  const groups = TYPE_GROUPS.map((group) => {
    const methods = lines
      .filter((l) => typeGroupOf(l.method) === group)
      .map((l) => ({
        method: l.to_credit ? `${l.method}_to_credit` : l.method,
        label: labelOf(l),
        count: l.count,
        total: l.total,
        moves: movesOf(l),
      }))
    return {
      type_group: group,
      label: TYPE_GROUP_LABELS[group],
      total: methods.reduce((sum, m) => sum + m.total, 0),
      methods,
    }
  }).filter((g) => g.methods.length > 0)
  const money = part(lines, "money")
  return {
    groups,
    money_taken: money,
    value_moved: part(lines, "value"),
    net: money.total,
    count: lines.reduce((sum, l) => sum + l.count, 0),
  }
}

const PART_LABELS: Record<Moves, string> = {
  money: "Money taken",
  value: "Value moved (no money changed hands)",
}

/**
 * The close as staff read it: money taken, then value moved, each with its total and its lines
 * (refunds as negative amounts) in the report's group order. The screen and the CLI show this.
 */
export const closeParts = (report: Pick<CloseTotals, "groups" | "money_taken" | "value_moved">) =>
  (["money", "value"] as const).map((moves) => ({
    moves,
    label: PART_LABELS[moves],
    ...(moves === "money" ? report.money_taken : report.value_moved),
    lines: report.groups.flatMap((g) =>
      g.methods
        .filter((m) => m.moves === moves)
        .map((m) => ({ ...m, signed: g.type_group === "refund" ? -m.total : m.total })),
    ),
  }))

/** What a day's ledger line was for: its payable, and (for a booking's) the kind of booking. */
export interface LedgerSaleLine extends LedgerDayLine {
  readonly payable_type: string
  readonly reservation_kind: string | null
}

/** What was sold, as the close reads the day by it: courts, lessons, clinics, memberships, the shop… */
export const SOLD = [
  "courts",
  "lessons",
  "lesson_packages",
  "clinics",
  "memberships",
  "shop",
  "club_credits",
  "club_accounts",
  "competitions",
  "other",
] as const
export type Sold = (typeof SOLD)[number]

export const SOLD_LABELS: Record<Sold, string> = {
  courts: "Courts",
  lessons: "Lessons",
  lesson_packages: "Lesson packages",
  clinics: "Clinics",
  memberships: "Memberships",
  shop: "Pro shop",
  club_credits: "Club credits bought",
  club_accounts: "Club account payments",
  competitions: "Competition entries",
  other: "Other",
}

/** What a ledger row paid for (a refund counts against what its payment paid for). */
export const soldOf = (line: Pick<LedgerSaleLine, "payable_type" | "reservation_kind">): Sold => {
  switch (line.payable_type) {
    case "reservation":
    case "reservation_user":
      return line.reservation_kind === "lesson" ? "lessons" : line.reservation_kind === "clinic" ? "clinics" : "courts"
    case "user_package":
      return "lesson_packages"
    case "user_clinic":
      return "clinics"
    case "membership":
      return "memberships"
    case "order":
      return "shop"
    case "credits":
      return "club_credits"
    case "account":
      return "club_accounts"
    case "competition_entry":
      return "competitions"
    default:
      return "other"
  }
}

/**
 * The day by what was sold: for each, the money taken and the value moved (credits, club account),
 * refunds taken off, in the order of SOLD; what sold nothing that day is left out. Their money
 * adds up to the close's money taken, their value to its value moved.
 */
export const soldTotals = (lines: ReadonlyArray<LedgerSaleLine>) =>
  SOLD.map((sold) => {
    const mine = lines.filter((l) => soldOf(l) === sold)
    const money = part(mine, "money")
    const value = part(mine, "value")
    return { sold, label: SOLD_LABELS[sold], money: money.total, value: value.total, count: money.count + value.count }
  }).filter((s) => s.count > 0)

/**
 * A booking played on the close's day that was paid on an earlier one (a series paid up front):
 * its money is in that day's close; this day shows it was played, so each occurrence is seen on
 * its own day.
 */
export interface PaidEarlierLine {
  readonly reservation_id: number
  readonly series_id: number | null
  readonly court_id: number
  readonly court_name: string
  readonly hour_start: number
  /** The (first) business day its money was taken. */
  readonly paid_on: string
  readonly amount: number
}
