import { Select, Text, Textarea, TextInput } from "@mantine/core"
import { useState } from "react"
import { EventFormat } from "../../../../engine/eventListings"
import { syncLessonWithEventService } from "../../api/clinics"
import { Confirm } from "../../ui/Confirm"

const FORMATS: Record<EventFormat, string> = {
  class: "Class or training",
  camp: "Camp",
  tournament: "Tournament",
  game: "Game or competition",
  social: "Social or meet-up",
  other: "Other",
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
  const [format, setFormat] = useState<EventFormat>("class")
  const [description, setDescription] = useState("")
  const [league, setLeague] = useState("")
  return (
    <Confirm
      title={listed ? "Update the Eventbrite listing?" : "List this session on Eventbrite?"}
      confirm={listed ? "Update listing" : "List on Eventbrite"}
      color="blue"
      done={listed ? "Eventbrite listing updated." : "Session listed on Eventbrite."}
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
      <Text role="note">
        The session goes on the club's Eventbrite page with its time, its places left as free tickets and what you write
        here; players still enrol and pay at the club.
      </Text>
      <Select
        label="Kind of event"
        data={EventFormat.literals.map((f) => ({ value: f, label: FORMATS[f] }))}
        value={format}
        onChange={(v) => v && setFormat(v as EventFormat)}
        allowDeselect={false}
      />
      <TextInput
        label="League or series (optional)"
        maxLength={60}
        value={league}
        onChange={(e) => setLeague(e.currentTarget.value)}
      />
      <Textarea
        label="What players will do"
        autosize
        minRows={3}
        maxLength={4000}
        value={description}
        onChange={(e) => setDescription(e.currentTarget.value)}
      />
    </Confirm>
  )
}
