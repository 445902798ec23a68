import { Badge, Button, Group, Select, Stack, Table, Text, TextInput, Title } from "@mantine/core"
import { useEffect, useState } from "react"
import { expiryProblem } from "../../../engine/payments/rules"
import {
  addCard,
  cancelDeviceAction,
  cardPayment,
  deleteCard,
  listCards,
  listTerminals,
  paymentProviders,
  presentTestCard,
  setDefaultCard,
} from "../api/providers"
import { Confirm } from "./Confirm"
import { type MessageId, useT } from "../i18n/I18n"
import { useSentence } from "../i18n/sentences"
import { useSession } from "../session"
import { Failure, Loaded, useAction, useLoad } from "./load"

/** Cards in the browser: saved cards, the test-mode label, a payment's progress at a reader. */

export const useProviders = (facilityId: number) => useLoad(() => paymentProviders(facilityId), [facilityId])

/** Said wherever a card is taken while the club's card account is a test account (demo mode). */
export const TestMode = ({ on }: { on: boolean | undefined }) => {
  const t = useT()
  return on ? (
    <Badge color="orange" variant="light" aria-label={t("cards.testModeNote")}>
      {t("cards.testMode")}
    </Badge>
  ) : null
}

/** The actions on a saved card or a reader: make it the default (when it may be), remove it. */
export const DefaultOrRemove = ({ onDefault, onRemove }: { onDefault?: () => void; onRemove: () => void }) => {
  const t = useT()
  return (
    <Group gap={4}>
      {onDefault !== undefined && (
        <Button size="compact-xs" variant="light" onClick={onDefault}>
          {t("cards.makeDefault")}
        </Button>
      )}
      <Button size="compact-xs" variant="subtle" color="red" onClick={onRemove}>
        {t("cards.remove")}
      </Button>
    </Group>
  )
}

type Card = Awaited<ReturnType<typeof listCards>>[number]

/** Saved cards changed somewhere on the page: every list of them loads again. */
const cardsChanged = new EventTarget()

/** A person's saved cards at a facility, kept current when a card is added, removed or made the default. */
const useCards = (userId: number, facilityId: number) => {
  const cards = useLoad(() => listCards(userId, facilityId), [userId, facilityId])
  const { reload } = cards
  useEffect(() => {
    const again = () => void reload()
    cardsChanged.addEventListener("changed", again)
    return () => cardsChanged.removeEventListener("changed", again)
  }, [reload])
  return cards
}
const announceCards = () => cardsChanged.dispatchEvent(new Event("changed"))

export const cardLabel = (c: Card) =>
  `${c.brand} ···· ${c.last4}${c.expiry === null ? "" : ` (${c.expiry.slice(0, 2)}/${c.expiry.slice(2)})`}`

/** Choose one of a person's saved cards at a facility. */
export const SavedCardPicker = ({
  userId,
  facilityId,
  value,
  onChange,
  allowAdd = false,
}: {
  userId: number
  facilityId: number
  value: number | undefined
  onChange: (cardId: number | undefined) => void
  /** In a payment dialog: with no card saved yet, one's own is saved right there. */
  allowAdd?: boolean
}) => {
  const t = useT()
  const cards = useCards(userId, facilityId)
  const usable = (cards.data ?? []).filter((c) => c.provider === "stripe")
  useEffect(() => {
    if (value === undefined && usable[0] !== undefined) onChange(usable[0].id)
  }, [cards.data])
  const me = useSession().session?.user?.id
  if (cards.data !== undefined && usable.length === 0)
    // One's own card is saved right here, without leaving what one is paying for.
    return allowAdd && userId === me ? (
      <SavedCards userId={userId} facilityId={facilityId} />
    ) : (
      <Text size="sm">{t("cards.noneYet")}</Text>
    )
  return (
    <Select
      label={t("cards.card")}
      w={220}
      data={usable.map((c) => ({ value: String(c.id), label: cardLabel(c) }))}
      value={value === undefined ? null : String(value)}
      onChange={(v) => onChange(v === null ? undefined : Number(v))}
      allowDeselect={false}
    />
  )
}

/** Choose one of the facility's card readers (its default first). */
export const ReaderPicker = ({
  facilityId,
  value,
  onChange,
}: {
  facilityId: number
  value: string | undefined
  onChange: (readerId: string | undefined) => void
}) => {
  const t = useT()
  const readers = useLoad(() => listTerminals(facilityId), [facilityId])
  useEffect(() => {
    if (value === undefined && readers.data?.[0] !== undefined) onChange(readers.data[0].reader_id)
  }, [readers.data])
  if (readers.data !== undefined && readers.data.length === 0) return <Text size="sm">{t("cards.noReader")}</Text>
  const chosen = readers.data?.find((r) => r.reader_id === value)
  return (
    <Stack gap={4}>
      <Select
        label={t("cards.reader")}
        w={200}
        data={(readers.data ?? []).map((r) => ({ value: r.reader_id, label: `${r.label} (${r.status})` }))}
        value={value ?? null}
        onChange={(v) => onChange(v ?? undefined)}
        allowDeselect={false}
      />
      {chosen !== undefined && <ReaderBusy reader={chosen} onCleared={readers.reload} />}
    </Stack>
  )
}

/**
 * A reader still waiting for a card from an earlier payment (a till closed mid-payment) refuses
 * every new one: it says so, and clears it after a confirmation (the waiting payment is cancelled).
 */
export const ReaderBusy = ({
  reader,
  onCleared,
}: {
  reader: { readonly reader_id: string; readonly label: string; readonly action: { readonly status: string } | null }
  onCleared: () => unknown
}) => {
  const t = useT()
  const [asking, setAsking] = useState(false)
  if (reader.action?.status !== "in_progress") return null
  return (
    <Group gap="xs">
      <Text size="sm" c="orange">
        {t("cards.readerWaiting", { reader: reader.label })}
      </Text>
      <Button size="compact-xs" variant="light" color="orange" onClick={() => setAsking(true)}>
        {t("cards.clearReader")}
      </Button>
      {asking && (
        <Confirm
          title={t("cards.clearTitle", { reader: reader.label })}
          confirm={t("cards.clearReader")}
          color="orange"
          done={t("cards.readerFree", { reader: reader.label })}
          onClose={() => setAsking(false)}
          onConfirm={async () => {
            await cancelDeviceAction(reader.reader_id)
            await onCleared()
          }}
        >
          <Text role="note">{t("cards.clearNote")}</Text>
        </Confirm>
      )}
    </Group>
  )
}

const PROGRESS: Record<string, MessageId> = {
  requires_payment_method: "cards.progress.waiting",
  requires_capture: "cards.progress.read",
  processing: "cards.progress.processing",
  succeeded: "cards.progress.paid",
  canceled: "cards.progress.cancelled",
}

/**
 * A payment waiting at a reader: what the reader says, every second and a half, until it is paid or
 * cancelled; the desk can cancel it there, and in test mode tap a test card.
 */
export const ReaderProgress = ({
  facilityId,
  intent,
  readerId,
  testMode,
  onSettled,
  settleWhenRead = false,
}: {
  facilityId: number
  intent: string
  readerId: string
  testMode: boolean
  onSettled: () => unknown
  /** Settles once the card is read (a payment to capture when it is recorded), not only when paid. */
  settleWhenRead?: boolean
}) => {
  const t = useT()
  const [status, setStatus] = useState<string>("requires_payment_method")
  const [failure, setFailure] = useState<string | null>(null)
  const action = useAction()
  useEffect(() => {
    let stopped = false
    const tick = async () => {
      try {
        const p = await cardPayment(facilityId, intent)
        if (stopped) return
        setStatus(p.status)
        setFailure(p.failure_message)
        const read = settleWhenRead && p.status === "requires_capture"
        if (read || p.status === "succeeded" || p.status === "canceled" || p.reader_action === "failed") {
          stopped = true
          await onSettled()
          return
        }
      } catch {
        // A missed poll is retried on the next tick.
      }
      if (!stopped) timer = setTimeout(() => void tick(), 1500)
    }
    let timer = setTimeout(() => void tick(), 300)
    return () => {
      stopped = true
      clearTimeout(timer)
    }
  }, [facilityId, intent, settleWhenRead])
  return (
    <Stack gap={4} role="status" aria-label={t("cards.cardReader")}>
      <Group gap="xs">
        <Text size="sm">{failure ?? (PROGRESS[status] === undefined ? status : t(PROGRESS[status]))}</Text>
        <TestMode on={testMode} />
      </Group>
      <Group gap="xs">
        {testMode && status === "requires_payment_method" && (
          <Button
            size="compact-sm"
            variant="light"
            onClick={() => void action.run("tap", () => presentTestCard(readerId))}
          >
            {t("cards.tapTest")}
          </Button>
        )}
        {status === "requires_payment_method" && (
          <Button
            size="compact-sm"
            variant="light"
            color="red"
            onClick={() => void action.run("cancel", () => cancelDeviceAction(readerId), onSettled)}
          >
            {t("cards.cancelAtReader")}
          </Button>
        )}
      </Group>
      {action.error !== undefined && <Failure message={action.error} />}
    </Stack>
  )
}

const TEST_CARDS: ReadonlyArray<{ value: string; label: MessageId }> = [
  { value: "tok_visa", label: "cards.test.visa" },
  { value: "tok_mastercard", label: "cards.test.mastercard" },
  { value: "tok_chargeDeclined", label: "cards.test.declines" },
]

/** A person's saved cards at a facility: save one, choose the default, remove one. */
export const SavedCards = ({ userId, facilityId }: { userId: number; facilityId: number }) => {
  const t = useT()
  const say = useSentence()
  const cards = useCards(userId, facilityId)
  const providers = useProviders(facilityId)
  const testMode = providers.data?.cards.test_mode ?? false
  const [token, setToken] = useState("tok_visa")
  const [expiry, setExpiry] = useState("")
  const [name, setName] = useState("")
  const action = useAction()
  if (providers.data !== undefined && !providers.data.cards.available) return null
  const problem = expiry === "" ? undefined : expiryProblem(expiry, new Date())
  const said = problem === undefined ? undefined : say(problem)
  return (
    <Stack gap="xs" component="section" aria-label={t("cards.saved")}>
      <Group gap="xs">
        <Title order={3} size="h5">
          {t("cards.saved")}
        </Title>
        <TestMode on={testMode} />
      </Group>
      <Loaded state={cards}>
        {(rows) =>
          rows.length === 0 ? (
            <Text size="sm">{t("cards.none")}</Text>
          ) : (
            <Table aria-label={t("cards.saved")}>
              <Table.Tbody>
                {rows.map((c) => (
                  <Table.Tr key={c.id}>
                    <Table.Td>
                      {cardLabel(c)} {c.is_default && <Badge size="sm">{t("cards.default")}</Badge>}
                    </Table.Td>
                    <Table.Td>{c.name_on_card}</Table.Td>
                    <Table.Td>
                      <DefaultOrRemove
                        onDefault={
                          c.is_default || c.provider !== "stripe"
                            ? undefined
                            : () =>
                                void action.run(
                                  `d${c.id}`,
                                  () => setDefaultCard(c.id),
                                  announceCards,
                                  t("cards.defaultChanged"),
                                )
                        }
                        onRemove={() =>
                          void action.run(`r${c.id}`, () => deleteCard(userId, c.id), announceCards, t("cards.removed"))
                        }
                      />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )
        }
      </Loaded>
      <Group align="end" gap="xs" wrap="wrap">
        {testMode ? (
          <Select
            label={t("cards.testCard")}
            data={TEST_CARDS.map((c) => ({ value: c.value, label: t(c.label) }))}
            value={token}
            onChange={(v) => v && setToken(v)}
            allowDeselect={false}
            w={240}
          />
        ) : (
          <TextInput
            label={t("cards.token")}
            description={t("cards.tokenNote")}
            value={token}
            onChange={(e) => setToken(e.currentTarget.value)}
            w={220}
          />
        )}
        <TextInput
          label={t("cards.expiry")}
          placeholder="1229"
          maxLength={4}
          w={110}
          value={expiry}
          error={said}
          onChange={(e) => setExpiry(e.currentTarget.value.replace(/\D/g, ""))}
        />
        <TextInput
          label={t("cards.nameOnCard")}
          w={200}
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
        />
        <Button
          loading={action.busy === "add"}
          disabled={expiry.length !== 4 || problem !== undefined || name.trim() === ""}
          onClick={() =>
            void action.run(
              "add",
              () => addCard(userId, { facility_id: facilityId, token, expiry, name_on_card: name }),
              () => (setExpiry(""), setName(""), announceCards()),
              t("account.cardSaved"),
            )
          }
        >
          {t("cards.save")}
        </Button>
      </Group>
      {action.error !== undefined && <Failure message={action.error} />}
    </Stack>
  )
}
