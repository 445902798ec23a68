import {
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  MultiSelect,
  NumberInput,
  Select,
  Stack,
  Switch,
  Table,
  Text,
  Textarea,
  TextInput,
  Title,
} from "@mantine/core"
import { useDebouncedValue } from "@mantine/hooks"
import { useEffect, useState } from "react"
import { LessonUnit } from "../../../../engine/clinics/rules"
import { clinicPriceTerms } from "../../ui/clinicTerms"
import { type MessageId, useT } from "../../i18n/I18n"
import { getFacility } from "../../api/facilities"
import {
  addClinicCategory,
  addClinicPrice,
  clinicOptions,
  createClinic,
  createClinicLesson,
  getClinic,
  listClinics,
  raincheckClinicLesson,
  updateClinic,
  updateClinicPrice,
  validateClinicSlug,
} from "../../api/clinics"
import { listFacilityWaivers } from "../../api/waivers"
import { Form } from "../../components"
import { ClinicRegister } from "../../ui/ClinicRegister"
import { RecordTable } from "../../ui/RecordTable"
import { Confirm } from "../../ui/Confirm"
import { longDate, namedApart, money, timeOptions, timeRange, todayAt } from "../../ui/format"
import { Loaded, useLoad } from "../../ui/load"
import { ListSession } from "./ListSession"
import { toMajor, toMinor } from "../../../../engine/money"

type Clinic = Awaited<ReturnType<typeof listClinics>>[number]
type Options = Awaited<ReturnType<typeof clinicOptions>>

const UNIT_LABELS: Record<(typeof LessonUnit.literals)[number], MessageId> = {
  session: "clinicEditor.unit.session",
  per_week: "clinicEditor.unit.perWeek",
  per_month: "clinicEditor.unit.perMonth",
  per_week_per_month: "clinicEditor.unit.perWeekPerMonth",
  per_week_per_next_sessions: "clinicEditor.unit.nextSessions",
}

/**
 * Managers build the club's clinics: the list of them first (who each is for, its places, its
 * prices), then the one chosen or a new one, with its prices, its sessions and each session's roster.
 */
export const ClinicsEditor = ({ facilityId }: { facilityId: number }) => {
  const t = useT()
  const clinics = useLoad(() => listClinics(facilityId), [facilityId])
  const options = useLoad(() => clinicOptions(facilityId), [facilityId])
  const [chosen, setChosen] = useState<number | "new">()
  return (
    <Loaded state={options}>
      {(o) => (
        <Stack gap="md">
          <Loaded state={clinics}>
            {(rows) => (
              <RecordTable
                label={t("clinicEditor.list")}
                rows={rows}
                empty={t("clinicEditor.none")}
                minWidth={520}
                columns={[
                  {
                    title: t("clinicEditor.clinic"),
                    cell: (c) => (
                      <>
                        {c.name}{" "}
                        {!c.active && (
                          <Badge size="sm" color="gray">
                            {t("clinicEditor.closed")}
                          </Badge>
                        )}
                        {c.category !== null && (
                          <Text size="xs" c="dimmed">
                            {c.category.name}
                          </Text>
                        )}
                      </>
                    ),
                  },
                  {
                    title: t("clinicEditor.for"),
                    cell: (c) =>
                      c.age_start === null && c.age_end === null
                        ? t("clinics.allAges")
                        : c.age_end === null
                          ? t("clinics.agesFrom", { from: c.age_start })
                          : c.age_start === null
                            ? t("clinics.agesUpTo", { to: c.age_end })
                            : t("clinics.ages", { from: c.age_start, to: c.age_end }),
                  },
                  { title: t("clinicEditor.places"), cell: (c) => t("clinicEditor.aSession", { places: c.capacity }) },
                  { title: t("clinicEditor.prices"), cell: (c) => c.prices.filter((p) => p.active).length },
                  {
                    title: "",
                    cell: (c) => (
                      <Button size="compact-xs" variant="light" onClick={() => setChosen(c.id)}>
                        {t("record.edit", { name: c.name })}
                      </Button>
                    ),
                  },
                ]}
              />
            )}
          </Loaded>
          <Group>
            <Button variant="light" onClick={() => setChosen("new")} disabled={chosen === "new"}>
              {t("clinicEditor.new")}
            </Button>
            {chosen !== undefined && (
              <Button variant="default" onClick={() => setChosen(undefined)}>
                {t("common.close")}
              </Button>
            )}
          </Group>
          {chosen !== undefined && (
            <ClinicForm
              key={String(chosen)}
              facilityId={facilityId}
              options={o}
              clinic={chosen === "new" ? undefined : clinics.data?.find((c) => c.id === chosen)}
              onSaved={async (id) => (await clinics.reload(), await options.reload(), setChosen(id))}
            />
          )}
          {chosen !== undefined && chosen !== "new" && (
            <PricesAndSessions
              key={chosen}
              facilityId={facilityId}
              clinicId={chosen}
              options={o}
              onChanged={clinics.reload}
            />
          )}
        </Stack>
      )}
    </Loaded>
  )
}

const ClinicForm = ({
  facilityId,
  options,
  clinic,
  onSaved,
}: {
  facilityId: number
  options: Options
  clinic: Clinic | undefined
  onSaved: (id: number) => unknown
}) => {
  const t = useT()
  const [f, setF] = useState({
    slug: clinic?.slug ?? "",
    name: clinic?.name ?? "",
    public_name: clinic?.public_name ?? "",
    description: clinic?.description ?? "",
    category: clinic?.category?.name ?? "",
    age_start: (clinic?.age_start ?? "") as number | string,
    age_end: (clinic?.age_end ?? "") as number | string,
    capacity: (clinic?.capacity ?? 8) as number | string,
    coach_ids: (clinic?.coach_ids ?? []).map(String),
    court_ids: (clinic?.court_ids ?? []).map(String),
    waiver_ids: (clinic?.waiver_ids ?? []).map(String),
    active: clinic?.active ?? true,
  })
  const waivers = useLoad(() => listFacilityWaivers(facilityId), [facilityId])
  const [slug] = useDebouncedValue(f.slug, 300)
  const [slugProblem, setSlugProblem] = useState<string | null>(null)
  useEffect(() => {
    if (slug === "") return setSlugProblem(null)
    void validateClinicSlug(facilityId, slug, clinic?.id).then((r) => setSlugProblem(r.message))
  }, [slug])
  const optional = (v: number | string) => (v === "" ? null : Number(v))
  const save = async () => {
    // A category named here that the club has not got yet is added first.
    const known = options.categories.find((c) => c.name.toLowerCase() === f.category.trim().toLowerCase())
    const category =
      f.category.trim() === "" ? null : (known ?? (await addClinicCategory(facilityId, f.category.trim())))
    const body = {
      slug: f.slug,
      name: f.name,
      public_name: f.public_name.trim() === "" ? null : f.public_name,
      description: f.description,
      category_id: category?.id ?? null,
      age_start: optional(f.age_start),
      age_end: optional(f.age_end),
      capacity: Number(f.capacity),
      coach_ids: f.coach_ids.map(Number),
      court_ids: f.court_ids.map(Number),
      waiver_ids: f.waiver_ids.map(Number),
      active: f.active,
    }
    const saved =
      clinic === undefined ? await createClinic(facilityId, body) : await updateClinic(facilityId, clinic.id, body)
    await onSaved(saved.id)
  }
  return (
    <Card
      withBorder
      component="section"
      aria-label={t(clinic === undefined ? "clinicEditor.new" : "clinicEditor.clinic")}
    >
      <Form onSubmit={save} submit={t(clinic === undefined ? "clinicEditor.add" : "clinicEditor.save")}>
        <Group grow align="start">
          <TextInput
            label={t("clinicEditor.name")}
            required
            value={f.name}
            onChange={(e) => setF({ ...f, name: e.currentTarget.value })}
          />
          <TextInput
            label={t("clinicEditor.slug")}
            required
            value={f.slug}
            error={slugProblem}
            onChange={(e) => setF({ ...f, slug: e.currentTarget.value })}
          />
        </Group>
        <Group grow align="start">
          <TextInput
            label={t("clinicEditor.publicName")}
            value={f.public_name}
            onChange={(e) => setF({ ...f, public_name: e.currentTarget.value })}
          />
          <Select
            label={t("clinicEditor.category")}
            data={options.categories.map((c) => c.name)}
            value={f.category === "" ? null : f.category}
            onChange={(v) => setF({ ...f, category: v ?? "" })}
            searchable
            clearable
          />
        </Group>
        <TextInput
          label={t("products.newCategory")}
          description={t("clinicEditor.newCategoryHint")}
          value={options.categories.some((c) => c.name === f.category) ? "" : f.category}
          onChange={(e) => setF({ ...f, category: e.currentTarget.value })}
        />
        <Textarea
          label={t("clinicEditor.description")}
          autosize
          value={f.description}
          onChange={(e) => setF({ ...f, description: e.currentTarget.value })}
        />
        <Group grow>
          <NumberInput
            label={t("clinicEditor.youngest")}
            min={0}
            max={120}
            value={f.age_start}
            onChange={(v) => setF({ ...f, age_start: v })}
          />
          <NumberInput
            label={t("clinicEditor.oldest")}
            min={0}
            max={120}
            value={f.age_end}
            onChange={(v) => setF({ ...f, age_end: v })}
          />
          <NumberInput
            label={t("clinicEditor.placesPerSession")}
            min={1}
            max={500}
            value={f.capacity}
            onChange={(v) => setF({ ...f, capacity: v })}
          />
        </Group>
        <MultiSelect
          label={t("clinicEditor.coaches")}
          data={namedApart(options.coaches)}
          value={f.coach_ids}
          onChange={(coach_ids) => setF({ ...f, coach_ids })}
        />
        <MultiSelect
          label={t("clinicEditor.courts")}
          data={options.courts.map((c) => ({ value: String(c.id), label: c.name }))}
          value={f.court_ids}
          onChange={(court_ids) => setF({ ...f, court_ids })}
        />
        <MultiSelect
          label={t("clinicEditor.waivers")}
          description={t("clinicEditor.waiversHint")}
          data={(waivers.data ?? [])
            .filter((w) => w.category === "programs")
            .map((w) => ({ value: String(w.id), label: w.name }))}
          value={f.waiver_ids}
          onChange={(waiver_ids) => setF({ ...f, waiver_ids })}
        />
        <Switch
          label={t("clinicEditor.taking")}
          checked={f.active}
          onChange={(e) => setF({ ...f, active: e.currentTarget.checked })}
        />
      </Form>
    </Card>
  )
}

const PricesAndSessions = ({
  facilityId,
  clinicId,
  options,
  onChanged,
}: {
  facilityId: number
  clinicId: number
  options: Options
  /** The list's counts follow what changed here. */
  onChanged: () => unknown
}) => {
  const t = useT()
  const shown = useLoad(() => getClinic(clinicId, { facility_id: facilityId }), [clinicId])
  const club = useLoad(() => getFacility(facilityId), [facilityId])
  const blankPrice = {
    name: "",
    lessons: 1 as number | string,
    lesson_unit: "session" as (typeof LessonUnit.literals)[number],
    amount: "" as number | string,
    refundable: true,
    active: true,
  }
  const [price, setPrice] = useState(blankPrice)
  /** The price being changed; none: a new one is being added. */
  const [editing, setEditing] = useState<number>()
  const [roster, setRoster] = useState<number>()
  const changed = async () => (await shown.reload(), await onChanged())
  const [sessions, setSessions] = useState({
    court: options.courts[0] === undefined ? "" : String(options.courts[0].id),
    date: "",
    start: String(18 * 3600),
    end: String(19 * 3600),
    weeks: 4 as number | string,
  })
  const [raining, setRaining] = useState<number>()
  const [listing, setListing] = useState<number>()
  const decimals = club.data?.currency_decimals ?? 2
  const cash = (n: number) => money(n, club.data?.currency ?? "USD", decimals)
  const times = timeOptions(t("watch.midnight"))
  return (
    <Loaded state={shown}>
      {({ clinic, lessons }) => (
        <Stack gap="md">
          <Card withBorder component="section" aria-label={t("clinicEditor.prices")}>
            <Title order={2} size="h4" mb="xs">
              {t("clinicEditor.prices")}
            </Title>
            {clinic.prices.length === 0 && <Text c="dimmed">{t("clinicEditor.noPrices")}</Text>}
            {clinic.prices.map((p) => (
              <Group key={p.id} gap="xs">
                <Text c={p.active ? undefined : "dimmed"}>
                  {[
                    t("clinicEditor.priceLine", {
                      name: p.name,
                      terms: clinicPriceTerms(t, p.lessons, p.lesson_unit),
                      amount: cash(p.amount),
                    }),
                    ...(p.refundable ? [] : [t("clinicEditor.notRefundable")]),
                    ...(p.active ? [] : [t("clinicEditor.offSale")]),
                  ].join(" ")}
                </Text>
                <Button
                  size="compact-xs"
                  variant="subtle"
                  onClick={() => (
                    setEditing(p.id),
                    setPrice({
                      name: p.name,
                      lessons: p.lessons,
                      lesson_unit: p.lesson_unit,
                      amount: toMajor(p.amount, decimals),
                      refundable: p.refundable,
                      active: p.active,
                    })
                  )}
                >
                  {t("packageEditor.changeNamed", { name: p.name })}
                </Button>
              </Group>
            ))}
            <Form
              submit={t(editing === undefined ? "teachers.addPrice" : "clinicEditor.savePrice")}
              onSubmit={async () => {
                const body = {
                  name: price.name,
                  lessons: Number(price.lessons),
                  lesson_unit: price.lesson_unit,
                  amount: toMinor(price.amount, decimals),
                  refundable: price.refundable,
                  active: price.active,
                }
                if (editing === undefined) await addClinicPrice(facilityId, clinicId, body)
                else await updateClinicPrice(facilityId, clinicId, editing, body)
                setEditing(undefined)
                setPrice(blankPrice)
                await changed()
              }}
            >
              <Group grow align="end">
                <TextInput
                  label={t("clinicEditor.priceName")}
                  required
                  value={price.name}
                  onChange={(e) => setPrice({ ...price, name: e.currentTarget.value })}
                />
                <NumberInput
                  label={t("clinicEditor.sessions")}
                  min={1}
                  value={price.lessons}
                  onChange={(lessons) => setPrice({ ...price, lessons })}
                />
              </Group>
              <Group grow align="end">
                <Select
                  label={t("clinicEditor.counted")}
                  data={LessonUnit.literals.map((u) => ({ value: u, label: t(UNIT_LABELS[u]) }))}
                  value={price.lesson_unit}
                  onChange={(v) => v && setPrice({ ...price, lesson_unit: v as typeof price.lesson_unit })}
                  allowDeselect={false}
                />
                <NumberInput
                  label={t("plans.amount", { currency: club.data?.currency ?? "" })}
                  min={0}
                  decimalScale={decimals}
                  value={price.amount}
                  onChange={(amount) => setPrice({ ...price, amount })}
                />
              </Group>
              <Group>
                <Switch
                  label={t("clinicEditor.refundable")}
                  checked={price.refundable}
                  onChange={(e) => setPrice({ ...price, refundable: e.currentTarget.checked })}
                />
                <Switch
                  label={t("packageEditor.onSale")}
                  checked={price.active}
                  onChange={(e) => setPrice({ ...price, active: e.currentTarget.checked })}
                />
                {editing !== undefined && (
                  <Button variant="default" size="xs" onClick={() => (setEditing(undefined), setPrice(blankPrice))}>
                    {t("clinicEditor.newPriceInstead")}
                  </Button>
                )}
              </Group>
            </Form>
          </Card>
          <Card withBorder component="section" aria-label={t("clinicEditor.sessions")}>
            <Title order={2} size="h4" mb="xs">
              {t("clinicEditor.sessions")}
            </Title>
            <Table.ScrollContainer minWidth={420}>
              <Table aria-label={t("clinicEditor.sessionsTable")}>
                <Table.Tbody>
                  {lessons.map((l) => [
                    <Table.Tr key={l.id}>
                      <Table.Td>
                        {longDate(l.date, club.data?.time_zone ?? "UTC")}, {timeRange(l.hour_start, l.hour_end)}
                      </Table.Td>
                      <Table.Td>
                        {l.waitlisted > 0
                          ? t("clinicEditor.takenWaiting", {
                              taken: l.taken,
                              places: clinic.capacity,
                              waiting: l.waitlisted,
                            })
                          : `${l.taken}/${clinic.capacity}`}
                      </Table.Td>
                      <Table.Td>
                        {l.cancelled ? (
                          <Badge color="gray">{t("clinicEditor.cancelled")}</Badge>
                        ) : l.raincheck ? (
                          <Badge color="blue">{t("clinicEditor.rainCheck")}</Badge>
                        ) : (
                          <Button size="compact-xs" variant="subtle" onClick={() => setRaining(l.id)}>
                            {t("clinicEditor.rainCheck")}
                          </Button>
                        )}
                      </Table.Td>
                      <Table.Td>
                        {l.listed_on.map((x) => (
                          <Anchor key={x.service} href={x.url} target="_blank" rel="noreferrer" size="sm" mr="xs">
                            {t("clinicEditor.onEventbrite")}
                          </Anchor>
                        ))}
                        {!l.cancelled && Date.parse(l.starts_at) > Date.now() && (
                          <Button size="compact-xs" variant="subtle" onClick={() => setListing(l.id)}>
                            {t(l.listed_on.length > 0 ? "listing.update" : "listing.list")}
                          </Button>
                        )}
                      </Table.Td>
                      <Table.Td>
                        <Button
                          size="compact-xs"
                          variant="subtle"
                          onClick={() => setRoster(roster === l.id ? undefined : l.id)}
                        >
                          {t(roster === l.id ? "clinicEditor.closeRoster" : "clinicEditor.roster")}
                        </Button>
                      </Table.Td>
                    </Table.Tr>,
                    roster === l.id && club.data !== undefined && (
                      <Table.Tr key={`${l.id}-roster`}>
                        <Table.Td colSpan={5}>
                          <ClinicRegister lessonId={l.id} desk={{ facilityId, ...club.data }} />
                        </Table.Td>
                      </Table.Tr>
                    ),
                  ])}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
            <Form
              submit={t("clinicEditor.addSessions")}
              onSubmit={async () => {
                await createClinicLesson({
                  clinic_id: clinicId,
                  court_id: Number(sessions.court),
                  date: sessions.date,
                  hour_start: Number(sessions.start),
                  hour_end: Number(sessions.end),
                  weeks: Number(sessions.weeks),
                })
                await changed()
              }}
            >
              <Group grow align="end">
                <Select
                  label={t("cameras.court")}
                  data={options.courts.map((c) => ({ value: String(c.id), label: c.name }))}
                  value={sessions.court}
                  onChange={(v) => v && setSessions({ ...sessions, court: v })}
                  allowDeselect={false}
                />
                <TextInput
                  type="date"
                  label={t("clinicEditor.firstDay")}
                  required
                  min={todayAt(club.data?.time_zone ?? "UTC")}
                  value={sessions.date}
                  onChange={(e) => setSessions({ ...sessions, date: e.currentTarget.value })}
                />
              </Group>
              <Group grow align="end">
                <Select
                  label={t("banners.from")}
                  data={times.slice(0, -1)}
                  value={sessions.start}
                  onChange={(v) => v && setSessions({ ...sessions, start: v })}
                  allowDeselect={false}
                />
                <Select
                  label={t("clinicEditor.to")}
                  data={times.slice(1)}
                  value={sessions.end}
                  onChange={(v) => v && setSessions({ ...sessions, end: v })}
                  allowDeselect={false}
                />
                <NumberInput
                  label={t("clinicEditor.weeks")}
                  min={1}
                  max={52}
                  value={sessions.weeks}
                  onChange={(weeks) => setSessions({ ...sessions, weeks })}
                />
              </Group>
            </Form>
          </Card>
          {listing !== undefined && (
            <ListSession
              clinicId={clinicId}
              lessonId={listing}
              listed={lessons.some((l) => l.id === listing && l.listed_on.length > 0)}
              onClose={() => setListing(undefined)}
              onListed={shown.reload}
            />
          )}
          {raining !== undefined && (
            <Confirm
              title={t("clinicEditor.rainTitle")}
              confirm={t("clinicEditor.rainCheck")}
              done={t("clinicEditor.rained")}
              onClose={() => setRaining(undefined)}
              onConfirm={async () => (await raincheckClinicLesson(raining), await changed())}
            >
              <Text role="note">{t("clinicEditor.rainSays")}</Text>
            </Confirm>
          )}
        </Stack>
      )}
    </Loaded>
  )
}
