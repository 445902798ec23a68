import { Alert, Button, Checkbox, Group, Modal, MultiSelect, Select, Stack, TagsInput, TextInput } from "@mantine/core"
import { useDebouncedValue } from "@mantine/hooks"
import { useEffect, useState } from "react"
import { useT } from "../../i18n/I18n"
import { bookAsAdmin, prosWithReservations } from "../../api/reservations"
import { guestUsers, searchUsers } from "../../api/users"
import { type Selection } from "../../ui/DayGrid"
import { namedApart, personLabel, timeOfDay } from "../../ui/format"
import { Failure, useAction, useLoad } from "../../ui/load"

import { KINDS } from "./shared"

export const NewBooking = ({
  facilityId,
  date,
  courts,
  cells,
  rounding,
  selection,
  onClose,
  onBooked,
}: {
  facilityId: number
  date: string
  courts: ReadonlyArray<{ id: number; name: string }>
  cells: ReadonlyArray<number>
  rounding: number
  selection: Selection
  onClose: () => void
  onBooked: (id: number) => void
}) => {
  const t = useT()
  const [courtId, setCourtId] = useState(selection.courtId)
  const [start, setStart] = useState(selection.start)
  const [end, setEnd] = useState(selection.end)
  const [kind, setKind] = useState<(typeof KINDS)[number]>("reservation")
  const [subkind, setSubkind] = useState("")
  const [teacher, setTeacher] = useState<string | null>(null)
  const [outside, setOutside] = useState(false)
  const [search, setSearch] = useState("")
  const [debounced] = useDebouncedValue(search, 250)
  const [players, setPlayers] = useState<Array<{ value: string; label: string }>>([])
  const [guests, setGuests] = useState<Array<string>>([])
  const guestList = useLoad(() => guestUsers(facilityId), [facilityId])
  const found = useLoad(
    () => (debounced.trim().length < 2 ? Promise.resolve([]) : searchUsers({ q: debounced, facility_id: facilityId })),
    [debounced, facilityId],
  )
  const pros = useLoad(() => prosWithReservations(facilityId, date), [facilityId, date])
  const action = useAction()
  useEffect(() => {
    setCourtId(selection.courtId)
    setStart(selection.start)
    setEnd(selection.end)
  }, [selection])
  const times = [...cells, (cells[cells.length - 1] ?? 0) + 900].filter((s) => s % rounding === 0)
  const options = [
    ...players,
    ...(found.data ?? [])
      .filter((u) => !players.some((p) => p.value === String(u.id)))
      .map((u) => ({ value: String(u.id), label: personLabel(u) })),
  ]
  return (
    <Modal opened onClose={onClose} title={t("desk.newBooking")} size="lg">
      <Stack gap="sm">
        <Group grow wrap="wrap" align="end">
          <Select
            label={t("book.court")}
            data={courts.map((c) => ({ value: String(c.id), label: c.name }))}
            value={String(courtId)}
            onChange={(v) => v && setCourtId(Number(v))}
            allowDeselect={false}
          />
          <Select
            label={t("desk.from")}
            data={times.map((s) => ({ value: String(s), label: timeOfDay(s) }))}
            value={String(start)}
            onChange={(v) => v && setStart(Number(v))}
            allowDeselect={false}
          />
          <Select
            label={t("desk.to")}
            data={times.filter((s) => s > start).map((s) => ({ value: String(s), label: timeOfDay(s) }))}
            value={String(end)}
            onChange={(v) => v && setEnd(Number(v))}
            allowDeselect={false}
          />
        </Group>
        <Group grow wrap="wrap" align="end">
          <Select
            label={t("desk.kind")}
            data={KINDS.map((k) => ({ value: k, label: t(`kind.${k}`) }))}
            value={kind}
            onChange={(v) => v && setKind(v as (typeof KINDS)[number])}
            allowDeselect={false}
          />
          <TextInput
            label={t("desk.detail")}
            placeholder={t("desk.detailHint")}
            value={subkind}
            onChange={(e) => setSubkind(e.currentTarget.value)}
          />
          {kind === "lesson" && (
            <Select
              label={t("desk.teacher")}
              data={namedApart(pros.data ?? [])}
              value={teacher}
              onChange={setTeacher}
              clearable
            />
          )}
        </Group>
        <MultiSelect
          label={t("desk.players")}
          placeholder={t("desk.searchMembers")}
          searchable
          searchValue={search}
          onSearchChange={setSearch}
          data={options}
          value={players.map((p) => p.value)}
          onChange={(values) => setPlayers(options.filter((o) => values.includes(o.value)))}
          filter={({ options: all }) => all}
          nothingFoundMessage={debounced.trim().length < 2 ? t("book.typeTwoLetters") : t("desk.noMember")}
        />
        <TagsInput
          label={t("desk.guests")}
          description={t("desk.guestsHint")}
          // A guest is written by name: two people of one name are one suggestion (members are told
          // apart by e-mail among the players above).
          data={[...new Set((guestList.data ?? []).map((g) => `${g.first_name} ${g.last_name}`.trim()))]}
          value={guests}
          onChange={setGuests}
          maxTags={8}
        />
        {guestList.error !== undefined && (
          <Alert color="red" variant="light" role="alert">
            {t("desk.guestListFailure")}
          </Alert>
        )}
        {action.error !== undefined && <Failure message={action.error} />}
        {kind === "lesson" && teacher !== null && action.reason === "outside_teacher_hours" && (
          // Said by the server first; the desk books it anyway only on the teacher's word.
          <Checkbox
            label={t("desk.outsideHours")}
            checked={outside}
            onChange={(e) => setOutside(e.currentTarget.checked)}
          />
        )}
        <Group justify="end">
          <Button variant="default" onClick={onClose}>
            {t("common.close")}
          </Button>
          <Button
            loading={action.busy === "book"}
            onClick={() =>
              void action.run("book", async () => {
                const r = await bookAsAdmin(courtId, {
                  date,
                  hour_start: start,
                  hour_end: end,
                  kind,
                  subkind: subkind.trim() === "" ? null : subkind.trim(),
                  reservation_type: 0,
                  player_ids: players.map((p) => Number(p.value)),
                  guests,
                  teacher_id: kind === "lesson" && teacher !== null ? Number(teacher) : null,
                  extra_court_ids: [],
                  outside_teacher_hours: outside,
                })
                onBooked(r.id)
              })
            }
          >
            {t("desk.book")}
          </Button>
        </Group>
      </Stack>
    </Modal>
  )
}
