import { Badge, Button, Group, Stack, Text } from "@mantine/core"
import { useState } from "react"
import {
  bookPackageAsAdmin,
  bookPackageAsPlayer,
  boughtPackages,
  lessonsPackages,
  listTeacherPackages,
  useLessonFromPackage,
} from "../api/teachers"
import { reservationPayments } from "../api/payments"
import { useSession } from "../session"
import { PLAYER_WAYS, STAFF_WAYS } from "./payWays"
import { TakeMoney } from "./TakeMoney"
import { money, shortDate, todayAt } from "./format"
import { Failure, Loaded, useAction, useLoad } from "./load"
import { type Translate, useT } from "../i18n/I18n"

interface Club {
  readonly id: number
  readonly currency: string
  readonly currency_decimals: number
  readonly time_zone: string
}

type Offer = Awaited<ReturnType<typeof listTeacherPackages>>[number]

/** What a package is, in one line: its lessons, their length and with whom. */
export const packageTerms = (
  t: Translate,
  p: {
    readonly lessons: number
    readonly duration: number
    readonly teacher_name: string | null
  },
) =>
  p.teacher_name === null
    ? t("packages.termsAny", { lessons: p.lessons, minutes: p.duration })
    : t("packages.terms", { lessons: p.lessons, minutes: p.duration, teacher: p.teacher_name })

/** A person's lesson packages at a club: lessons left of those bought, and until when. */
export const PackagesHeld = ({ userId, club, version = 0 }: { userId?: number; club: Club; version?: number }) => {
  const t = useT()
  const held = useLoad(
    () => boughtPackages(userId === undefined ? { facility_id: club.id } : { user_id: userId, facility_id: club.id }),
    [userId, club.id, version],
  )
  const today = todayAt(club.time_zone)
  return (
    <Loaded state={held}>
      {(rows) =>
        rows.length === 0 ? (
          <Text c="dimmed">{t("packages.none")}</Text>
        ) : (
          <Stack component="ul" aria-label={t("packages.held")} gap="xs" className="plain-list">
            {rows.map((p) => (
              <Group component="li" key={p.id} justify="space-between" wrap="nowrap" align="start">
                <div>
                  <Text fw={500}>{p.name}</Text>
                  <Text size="sm" c="dimmed">
                    {packageTerms(t, p)}
                  </Text>
                </div>
                <Stack gap={2} align="end">
                  <Text fw={700} style={{ whiteSpace: "nowrap" }}>
                    {t("packages.left", { left: p.left, lessons: p.lessons })}
                  </Text>
                  {p.refunded ? (
                    <Badge color="gray">{t("packages.refunded")}</Badge>
                  ) : p.expires_on < today ? (
                    <Badge color="gray">{t("packages.expired", { day: shortDate(p.expires_on, "UTC") })}</Badge>
                  ) : (
                    <Text size="sm" c="dimmed" style={{ whiteSpace: "nowrap" }}>
                      {t("packages.useBy", { day: shortDate(p.expires_on, "UTC") })}
                    </Text>
                  )}
                </Stack>
              </Group>
            ))}
          </Stack>
        )
      }
    </Loaded>
  )
}

/**
 * The club's lesson packages on sale, each bought (by a player, for themself or a child) or sold
 * (by the desk) after a confirmation that says what is bought, for whom, and how it is paid.
 */
export const PackageShop = ({
  club,
  userId,
  buyerName,
  staff,
  onBought,
}: {
  club: Club
  userId: number
  buyerName: string
  staff: boolean
  onBought: () => unknown
}) => {
  const t = useT()
  const { session } = useSession()
  const offers = useLoad(() => listTeacherPackages(club.id), [club.id])
  const [buying, setBuying] = useState<Offer>()
  const tabs = staff || session?.facilities.find((f) => f.id === club.id)?.players_charge_accounts === true
  const ways = (staff ? STAFF_WAYS : PLAYER_WAYS).filter((w) => tabs || w.value !== "accounts_receivable")
  const price = (amount: number) => money(amount, club.currency, club.currency_decimals)
  return (
    <Loaded state={offers}>
      {(rows) => {
        const onSale = rows.filter((o) => o.active)
        return onSale.length === 0 ? (
          <Text c="dimmed">{t("packages.noneOnSale")}</Text>
        ) : (
          <Stack gap="xs">
            {onSale.map((o) => (
              <Group key={o.id} justify="space-between" wrap="nowrap" className="offer">
                <div>
                  <Text fw={500}>{o.name}</Text>
                  <Text size="sm" c="dimmed">
                    {t("packages.valid", { terms: packageTerms(t, o), days: o.valid_days })}
                  </Text>
                </div>
                <Group gap="xs" wrap="nowrap">
                  <Text fw={700}>{price(o.price)}</Text>
                  <Button
                    size="xs"
                    variant="light"
                    onClick={() => setBuying(o)}
                    aria-label={t(staff ? "packages.sellOne" : "packages.buyOne", { name: o.name })}
                  >
                    {t(staff ? "packages.sell" : "packages.buy")}
                  </Button>
                </Group>
              </Group>
            ))}
            {buying !== undefined && (
              <TakeMoney
                facilityId={club.id}
                title={t(staff ? "packages.sellTitle" : "packages.buyTitle")}
                amount={{ minor: buying.price, shown: price(buying.price) }}
                ways={ways}
                cardOwner={staff ? userId : session?.user?.id}
                description={t("packages.description", { name: buying.name })}
                done={t("packages.bought", { name: buying.name, lessons: buying.lessons, person: buyerName })}
                onClose={() => setBuying(undefined)}
                says={(by) =>
                  t("packages.says", {
                    name: buying.name,
                    person: buyerName,
                    terms: packageTerms(t, buying),
                    days: buying.valid_days,
                    amount: price(buying.price),
                    by,
                  })
                }
                take={async (how) => {
                  const purchase = { facility_id: club.id, teacher_package_id: buying.id, user_id: userId, ...how }
                  await (staff ? bookPackageAsAdmin(purchase) : bookPackageAsPlayer(purchase))
                  await onBought()
                }}
              />
            )}
          </Stack>
        )
      }}
    </Loaded>
  )
}

/**
 * For a lesson with something to pay: its players' packages that can pay for it, each a button
 * that takes one lesson from the package instead of payment (the server says why one cannot).
 */
export const LessonFromPackage = ({
  lesson,
  onUsed,
}: {
  lesson: {
    readonly id: number
    readonly kind: string
    readonly facility_id: number
    readonly users: ReadonlyArray<{ readonly user_id: number | null; readonly name: string }>
    readonly totals: { readonly total: number }
  }
  onUsed: () => unknown
}) => {
  const t = useT()
  const players = lesson.users.filter((u): u is typeof u & { user_id: number } => u.user_id !== null)
  const usable = useLoad(
    async () =>
      lesson.kind !== "lesson"
        ? []
        : (
            await Promise.allSettled(
              players.map((u) => lessonsPackages({ user_id: u.user_id, facility_id: lesson.facility_id })),
            )
          ).flatMap((r) => (r.status === "fulfilled" ? r.value : [])),
    [lesson.id, lesson.kind, players.map((u) => u.user_id).join()],
  )
  // A lesson already paid is not paid again with a package.
  const owed = useLoad(
    () =>
      lesson.kind !== "lesson"
        ? Promise.resolve(0)
        : reservationPayments(lesson.id).then((p) => p.pending.reduce((sum, x) => sum + x.pending, 0)),
    [lesson.id, lesson.kind, lesson.totals.total],
  )
  const action = useAction()
  if (
    lesson.kind !== "lesson" ||
    lesson.totals.total === 0 ||
    (usable.data ?? []).length === 0 ||
    (owed.data !== undefined && owed.data === 0)
  )
    return null
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500}>
        {t("packages.payWith")}
      </Text>
      {usable.data!.map((p) => (
        <Button
          key={p.id}
          size="xs"
          variant="light"
          loading={action.busy === `use-${p.id}`}
          onClick={() =>
            void action.run(
              `use-${p.id}`,
              () => useLessonFromPackage(p.id, lesson.id),
              () => Promise.all([owed.reload(), onUsed()]),
              t("packages.used", { name: p.name }),
            )
          }
        >
          {players.length > 1 ? `${players.find((u) => u.user_id === p.user_id)?.name ?? ""}: ` : ""}
          {t("packages.nameLeft", { name: p.name, left: p.left })}
        </Button>
      ))}
      {action.error !== undefined && <Failure message={action.error} />}
    </Stack>
  )
}
