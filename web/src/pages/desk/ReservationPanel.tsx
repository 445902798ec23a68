import {
  Badge,
  Button,
  Checkbox,
  Card,
  Drawer,
  Group,
  NumberInput,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from "@mantine/core"
import { useEffect, useState } from "react"
import { ACTIVE_STATUSES } from "../../../../engine/reservations/rules"
import { useT } from "../../i18n/I18n"
import {
  applyFees,
  cancellationVerification,
  cancelReservation,
  changeReservationStatus,
  markNoShow,
  rainCheck,
  rainCheckVerification,
  toggleCheckin,
  updateTotals,
} from "../../api/reservations"
import { useManages } from "../../session"
import { money, timeOf, timeRange } from "../../ui/format"
import { releaseSlotHold, type SlotOffer } from "../../api/slotWatch"
import { Confirm } from "../../ui/Confirm"
import { ReservationMoney } from "../../ui/Payments"
import { ClinicRegister } from "../../ui/ClinicRegister"
import { LessonFromPackage } from "../../ui/LessonPackages"
import { Failure, Loaded, useAction, useLoad } from "../../ui/load"
import { toMinor } from "../../../../engine/money"

import { type Club, type Reservation } from "./shared"

/**
 * The desk's cancel: what will happen to the money, as the engine will do it (refunds by the club's
 * policy, a late fee the desk may waive), before the second click.
 */
const CancelAtDesk = ({
  reservationId,
  facilityId,
  onClose,
  onCancelled,
}: {
  reservationId: number
  facilityId: number
  onClose: () => void
  onCancelled: () => Promise<void>
}) => {
  const t = useT()
  const manages = useManages(facilityId)
  const [waive, setWaive] = useState(false)
  const check = useLoad(() => cancellationVerification(reservationId, waive), [reservationId, waive])
  // Remembered, not derived: once waived the verification shows no fee, and the box must stay to undo it.
  const [charged, setCharged] = useState(false)
  useEffect(() => {
    if (check.data !== undefined && check.data.late && check.data.fee > 0) setCharged(true)
  }, [check.data])
  return (
    <Confirm
      title={t("desk.cancelTitle")}
      confirm={t("desk.cancelConfirm")}
      done={t("desk.cancelled")}
      disabled={check.data === undefined || !check.data.allowed || check.loading}
      onClose={onClose}
      onConfirm={() => cancelReservation(reservationId, waive).then(onCancelled)}
    >
      <Loaded state={check}>{(verdict) => <Text role="note">{verdict.message}</Text>}</Loaded>
      {charged && manages && (
        <Checkbox label={t("desk.waive")} checked={waive} onChange={(e) => setWaive(e.currentTarget.checked)} />
      )}
    </Confirm>
  )
}

/** A rain check, confirmed with what it does with the money (the club's way, from the server). */
const RainCheckAtDesk = ({
  reservationId,
  onClose,
  onDone,
}: {
  reservationId: number
  onClose: () => void
  onDone: () => Promise<void>
}) => {
  const t = useT()
  const check = useLoad(() => rainCheckVerification(reservationId), [reservationId])
  return (
    <Confirm
      title={t("desk.rainTitle")}
      confirm={t("desk.rainConfirm")}
      done={t("desk.rainDone")}
      color="cyan"
      disabled={check.data === undefined || !check.data.allowed}
      onClose={onClose}
      onConfirm={() => rainCheck(reservationId).then(onDone)}
    >
      <Loaded state={check}>{(verdict) => <Text role="note">{verdict.message}</Text>}</Loaded>
    </Confirm>
  )
}

export const ReservationPanel = ({
  reservation: r,
  courtName,
  club,
  onClose,
  onChanged,
}: {
  reservation: Reservation
  courtName: string
  club: Club
  onClose: () => void
  onChanged: () => Promise<void>
}) => {
  const t = useT()
  const action = useAction()
  const [fee, setFee] = useState<number | string>("")
  const [description, setDescription] = useState("")
  const act = (name: string, call: () => Promise<unknown>, done: string) => void action.run(name, call, onChanged, done)
  const [confirming, setConfirming] = useState<"noshow" | "rain" | "cancel">()
  const who = r.users.length === 0 ? (r.guest_name ?? t("desk.thisBooking")) : r.users.map((u) => u.name).join(", ")
  const cash = (amount: number) => money(amount, club.currency, club.currency_decimals)
  const active = ACTIVE_STATUSES.includes(r.status)
  const said = { who, court: courtName, times: timeRange(r.hour_start, r.hour_end) }
  return (
    <Drawer
      opened
      onClose={onClose}
      position="right"
      title={t("desk.panelTitle", { kind: t(`kind.${r.kind}`), court: courtName })}
      size="md"
    >
      <Stack gap="sm">
        <Group justify="space-between">
          <Text fw={700}>{timeRange(r.hour_start, r.hour_end)}</Text>
          <Badge color={r.status === "checked" ? "blue" : r.status === "booked" ? "teal" : "gray"}>
            {t(`status.${r.status}`)}
          </Badge>
        </Group>
        {r.subkind !== null && <Text>{r.subkind}</Text>}
        <Title order={3} size="h5">
          {t("desk.players")}
        </Title>
        {r.kind === "clinic" ? (
          <ClinicRegister
            reservationId={r.id}
            desk={{ facilityId: r.facility_id, currency: club.currency, currency_decimals: club.currency_decimals }}
          />
        ) : r.users.length === 0 ? (
          <Text c="dimmed">{r.guest_name ?? t("desk.noPlayers")}</Text>
        ) : (
          <Stack gap={2}>
            {r.users.map((u) => (
              <Text key={u.id}>{u.guest ? t("reservations.guest", { name: u.name }) : u.name}</Text>
            ))}
          </Stack>
        )}
        {action.error !== undefined && <Failure message={action.error} />}
        <Group gap="xs">
          {r.status === "booked" && (
            <Button
              loading={action.busy === "in"}
              onClick={() => act("in", () => changeReservationStatus(r.id, "checked"), t("desk.checkedInDone"))}
            >
              {t("desk.checkIn")}
            </Button>
          )}
          {r.status === "checked" && (
            <Button
              variant="light"
              loading={action.busy === "toggle"}
              onClick={() => act("toggle", () => toggleCheckin(r.id), t("desk.checkInUndone"))}
            >
              {t("desk.undoCheckIn")}
            </Button>
          )}
          {active && (
            <>
              {/* A no-show is only a no-show once the booking has started: the server refuses one before. */}
              {new Date(r.starts_at).getTime() <= Date.now() && (
                <Button variant="light" color="orange" onClick={() => setConfirming("noshow")}>
                  {t("desk.noShow")}
                </Button>
              )}
              <Button variant="light" color="cyan" onClick={() => setConfirming("rain")}>
                {t("desk.rainCheck")}
              </Button>
              <Button variant="light" color="red" onClick={() => setConfirming("cancel")}>
                {t("reservations.cancel")}
              </Button>
            </>
          )}
        </Group>
        {confirming === "noshow" && (
          <Confirm
            title={t("desk.noShowTitle")}
            confirm={t("desk.noShowConfirm")}
            done={t("desk.noShowDone")}
            color="orange"
            onClose={() => setConfirming(undefined)}
            onConfirm={() => markNoShow(r.id).then(onChanged)}
          >
            <Text>{t("desk.noShowSays", said)}</Text>
          </Confirm>
        )}
        {confirming === "rain" && (
          <RainCheckAtDesk reservationId={r.id} onClose={() => setConfirming(undefined)} onDone={onChanged} />
        )}
        {confirming === "cancel" && (
          <CancelAtDesk
            reservationId={r.id}
            facilityId={r.facility_id}
            onClose={() => setConfirming(undefined)}
            onCancelled={onChanged}
          />
        )}
        <Title order={3} size="h5">
          {t("desk.feesTitle")}
        </Title>
        <Table aria-label={t("desk.feesTitle")}>
          <Table.Tbody>
            {r.fees.map((f) => (
              <Table.Tr key={f.id}>
                <Table.Td>
                  {f.user_index !== null && r.users[f.user_index]
                    ? t("desk.feeOf", { fee: f.description ?? t("desk.fee"), name: r.users[f.user_index]!.name })
                    : (f.description ?? t("desk.fee"))}
                </Table.Td>
                <Table.Td ta="right">{cash(f.amount)}</Table.Td>
              </Table.Tr>
            ))}
            <Table.Tr>
              <Table.Th>{t("book.total")}</Table.Th>
              <Table.Th ta="right">{cash(r.totals.total)}</Table.Th>
            </Table.Tr>
          </Table.Tbody>
        </Table>
        <Button
          variant="default"
          loading={action.busy === "totals"}
          onClick={() => act("totals", () => updateTotals(r.id), t("desk.recalculated"))}
        >
          {t("desk.recalculate")}
        </Button>
        <Group align="end">
          <NumberInput
            label={t("desk.addFeeAmount", { currency: club.currency })}
            value={fee}
            onChange={setFee}
            min={0}
            decimalScale={club.currency_decimals}
            maw={140}
          />
          <TextInput
            label={t("desk.for")}
            placeholder={t("desk.forHint")}
            value={description}
            onChange={(e) => setDescription(e.currentTarget.value)}
            style={{ flex: 1 }}
          />
          <Button
            disabled={fee === "" || Number(fee) <= 0}
            loading={action.busy === "fee"}
            onClick={() =>
              void action.run(
                "fee",
                () =>
                  applyFees(r.id, {
                    users_fees: [],
                    reservation_fees: [
                      {
                        amount: toMinor(fee, club.currency_decimals),
                        ...(description.trim() === "" ? {} : { description: description.trim() }),
                      },
                    ],
                  }),
                () => (setFee(""), setDescription(""), onChanged()),
                t("desk.feeAdded"),
              )
            }
          >
            {t("desk.addFee")}
          </Button>
        </Group>
        <LessonFromPackage lesson={r} onUsed={onChanged} />
        {/* A clinic's money is its purchases', taken in the register above; the court's own fees only if added. */}
        {(r.kind !== "clinic" || r.totals.total > 0) && (
          <ReservationMoney
            key={`${r.id}-${r.totals.total}`}
            reservationId={r.id}
            facilityId={r.facility_id}
            club={club}
            staff
            onChanged={onChanged}
          />
        )}
      </Stack>
    </Drawer>
  )
}

/** Slots held for players watching them: the desk may free one for everyone (nobody else is offered it). */
export const Holds = ({
  facilityId,
  zone,
  holds,
  onReleased,
}: {
  facilityId: number
  zone: string
  holds: ReadonlyArray<SlotOffer>
  onReleased: () => void
}) => {
  const t = useT()
  const [releasing, setReleasing] = useState<SlotOffer>()
  if (holds.length === 0) return null
  return (
    <Card withBorder component="section" aria-label={t("desk.heldTitle")} maw={720}>
      <Title order={3} size="h5" mb="xs">
        {t("desk.heldTitle")}
      </Title>
      <Stack gap={4}>
        {holds.map((h) => (
          <Group key={h.id} justify="space-between">
            <Text size="sm">
              {t("desk.holdOffered", {
                court: h.court,
                times: timeRange(h.hour_start, h.hour_end),
                person: h.person,
                time: timeOf(h.expires_at, zone),
              })}
            </Text>
            <Button size="xs" variant="light" color="red" onClick={() => setReleasing(h)}>
              {t("desk.release")}
            </Button>
          </Group>
        ))}
      </Stack>
      {releasing !== undefined && (
        <Confirm
          title={t("desk.releaseTitle")}
          confirm={t("desk.releaseConfirm")}
          done={t("desk.released")}
          onClose={() => setReleasing(undefined)}
          onConfirm={() => releaseSlotHold(facilityId, releasing.id).then(onReleased)}
        >
          <Text size="sm">
            {t("desk.releaseSays", {
              court: releasing.court,
              times: timeRange(releasing.hour_start, releasing.hour_end),
              person: releasing.person,
            })}
          </Text>
        </Confirm>
      )}
    </Card>
  )
}
