import {
  Button,
  Card,
  Checkbox,
  Group,
  MultiSelect,
  NumberInput,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from "@mantine/core"
import { useState } from "react"
import { defaultScoring } from "../../../../engine/competitions/scores"
import { localInstant } from "../../../../engine/dates"
import { type CompetitionView, createCompetition } from "../../api/competitions"
import { listFacilityWaivers } from "../../api/waivers"
import { type MessageId, useT } from "../../i18n/I18n"
import { addDays, timeOptions, todayAt } from "../../ui/format"
import { Failure, useAction, useLoad } from "../../ui/load"

type Format = CompetitionView["format"]
type Sport = CompetitionView["sport"]

const FORMATS: ReadonlyArray<Format> = [
  "single_elimination",
  "double_elimination",
  "round_robin",
  "groups_knockout",
  "league",
]
const SPORTS: ReadonlyArray<Sport> = ["tennis", "padel", "pickleball", "squash"]

interface DivisionDraft {
  readonly name: string
  readonly cap: number | string
  readonly rating_min: number | string
  readonly rating_max: number | string
  readonly age_min: number | string
  readonly age_max: number | string
}

const NEW_DIVISION: DivisionDraft = { name: "", cap: 16, rating_min: "", rating_max: "", age_min: "", age_max: "" }

/**
 * A manager sets up a competition with its divisions in one step: the format and sport, singles
 * or doubles, the days of play and when entries open and close (the club's time), the entry fee,
 * the rating that seeds the draw, the waivers players accept, and each division's places and bounds.
 */
export const NewCompetition = ({
  facilityId,
  zone,
  currencyDecimals,
  onCreated,
}: {
  facilityId: number
  zone: string
  currencyDecimals: number
  onCreated: () => void
}) => {
  const t = useT()
  const waivers = useLoad(() => listFacilityWaivers(facilityId), [facilityId])
  const [open, setOpen] = useState(false)
  const blank = () => {
    const today = todayAt(zone)
    return {
      name: "",
      format: "single_elimination" as Format,
      sport: "tennis" as Sport,
      team_size: "1",
      starts_on: addDays(today, 21),
      ends_on: addDays(today, 22),
      opens_on: today,
      closes_on: addDays(today, 18),
      closes_at: String(20 * 3600),
      fee: 0 as number | string,
      rating_kind: "",
      consolation: false,
      groups: 2 as number | string,
      advancing: 2 as number | string,
      home_and_away: false,
      waiver_ids: [] as Array<string>,
      divisions: [
        { name: t("competitions.firstDivision"), cap: 16, rating_max: "", age_max: "" },
      ] as Array<DivisionDraft>,
    }
  }
  const [draft, setDraft] = useState(blank)
  const change = (next: Partial<ReturnType<typeof blank>>) => setDraft({ ...draft, ...next })
  const changeDivision = (i: number, next: Partial<DivisionDraft>) =>
    change({ divisions: draft.divisions.map((d, j) => (j === i ? { ...d, ...next } : d)) })
  const action = useAction()
  if (!open)
    return (
      <Group>
        <Button variant="light" onClick={() => setOpen(true)}>
          {t("competitions.setUp")}
        </Button>
      </Group>
    )
  const optional = (v: number | string) => (v === "" ? null : Number(v))
  const create = () =>
    createCompetition(facilityId, {
      name: draft.name,
      format: draft.format,
      sport: draft.sport,
      team_size: Number(draft.team_size) as 1 | 2,
      scoring: defaultScoring(draft.sport),
      starts_on: draft.starts_on,
      ends_on: draft.ends_on,
      entries_open_at: localInstant(draft.opens_on, 0, zone).toISOString(),
      entries_close_at: localInstant(draft.closes_on, Number(draft.closes_at), zone).toISOString(),
      fee: Math.round(Number(draft.fee || 0) * 10 ** currencyDecimals),
      rating_kind: draft.rating_kind === "" ? null : draft.rating_kind,
      consolation: draft.format === "single_elimination" && draft.consolation,
      groups: draft.format === "groups_knockout" ? Number(draft.groups) : 1,
      advancing: draft.format === "groups_knockout" ? Number(draft.advancing) : 1,
      home_and_away: draft.format === "league" && draft.home_and_away,
      points_win: 2,
      points_loss: 0,
      waiver_ids: draft.waiver_ids.map(Number),
      divisions: draft.divisions.map((d) => ({
        name: d.name,
        cap: Number(d.cap),
        rating_min: optional(d.rating_min),
        rating_max: optional(d.rating_max),
        age_min: optional(d.age_min),
        age_max: optional(d.age_max),
      })),
    })
  return (
    <Card withBorder component="section" aria-label={t("competitions.setUp")}>
      <Stack gap="xs">
        <Title order={2} size="h4">
          {t("competitions.setUp")}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <TextInput
            label={t("competitions.name")}
            value={draft.name}
            onChange={(e) => change({ name: e.currentTarget.value })}
          />
          <Select
            label={t("competitions.formatLabel")}
            data={FORMATS.map((f) => ({ value: f, label: t(`competitions.format.${f}` as MessageId) }))}
            value={draft.format}
            onChange={(v) => v && change({ format: v as Format })}
            allowDeselect={false}
          />
          <Select
            label={t("competitions.sport")}
            data={SPORTS.map((s) => ({ value: s, label: t(`competitions.sport.${s}` as MessageId) }))}
            value={draft.sport}
            onChange={(v) => v && change({ sport: v as Sport })}
            allowDeselect={false}
          />
          <TextInput
            type="date"
            label={t("competitions.startsOn")}
            value={draft.starts_on}
            onChange={(e) => change({ starts_on: e.currentTarget.value })}
          />
          <TextInput
            type="date"
            label={t("competitions.endsOn")}
            value={draft.ends_on}
            onChange={(e) => change({ ends_on: e.currentTarget.value })}
          />
          <NumberInput
            label={t("competitions.fee")}
            min={0}
            decimalScale={currencyDecimals}
            value={draft.fee}
            onChange={(v) => change({ fee: v })}
          />
          <TextInput
            type="date"
            label={t("competitions.opensOn")}
            value={draft.opens_on}
            onChange={(e) => change({ opens_on: e.currentTarget.value })}
          />
          <TextInput
            type="date"
            label={t("competitions.closesOn")}
            value={draft.closes_on}
            onChange={(e) => change({ closes_on: e.currentTarget.value })}
          />
          <Select
            label={t("competitions.closesAt")}
            data={timeOptions(t("watch.midnight")).filter((o) => o.value !== "86400")}
            value={draft.closes_at}
            onChange={(v) => v && change({ closes_at: v })}
            allowDeselect={false}
          />
          <Select
            label={t("competitions.seedBy")}
            data={[
              { value: "", label: t("competitions.seedByEntry") },
              { value: `club_${draft.sport}`, label: t("competitions.seedByClub") },
              ...["dupr", "utr", "ntrp_default"].map((p) => ({ value: p, label: p.toUpperCase() })),
            ]}
            value={draft.rating_kind}
            onChange={(v) => change({ rating_kind: v ?? "" })}
            allowDeselect={false}
          />
          <MultiSelect
            label={t("competitions.waivers")}
            data={(waivers.data ?? [])
              .filter((w) => w.category === "programs")
              .map((w) => ({ value: String(w.id), label: w.name }))}
            value={draft.waiver_ids}
            onChange={(v) => change({ waiver_ids: v })}
          />
        </SimpleGrid>
        <SegmentedControl
          aria-label={t("competitions.teamSize")}
          value={draft.team_size}
          onChange={(v) => change({ team_size: v })}
          data={[
            { value: "1", label: t("competitions.singles") },
            { value: "2", label: t("competitions.doubles") },
          ]}
        />
        {draft.format === "single_elimination" && (
          <Checkbox
            label={t("competitions.consolation")}
            checked={draft.consolation}
            onChange={(e) => change({ consolation: e.currentTarget.checked })}
          />
        )}
        {draft.format === "groups_knockout" && (
          <Group grow>
            <NumberInput
              label={t("competitions.groups")}
              min={1}
              max={16}
              value={draft.groups}
              onChange={(v) => change({ groups: v })}
            />
            <NumberInput
              label={t("competitions.advancing")}
              min={1}
              max={4}
              value={draft.advancing}
              onChange={(v) => change({ advancing: v })}
            />
          </Group>
        )}
        {draft.format === "league" && (
          <Checkbox
            label={t("competitions.homeAndAway")}
            checked={draft.home_and_away}
            onChange={(e) => change({ home_and_away: e.currentTarget.checked })}
          />
        )}
        <Title order={3} size="h5">
          {t("competitions.divisions")}
        </Title>
        {draft.divisions.map((d, i) => (
          <SimpleGrid key={i} cols={{ base: 2, sm: 3 }} aria-label={t("competitions.divisionRow", { n: i + 1 })}>
            <TextInput
              label={t("competitions.divisionName")}
              value={d.name}
              onChange={(e) => changeDivision(i, { name: e.currentTarget.value })}
            />
            <NumberInput
              label={t("competitions.cap")}
              min={2}
              max={256}
              value={d.cap}
              onChange={(v) => changeDivision(i, { cap: v })}
            />
            <NumberInput
              label={t("competitions.ratingMin")}
              min={0}
              decimalScale={2}
              value={d.rating_min}
              onChange={(v) => changeDivision(i, { rating_min: v })}
            />
            <NumberInput
              label={t("competitions.ratingMax")}
              min={0}
              decimalScale={2}
              value={d.rating_max}
              onChange={(v) => changeDivision(i, { rating_max: v })}
            />
            <NumberInput
              label={t("competitions.ageMin")}
              min={1}
              max={120}
              value={d.age_min}
              onChange={(v) => changeDivision(i, { age_min: v })}
            />
            <NumberInput
              label={t("competitions.ageMax")}
              min={1}
              max={120}
              value={d.age_max}
              onChange={(v) => changeDivision(i, { age_max: v })}
            />
          </SimpleGrid>
        ))}
        <Group>
          <Button variant="subtle" onClick={() => change({ divisions: [...draft.divisions, NEW_DIVISION] })}>
            {t("competitions.addDivision")}
          </Button>
        </Group>
        <Text size="sm">{t("competitions.setUpNote")}</Text>
        {action.error !== undefined && <Failure message={action.error} />}
        <Group>
          <Button
            loading={action.busy === "create"}
            onClick={() =>
              void action.run(
                "create",
                create,
                () => {
                  setOpen(false)
                  setDraft(blank())
                  onCreated()
                },
                t("competitions.setUpDone"),
              )
            }
          >
            {t("competitions.create")}
          </Button>
          <Button variant="default" onClick={() => setOpen(false)}>
            {t("common.goBack")}
          </Button>
        </Group>
      </Stack>
    </Card>
  )
}
