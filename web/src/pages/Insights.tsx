import "@mantine/charts/styles.css"
import { Group, Select, Stack, Tabs, Text, TextInput, Title } from "@mantine/core"
import { useState } from "react"
import { Navigate } from "react-router"
import { addMonths } from "../../../engine/insights/rules"
import { isStaff } from "../../../engine/roles"
import { behaviourInsight, occupancyInsight, peopleInsight, revenueInsight } from "../api/insights"
import { useT } from "../i18n/I18n"
import { useSession } from "../session"
import { FacilityPicker, type SessionFacility, useFacilityChoice } from "../ui/facility"
import { addDays, todayAt } from "../ui/format"
import { BehaviourInsights } from "../ui/insights/BehaviourInsights"
import { OccupancyInsights } from "../ui/insights/OccupancyInsights"
import { PeopleInsights } from "../ui/insights/PeopleInsights"
import { RevenueInsights } from "../ui/insights/RevenueInsights"
import { Loaded, useLoad } from "../ui/load"

const PRESETS = ["30d", "month", "90d", "year", "custom"] as const
type Preset = (typeof PRESETS)[number]

/** A preset's period, ending today at the club. */
const presetPeriod = (preset: Exclude<Preset, "custom">, today: string) => ({
  from:
    preset === "30d"
      ? addDays(today, -29)
      : preset === "month"
        ? `${today.slice(0, 8)}01`
        : preset === "90d"
          ? addDays(today, -89)
          : addDays(addMonths(today, -12), 1),
  to: today,
})

type Period = { from: string; to: string }

const OccupancyTab = ({ facility, period }: { facility: SessionFacility; period: Period }) => {
  const t = useT()
  const [compare, setCompare] = useState<"" | "month" | "year">("")
  const report = useLoad(
    () => occupancyInsight(facility.id, { ...period, ...(compare === "" ? {} : { compare }) }),
    [facility.id, period.from, period.to, compare],
  )
  return (
    <Stack gap="sm">
      <Select
        label={t("insights.compare")}
        value={compare}
        onChange={(v) => setCompare((v ?? "") as "" | "month" | "year")}
        allowDeselect={false}
        data={[
          { value: "", label: t("insights.compare.none") },
          { value: "month", label: t("insights.compare.month") },
          { value: "year", label: t("insights.compare.year") },
        ]}
        maw={260}
      />
      <Loaded state={report}>
        {(r) => <OccupancyInsights report={r} csvName={`occupancy-${period.from}-${period.to}`} />}
      </Loaded>
    </Stack>
  )
}

const RevenueTab = ({ facility, period }: { facility: SessionFacility; period: Period }) => {
  const t = useT()
  const [bucket, setBucket] = useState<"day" | "week" | "month">("week")
  const report = useLoad(
    () => revenueInsight(facility.id, { ...period, bucket }),
    [facility.id, period.from, period.to, bucket],
  )
  return (
    <Stack gap="sm">
      <BucketSelect value={bucket} onChange={setBucket} buckets={["day", "week", "month"]} />
      <Text size="xs" c="dimmed">
        {t("insights.revenue.sameAsClose")}
      </Text>
      <Loaded state={report}>
        {(r) => (
          <RevenueInsights report={r} zone={facility.time_zone} csvName={`revenue-${period.from}-${period.to}`} />
        )}
      </Loaded>
    </Stack>
  )
}

const PeopleTab = ({ facility, period }: { facility: SessionFacility; period: Period }) => {
  const [bucket, setBucket] = useState<"week" | "month">("month")
  const report = useLoad(
    () => peopleInsight(facility.id, { ...period, bucket }),
    [facility.id, period.from, period.to, bucket],
  )
  return (
    <Stack gap="sm">
      <BucketSelect value={bucket} onChange={setBucket} buckets={["week", "month"]} />
      <Loaded state={report}>
        {(r) => <PeopleInsights report={r} zone={facility.time_zone} csvName={`people-${period.from}-${period.to}`} />}
      </Loaded>
    </Stack>
  )
}

const BehaviourTab = ({ facility, period }: { facility: SessionFacility; period: Period }) => {
  const report = useLoad(() => behaviourInsight(facility.id, period), [facility.id, period.from, period.to])
  return (
    <Loaded state={report}>
      {(r) => <BehaviourInsights report={r} csvName={`behaviour-${period.from}-${period.to}`} />}
    </Loaded>
  )
}

const BucketSelect = <B extends string>({
  value,
  onChange,
  buckets,
}: {
  value: B
  onChange: (b: B) => void
  buckets: ReadonlyArray<B>
}) => {
  const t = useT()
  return (
    <Select
      label={t("insights.bucket")}
      value={value}
      onChange={(v) => v !== null && onChange(v as B)}
      allowDeselect={false}
      data={buckets.map((b) => ({ value: b, label: t(`insights.bucket.${b}` as never) }))}
      maw={200}
    />
  )
}

/** The club's insights for its staff: occupancy, revenue, people and behaviour over a period, as pictures and tables. */
export const Insights = () => {
  const t = useT()
  const { session } = useSession()
  const admin = session?.user?.is_platform_admin ?? false
  const { facility, choices, choose } = useFacilityChoice((role) => admin || (role !== null && isStaff(role)))
  const [preset, setPreset] = useState<Preset>("30d")
  const [custom, setCustom] = useState<Period>()
  const [tab, setTab] = useState<string | null>("occupancy")
  if (session === undefined) return null
  if (session.user === null) return <Navigate to="/sign-in?next=/insights" />
  const today = facility ? todayAt(facility.time_zone) : ""
  const period = preset === "custom" ? (custom ?? presetPeriod("30d", today)) : presetPeriod(preset, today)
  return (
    <main>
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={1}>{t("nav.insights")}</Title>
          <FacilityPicker choices={choices} value={facility} onChange={choose} />
        </Group>
        {facility === undefined ? (
          <Text>{t("close.notStaff")}</Text>
        ) : (
          <>
            <Group align="end" wrap="wrap">
              <Select
                label={t("insights.period")}
                value={preset}
                onChange={(v) => v !== null && setPreset(v as Preset)}
                allowDeselect={false}
                data={PRESETS.map((p) => ({ value: p, label: t(`insights.period.${p}` as never) }))}
                maw={220}
              />
              {preset === "custom" ? (
                <>
                  <TextInput
                    type="date"
                    label={t("insights.from")}
                    value={period.from}
                    onChange={(e) =>
                      e.currentTarget.value !== "" && setCustom({ ...period, from: e.currentTarget.value })
                    }
                  />
                  <TextInput
                    type="date"
                    label={t("insights.to")}
                    value={period.to}
                    onChange={(e) =>
                      e.currentTarget.value !== "" && setCustom({ ...period, to: e.currentTarget.value })
                    }
                  />
                </>
              ) : null}
            </Group>
            <Tabs value={tab} onChange={setTab} keepMounted={false}>
              <Tabs.List>
                <Tabs.Tab value="occupancy">{t("insights.tab.occupancy")}</Tabs.Tab>
                <Tabs.Tab value="revenue">{t("insights.tab.revenue")}</Tabs.Tab>
                <Tabs.Tab value="people">{t("insights.tab.people")}</Tabs.Tab>
                <Tabs.Tab value="behaviour">{t("insights.tab.behaviour")}</Tabs.Tab>
              </Tabs.List>
              <Tabs.Panel value="occupancy" pt="md">
                <OccupancyTab facility={facility} period={period} />
              </Tabs.Panel>
              <Tabs.Panel value="revenue" pt="md">
                <RevenueTab facility={facility} period={period} />
              </Tabs.Panel>
              <Tabs.Panel value="people" pt="md">
                <PeopleTab facility={facility} period={period} />
              </Tabs.Panel>
              <Tabs.Panel value="behaviour" pt="md">
                <BehaviourTab facility={facility} period={period} />
              </Tabs.Panel>
            </Tabs>
          </>
        )}
      </Stack>
    </main>
  )
}
