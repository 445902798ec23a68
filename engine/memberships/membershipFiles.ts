import { withSpans } from "../spans"
import { Clock, Data, Effect, Either } from "effect"
import { requireManagerAt } from "../access"
import { isIsoDate, localDate, localInstant } from "../dates"
import { conflict, orNotFound } from "../errors"
import { CURRENT_STATUSES, isConsistent, MembershipStatus } from "./rules"
import { membersProblem, type Plan, type PlanPrice } from "./membershipPlans"
import { minorUnits } from "../money"
import { Events, membershipChanged } from "../events"
import { FacilitiesRepo } from "../facilities/port"
import { MembershipsRepo, type NewMembership } from "./port"
import { PeopleRepo } from "../people/port"
import { Transactions } from "../ports"

export const MEMBERSHIP_IMPORT_COLUMNS = [
  "code",
  "owner_email",
  "plan",
  "price",
  "status",
  "acquired_on",
  "ends_on",
  "member_emails",
  "balance_due",
] as const

type Row = { readonly line: number; readonly record: Partial<Record<string, string>> }

export interface PlannedMembership {
  readonly line: number
  readonly membership: NewMembership
  readonly paused_at: Date | null
  readonly balance_due: number
  /** The club has a membership with its code already: left as it is. */
  readonly skip: boolean
}

export interface ImportedMembership {
  readonly line: number
  readonly code: string
  readonly action: "create" | "skip"
}

/** Every state but deleted: a file brings memberships as they stand, ended ones too. */
const IMPORTED_STATES: ReadonlyArray<MembershipStatus> = MembershipStatus.literals.filter((s) => s !== "deleted")

/** "65.00 every 1 month", "180.00 every 3 months (once)": as `venue memberships export` writes a price. */
const PRICE = /^(\S+) every (\d+) (day|week|month|year)s?( \(once\))?$/i

class RolledBack extends Data.TaggedError("RolledBack")<{ readonly done: ReadonlyArray<ImportedMembership> }> {}

/**
 * Existing members brought from another system (`venue memberships import`): one row a
 * membership, by the columns of `MEMBERSHIP_IMPORT_COLUMNS` (a file `venue memberships export`
 * wrote reads as one). The file is checked whole against the club first, every
 * problem named by line; then written in one transaction. Periods already paid in the old system
 * are not charged again; a balance still owed becomes a charge to pay. A code the club has already
 * is skipped, so a file can be run again. Managers only.
 */
export class MembershipFiles extends Effect.Service<MembershipFiles>()("venue/MembershipFiles", {
  effect: Effect.gen(function* () {
    const repo = yield* MembershipsRepo
    const people = yield* PeopleRepo
    const facilities = yield* FacilitiesRepo
    const transactions = yield* Transactions
    const events = yield* Events

    const managing = (facilityId: number) =>
      Effect.zipRight(
        requireManagerAt(facilityId, "Only the club's managers import its memberships."),
        orNotFound("Facility")(facilities.find(facilityId)),
      )

    /** The file's rows checked whole and against the club: the memberships to write, and every problem by line. */
    const plan = (facilityId: number, rows: ReadonlyArray<Row>) =>
      Effect.gen(function* () {
        const facility = yield* managing(facilityId)
        const plans = yield* repo.plans(facilityId)
        const today = localDate(new Date(yield* Clock.currentTimeMillis), facility.time_zone)
        const now = new Date(yield* Clock.currentTimeMillis)
        const problems: Array<string> = []
        const planned: Array<PlannedMembership> = []
        const codes = new Set<string>()
        const personOf = (at: string, email: string) =>
          Effect.gen(function* () {
            const id = yield* people.idByEmail(email)
            if (id === undefined || (yield* people.roleAt(facilityId, id)) === undefined) {
              problems.push(`${at}: ${email} is not a person of this club; import the members first`)
              return undefined
            }
            return id
          })
        for (const { line, record } of rows) {
          const at = `line ${line}`
          const cell = (name: string) => (record[name] ?? "").trim()
          const code = cell("code")
          if (code === "") problems.push(`${at}: code is empty; every membership needs its number`)
          else if (codes.has(code.toLowerCase())) problems.push(`${at}: code ${code} is in the file twice`)
          codes.add(code.toLowerCase())

          const ownerId = cell("owner_email") === "" ? undefined : yield* personOf(at, cell("owner_email"))
          if (cell("owner_email") === "") problems.push(`${at}: owner_email is empty`)

          const found = plans.find((p) => p.name.toLowerCase() === cell("plan").toLowerCase())
          if (found === undefined) problems.push(`${at}: ${cell("plan") || "(no plan)"} is not a plan of this club`)
          const price = found === undefined ? undefined : priceOf(at, found, cell("price"), facility.currency_decimals)
          if (typeof price === "string") problems.push(price)

          const status = cell("status").toLowerCase() as MembershipStatus
          if (!IMPORTED_STATES.includes(status))
            problems.push(`${at}: status "${cell("status")}" is not one of ${IMPORTED_STATES.join(", ")}`)
          const day = (name: string) => {
            const value = cell(name)
            if (value === "") return null
            if (!isIsoDate(value)) {
              problems.push(`${at}: ${name} "${value}" is not a date; write YYYY-MM-DD`)
              return null
            }
            return value
          }
          const acquired = day("acquired_on")
          const ends = day("ends_on")
          const live = CURRENT_STATUSES.includes(status)
          if (status !== "pending" && (acquired === null || ends === null))
            problems.push(`${at}: a membership that is ${cell("status")} needs acquired_on and ends_on`)
          if (live && ends !== null && ends < today)
            problems.push(
              `${at}: ends_on ${ends} has passed; the period of a membership that is ${status} runs to today or later`,
            )

          const memberIds: Array<number> = []
          for (const email of cell("member_emails")
            .split(";")
            .map((e) => e.trim())
            .filter((e) => e !== "")) {
            const id = yield* personOf(at, email)
            if (id !== undefined) memberIds.push(id)
          }
          const balance =
            cell("balance_due") === "" ? Either.right(0) : minorUnits(cell("balance_due"), facility.currency_decimals)
          if (Either.isLeft(balance)) problems.push(`${at}: balance_due ${balance.left}`)

          if (ownerId === undefined || found === undefined || price === undefined || typeof price === "string") continue
          const covers = membersProblem(found, ownerId, memberIds)
          if (covers !== undefined) problems.push(`${at}: ${covers}`)
          const membership: NewMembership = {
            facility_id: facilityId,
            plan_id: found.id,
            plan_price_id: price.id,
            owner_id: ownerId,
            code,
            status,
            acquired_at:
              status === "pending" || acquired === null ? null : localInstant(acquired, 0, facility.time_zone),
            ends_at: status === "pending" || ends === null ? null : localInstant(ends, 0, facility.time_zone),
            notify_via_email: true,
            membership_origin: "import",
            coupon_code: null,
            members: memberIds,
            several: found.several_per_person,
          }
          const paused_at = status === "paused" ? now : null
          if (
            !isConsistent({
              ...membership,
              plan: {
                id: price.id,
                price: price.amount,
                interval_unit: price.interval_unit,
                interval_count: price.interval_count,
                player_can_cancel: found.player_can_cancel,
              },
              paused_at,
              cancel_requested: false,
            })
          )
            problems.push(`${at}: ends_on is before acquired_on`)
          planned.push({
            line,
            membership,
            paused_at,
            balance_due: Either.getOrElse(balance, () => 0),
            skip: code !== "" && (yield* repo.codeTaken(facilityId, code)),
          })
        }
        return { planned, problems: [...new Set(problems)] }
      })

    /** Writes the planned memberships in one transaction (rolled back when `dryRun`), telling `onRow` as each is done. */
    const apply = (
      facilityId: number,
      planned: ReadonlyArray<PlannedMembership>,
      options: { readonly dryRun: boolean; readonly onRow?: (done: number) => void },
    ) =>
      Effect.gen(function* () {
        const facility = yield* managing(facilityId)
        const today = localDate(new Date(yield* Clock.currentTimeMillis), facility.time_zone)
        const write = Effect.forEach(planned, (item, n) =>
          Effect.gen(function* () {
            options.onRow?.(n + 1)
            if (item.skip) return { line: item.line, code: item.membership.code, action: "skip" as const }
            const inserted = yield* repo.insert(item.membership)
            if ("taken" in inserted && inserted.taken === "plan")
              return yield* Effect.fail(
                conflict(
                  `Line ${item.line}: the owner already has a live membership of this plan (${inserted.code}); end it or import this one as ended.`,
                ),
              )
            if ("taken" in inserted) return { line: item.line, code: item.membership.code, action: "skip" as const }
            const id = inserted.id
            // Told once the membership is as the file has it, paused and owing.
            const completed = Effect.gen(function* () {
              if (item.paused_at !== null) yield* repo.update(facilityId, id, { paused_at: item.paused_at })
              if (item.balance_due > 0)
                yield* repo.insertCharge(facilityId, {
                  membership_id: id,
                  kind: "other",
                  description: "Balance brought from the previous system",
                  fee_id: null,
                  period_start: null,
                  period_end: null,
                  amount: item.balance_due,
                  due_on: today,
                })
            })
            yield* events.tell(completed, membershipChanged(facilityId, id))
            return { line: item.line, code: item.membership.code, action: "create" as const }
          }),
        )
        return yield* transactions
          .run(
            Effect.flatMap(write, (done) =>
              options.dryRun ? Effect.fail(new RolledBack({ done })) : Effect.succeed(done),
            ),
          )
          .pipe(Effect.catchTag("RolledBack", (rolled) => Effect.succeed(rolled.done)))
      })

    return withSpans("MembershipFiles", { plan, apply })
  }),
}) {}

/** The plan's price a file names, or the problem with it. */
const priceOf = (at: string, plan: Plan, text: string, decimals: number): PlanPrice | string => {
  const match = PRICE.exec(text.trim())
  if (match === null)
    return `${at}: price "${text}" is not a price; write it as "65.00 every 1 month" (add " (once)" for one that does not renew)`
  const amount = minorUnits(match[1]!, decimals)
  if (Either.isLeft(amount)) return `${at}: price ${amount.left}`
  const found = plan.prices.find(
    (p) =>
      p.amount === amount.right &&
      p.interval_count === Number(match[2]) &&
      p.interval_unit === match[3]!.toLowerCase() &&
      p.renews === (match[4] === undefined),
  )
  return found ?? `${at}: ${plan.name} has no price of ${text.trim()}`
}
