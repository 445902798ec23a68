import { Badge, Button, Group, SegmentedControl, Stack, Text } from "@mantine/core"
import { useState } from "react"
import {
  clinicLessonRegister,
  markClinicAttendance,
  payPendingClinicPackages,
  reservationRegister,
} from "../api/clinics"
import { money } from "./format"
import { Failure, Loaded, useAction, useLoad } from "./load"
import { STAFF_WAYS } from "./payWays"
import { TakeMoney } from "./TakeMoney"

const MARKS = [
  { value: "", label: "—" },
  { value: "present", label: "Here" },
  { value: "absent", label: "Absent" },
]

type Register = Awaited<ReturnType<typeof clinicLessonRegister>>
type Player = Register["players"][number]

/**
 * A session's register, as its coach takes it on a phone: each place marked here or absent. At the
 * desk (`desk` given, the session found by its reservation) each place also says what its purchase
 * still owes, and the desk takes it.
 */
export const ClinicRegister = ({
  lessonId,
  reservationId,
  desk,
}: {
  lessonId?: number
  reservationId?: number
  desk?: { readonly facilityId: number; readonly currency: string; readonly currency_decimals: number }
}) => {
  const register = useLoad(
    () => (lessonId !== undefined ? clinicLessonRegister(lessonId) : reservationRegister(reservationId!)),
    [lessonId, reservationId],
  )
  const [paying, setPaying] = useState<Player>()
  const action = useAction()
  const cash = (n: number) => (desk === undefined ? String(n) : money(n, desk.currency, desk.currency_decimals))
  return (
    <Loaded state={register}>
      {(r) => (
        <Stack gap={6} component="ul" className="plain-list" aria-label={`Register of ${r.clinic_name}`}>
          {r.players.length === 0 && (
            <Text component="li" c="dimmed">
              No one has a place yet.
            </Text>
          )}
          {r.players.map((p) => (
            <Group component="li" key={p.user_clinic_id} justify="space-between" wrap="nowrap">
              <Text size="sm">
                {p.guest_name ?? p.name}
                {p.guest_name !== null ? ` (for ${p.name})` : ""}
              </Text>
              <Group gap={6} wrap="nowrap">
                {desk !== undefined && p.amount_due > 0 && !p.waitlist && (
                  <Button size="compact-xs" variant="light" onClick={() => setPaying(p)}>
                    Take {cash(p.amount_due)}
                  </Button>
                )}
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
                        () => markClinicAttendance(r.lesson.id, p.user_clinic_id, v === "" ? null : v === "present"),
                        register.reload,
                      )
                    }
                  />
                )}
              </Group>
            </Group>
          ))}
          {action.error !== undefined && <Failure message={action.error} />}
          {paying !== undefined && desk !== undefined && (
            <TakeMoney
              facilityId={desk.facilityId}
              title="Take this clinic's payment?"
              amount={{ minor: paying.amount_due, shown: cash(paying.amount_due) }}
              ways={STAFF_WAYS}
              cardOwner={paying.user_id}
              description={`Clinic: ${r.clinic_name}`}
              done={`${r.clinic_name} for ${paying.name} is paid.`}
              onClose={() => setPaying(undefined)}
              says={(by) =>
                `${paying.name}'s purchase of ${r.clinic_name}: ${cash(paying.amount_due)}, taken now by ${by}. It pays every session of that purchase.`
              }
              take={async (how) => {
                await payPendingClinicPackages(r.clinic_id, {
                  ...how,
                  facility_id: desk.facilityId,
                  user_id: paying.user_id,
                  user_clinic_ids: [paying.user_clinic_id],
                })
                await register.reload()
              }}
            />
          )}
        </Stack>
      )}
    </Loaded>
  )
}
