import { Badge, Group, SegmentedControl, Stack, Text } from "@mantine/core"
import { clinicLessonRegister, markClinicAttendance } from "../api/clinics"
import { Failure, Loaded, useAction, useLoad } from "./load"

const MARKS = [
  { value: "", label: "—" },
  { value: "present", label: "Here" },
  { value: "absent", label: "Absent" },
]

/** A session's register, as its coach takes it on a phone: each place marked here or absent. */
export const ClinicRegister = ({ lessonId }: { lessonId: number }) => {
  const register = useLoad(() => clinicLessonRegister(lessonId), [lessonId])
  const action = useAction()
  return (
    <Loaded state={register}>
      {(r) => (
        <Stack gap={6} component="ul" className="plain-list" aria-label={`Register of ${r.clinic_name}`}>
          {r.players.length === 0 && <Text c="dimmed">No one has a place yet.</Text>}
          {r.players.map((p) => (
            <Group component="li" key={p.user_clinic_id} justify="space-between" wrap="nowrap">
              <Text size="sm">
                {p.guest_name ?? p.name}
                {p.guest_name !== null ? ` (for ${p.name})` : ""}
              </Text>
              {p.waitlist || p.inquiry ? (
                <Badge color="gray">{p.waitlist ? "Waitlist" : "Inquiry"}</Badge>
              ) : (
                <SegmentedControl
                  size="xs"
                  aria-label={`${p.guest_name ?? p.name} attended`}
                  data={MARKS}
                  value={p.present === null ? "" : p.present ? "present" : "absent"}
                  onChange={(v) =>
                    void action.run(
                      `mark-${p.user_clinic_id}`,
                      () => markClinicAttendance(lessonId, p.user_clinic_id, v === "" ? null : v === "present"),
                      register.reload,
                    )
                  }
                />
              )}
            </Group>
          ))}
          {action.error !== undefined && <Failure message={action.error} />}
        </Stack>
      )}
    </Loaded>
  )
}
