import { Badge, Select, Table, Text } from "@mantine/core"
import { memberSeriesSettings, type OwnSeriesRequest, planOwnSeries } from "../api/series"
import { longDate, money } from "./format"
import { Loaded, useLoad } from "./load"
import { useT } from "../i18n/I18n"
import { useSentence } from "../i18n/sentences"

/**
 * A player's choice to book the same court and hour every week, where the club lets players book
 * series: how many weeks (up to the club's reach), and every date with its price or why it cannot
 * be booked, checked as the booking would be. `weeks` of 1 is a single booking.
 */
export const WeeklyBooking = ({
  facilityId,
  zone,
  request,
  weeks,
  onWeeks,
  waivers,
}: {
  facilityId: number
  zone: string
  request: Omit<OwnSeriesRequest, "count" | "every_weeks">
  weeks: number
  onWeeks: (weeks: number) => void
  /** The booking waivers: every date is checked once they are accepted, as booking would. */
  waivers: { readonly waiting: boolean; readonly acceptTicked: () => Promise<void> }
}) => {
  const t = useT()
  const say = useSentence()
  const settings = useLoad(() => memberSeriesSettings(facilityId), [facilityId])
  const { waiting, acceptTicked } = waivers
  const plan = useLoad(
    () =>
      weeks < 2 || waiting
        ? Promise.resolve(undefined)
        : acceptTicked().then(() => planOwnSeries(facilityId, { ...request, count: weeks })),
    [facilityId, request, weeks, waiting],
  )
  const reach = settings.data?.who === "nobody" ? 0 : (settings.data?.weeks_ahead ?? 0)
  if (reach < 2) return null
  return (
    <>
      <Select
        label={t("weekly.repeat")}
        data={Array.from({ length: reach }, (_, i) => ({
          value: String(i + 1),
          label: i === 0 ? t("weekly.once") : t("weekly.times", { times: i + 1 }),
        }))}
        value={String(weeks)}
        onChange={(v) => v && onWeeks(Number(v))}
        allowDeselect={false}
      />
      {weeks > 1 && waiting && (
        <Text size="sm" c="dimmed">
          {t("weekly.acceptFirst")}
        </Text>
      )}
      {weeks > 1 && (
        <Loaded state={plan}>
          {(p) =>
            p !== undefined && (
              <Table aria-label={t("weekly.dates")}>
                <Table.Tbody>
                  {p.occurrences.map((o) => (
                    <Table.Tr key={o.date}>
                      <Table.Td>{longDate(o.date, zone)}</Table.Td>
                      <Table.Td>
                        <Badge color={o.problem === null ? "teal" : "red"} variant="light">
                          {t(o.problem === null ? "weekly.free" : "weekly.notFree")}
                        </Badge>
                      </Table.Td>
                      <Table.Td>
                        {o.problem === null ? (
                          money(o.total, p.currency, p.currency_decimals)
                        ) : (
                          <Text size="sm">{say(o.problem)}</Text>
                        )}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            )
          }
        </Loaded>
      )}
    </>
  )
}
