import { Select, Text, Textarea, TextInput } from "@mantine/core"
import { useState } from "react"
import { EventFormat } from "../../../../engine/clinics/eventListings"
import { syncLessonWithEventService } from "../../api/clinics"
import { Confirm } from "../../ui/Confirm"
import { type MessageId, useT } from "../../i18n/I18n"

const FORMATS: Record<EventFormat, MessageId> = {
  class: "listing.class",
  camp: "listing.camp",
  tournament: "listing.tournament",
  game: "listing.game",
  social: "listing.social",
  other: "listing.other",
}

/** Lists one clinic session on Eventbrite (or brings its listing up to date) with the club's own account. */
export const ListSession = ({
  clinicId,
  lessonId,
  listed,
  onClose,
  onListed,
}: {
  clinicId: number
  lessonId: number
  listed: boolean
  onClose: () => void
  onListed: () => Promise<unknown>
}) => {
  const t = useT()
  const [format, setFormat] = useState<EventFormat>("class")
  const [description, setDescription] = useState("")
  const [league, setLeague] = useState("")
  return (
    <Confirm
      title={t(listed ? "listing.updateTitle" : "listing.listTitle")}
      confirm={t(listed ? "listing.update" : "listing.list")}
      color="blue"
      done={t(listed ? "listing.updated" : "listing.listed")}
      onClose={onClose}
      onConfirm={async () => {
        await syncLessonWithEventService(clinicId, {
          lesson_id: lessonId,
          event_format: format,
          game_description: description,
          league_name: league.trim() === "" ? null : league,
        })
        await onListed()
      }}
    >
      <Text role="note">{t("listing.says")}</Text>
      <Select
        label={t("listing.kind")}
        data={EventFormat.literals.map((f) => ({ value: f, label: t(FORMATS[f]) }))}
        value={format}
        onChange={(v) => v && setFormat(v as EventFormat)}
        allowDeselect={false}
      />
      <TextInput
        label={t("listing.league")}
        maxLength={60}
        value={league}
        onChange={(e) => setLeague(e.currentTarget.value)}
      />
      <Textarea
        label={t("listing.description")}
        autosize
        minRows={3}
        maxLength={4000}
        value={description}
        onChange={(e) => setDescription(e.currentTarget.value)}
      />
    </Confirm>
  )
}
