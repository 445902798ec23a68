import { Badge, Button, Group, Select, Stack, Table, Text, TextInput, Title } from "@mantine/core"
import { useEffect, useState } from "react"
import { expiryProblem } from "../../../engine/payments"
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
import { useSession } from "../session"
import { Failure, Loaded, useAction, useLoad } from "./load"

/** Cards in the browser: saved cards, the test-mode label, a payment's progress at a reader. */

export const useProviders = (facilityId: number) => useLoad(() => paymentProviders(facilityId), [facilityId])

/** Said wherever a card is taken while the club's card account is a test account (demo mode). */
export const TestMode = ({ on }: { on: boolean | undefined }) =>
  on ? (
    <Badge color="orange" variant="light" aria-label="Test mode: no real card is charged">
      Test mode
    </Badge>
  ) : null

/** The actions on a saved card or a reader: make it the default (when it may be), remove it. */
export const DefaultOrRemove = ({ onDefault, onRemove }: { onDefault?: () => void; onRemove: () => void }) => (
  <Group gap={4}>
    {onDefault !== undefined && (
      <Button size="compact-xs" variant="light" onClick={onDefault}>
        Make default
      </Button>
    )}
    <Button size="compact-xs" variant="subtle" color="red" onClick={onRemove}>
      Remove
    </Button>
  </Group>
)

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
      <Text size="sm">No saved card yet (a person saves cards on their account page).</Text>
    )
  return (
    <Select
      label="Card"
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
  const readers = useLoad(() => listTerminals(facilityId), [facilityId])
  useEffect(() => {
    if (value === undefined && readers.data?.[0] !== undefined) onChange(readers.data[0].reader_id)
  }, [readers.data])
  if (readers.data !== undefined && readers.data.length === 0)
    return <Text size="sm">No card reader yet: a manager registers one under Manage › Payments.</Text>
  const chosen = readers.data?.find((r) => r.reader_id === value)
  return (
    <Stack gap={4}>
      <Select
        label="Reader"
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
  const [asking, setAsking] = useState(false)
  if (reader.action?.status !== "in_progress") return null
  return (
    <Group gap="xs">
      <Text size="sm" c="orange">
        {reader.label} is waiting for a card from an earlier payment.
      </Text>
      <Button size="compact-xs" variant="light" color="orange" onClick={() => setAsking(true)}>
        Clear the reader
      </Button>
      {asking && (
        <Confirm
          title={`Clear ${reader.label}?`}
          confirm="Clear the reader"
          color="orange"
          done={`${reader.label} is free.`}
          onClose={() => setAsking(false)}
          onConfirm={async () => {
            await cancelDeviceAction(reader.reader_id)
            await onCleared()
          }}
        >
          <Text role="note">
            The payment it waits for is cancelled: nothing is charged for it, and whatever it was for stays unpaid.
          </Text>
        </Confirm>
      )}
    </Group>
  )
}

const PROGRESS: Record<string, string> = {
  requires_payment_method: "Waiting for the card on the reader…",
  requires_capture: "Card read; taking the payment…",
  processing: "Processing…",
  succeeded: "Paid.",
  canceled: "Cancelled.",
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
    <Stack gap={4} role="status" aria-label="Card reader">
      <Group gap="xs">
        <Text size="sm">{failure ?? PROGRESS[status] ?? status}</Text>
        <TestMode on={testMode} />
      </Group>
      <Group gap="xs">
        {testMode && status === "requires_payment_method" && (
          <Button
            size="compact-sm"
            variant="light"
            onClick={() => void action.run("tap", () => presentTestCard(readerId))}
          >
            Tap a test card
          </Button>
        )}
        {status === "requires_payment_method" && (
          <Button
            size="compact-sm"
            variant="light"
            color="red"
            onClick={() => void action.run("cancel", () => cancelDeviceAction(readerId), onSettled)}
          >
            Cancel at reader
          </Button>
        )}
      </Group>
      {action.error !== undefined && <Failure message={action.error} />}
    </Stack>
  )
}

const TEST_CARDS = [
  { value: "tok_visa", label: "Visa ···· 4242" },
  { value: "tok_mastercard", label: "Mastercard ···· 4444" },
  { value: "tok_chargeDeclined", label: "Visa ···· 0002 (declines charges)" },
]

/** A person's saved cards at a facility: save one, choose the default, remove one. */
export const SavedCards = ({ userId, facilityId }: { userId: number; facilityId: number }) => {
  const cards = useCards(userId, facilityId)
  const providers = useProviders(facilityId)
  const testMode = providers.data?.cards.test_mode ?? false
  const [token, setToken] = useState("tok_visa")
  const [expiry, setExpiry] = useState("")
  const [name, setName] = useState("")
  const action = useAction()
  if (providers.data !== undefined && !providers.data.cards.available) return null
  const problem = expiry === "" ? undefined : expiryProblem(expiry, new Date())
  return (
    <Stack gap="xs" component="section" aria-label="Saved cards">
      <Group gap="xs">
        <Title order={3} size="h5">
          Saved cards
        </Title>
        <TestMode on={testMode} />
      </Group>
      <Loaded state={cards}>
        {(rows) =>
          rows.length === 0 ? (
            <Text size="sm">No saved card.</Text>
          ) : (
            <Table aria-label="Saved cards">
              <Table.Tbody>
                {rows.map((c) => (
                  <Table.Tr key={c.id}>
                    <Table.Td>
                      {cardLabel(c)} {c.is_default && <Badge size="sm">Default</Badge>}
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
                                  "Default card changed.",
                                )
                        }
                        onRemove={() =>
                          void action.run(`r${c.id}`, () => deleteCard(userId, c.id), announceCards, "Card removed.")
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
            label="Test card"
            data={TEST_CARDS}
            value={token}
            onChange={(v) => v && setToken(v)}
            allowDeselect={false}
            w={240}
          />
        ) : (
          <TextInput
            label="Card token"
            description="From the card provider's form"
            value={token}
            onChange={(e) => setToken(e.currentTarget.value)}
            w={220}
          />
        )}
        <TextInput
          label="Expiry (MMYY)"
          placeholder="1229"
          maxLength={4}
          w={110}
          value={expiry}
          error={problem}
          onChange={(e) => setExpiry(e.currentTarget.value.replace(/\D/g, ""))}
        />
        <TextInput label="Name on card" w={200} value={name} onChange={(e) => setName(e.currentTarget.value)} />
        <Button
          loading={action.busy === "add"}
          disabled={expiry.length !== 4 || problem !== undefined || name.trim() === ""}
          onClick={() =>
            void action.run(
              "add",
              () => addCard(userId, { facility_id: facilityId, token, expiry, name_on_card: name }),
              () => (setExpiry(""), setName(""), announceCards()),
              "Card saved.",
            )
          }
        >
          Save card
        </Button>
      </Group>
      {action.error !== undefined && <Failure message={action.error} />}
    </Stack>
  )
}
