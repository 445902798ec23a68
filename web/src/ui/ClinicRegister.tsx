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
import { type MessageId, useT } from "../i18n/I18n"

const MARKS: ReadonlyArray<{ value: string; label: MessageId }> = [
  { value: "", label: "register.unmarked" },
  { value: "present", label: "register.here" },
  { value: "absent", label: "register.absent" },
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
  const t = useT()
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
        <Stack gap={6} component="ul" className="plain-list" aria-label={t("register.of", { clinic: r.clinic_name })}>
          {r.players.length === 0 && (
            <Text component="li" c="dimmed">
              {t("register.empty")}
            </Text>
          )}
          {r.players.map((p) => (
            <Group component="li" key={p.user_clinic_id} justify="space-between" wrap="nowrap">
              <Text size="sm">
                {p.guest_name ?? p.name}
                {p.guest_name !== null ? ` ${t("register.guestOf", { person: p.name })}` : ""}
              </Text>
              <Group gap={6} wrap="nowrap">
                {desk !== undefined && p.amount_due > 0 && !p.waitlist && (
                  <Button size="compact-xs" variant="light" onClick={() => setPaying(p)}>
                    {t("takeMoney.take", { amount: cash(p.amount_due) })}
                  </Button>
                )}
                {p.waitlist || p.inquiry ? (
                  <Badge color="gray">{t(p.waitlist ? "register.waitlist" : "register.inquiry")}</Badge>
                ) : (
                  <SegmentedControl
                    size="xs"
                    aria-label={t("register.attended", { person: p.guest_name ?? p.name })}
                    data={MARKS.map((m) => ({ value: m.value, label: t(m.label) }))}
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
              title={t("register.payTitle")}
              amount={{ minor: paying.amount_due, shown: cash(paying.amount_due) }}
              ways={STAFF_WAYS}
              cardOwner={paying.user_id}
              description={t("register.payDescription", { clinic: r.clinic_name })}
              done={t("register.paid", { clinic: r.clinic_name, person: paying.name })}
              onClose={() => setPaying(undefined)}
              says={(by) =>
                t("register.paySays", {
                  person: paying.name,
                  clinic: r.clinic_name,
                  amount: cash(paying.amount_due),
                  by,
                })
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
