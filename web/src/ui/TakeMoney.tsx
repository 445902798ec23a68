import { Button, Group, Modal, Stack, Text } from "@mantine/core"
import { type ReactNode, useEffect, useRef, useState } from "react"
import type { PayMethod } from "../../../engine/payments/rules"
import { cancelDeviceAction, cardPayment, createCardPayment } from "../api/providers"
import { ReaderPicker, ReaderProgress, SavedCardPicker, TestMode, useProviders } from "./CardPayments"
import { useT } from "../i18n/I18n"
import type { PayWay } from "./payWays"
import { PayWaySelect } from "./PayWaySelect"
import { Failure, useAction } from "./load"

/** How a sale is paid, as the engine's sale calls take it. */
export interface HowTaken {
  readonly method: PayMethod
  readonly card_id?: number
  readonly payment_intent_id?: string
  readonly device_id?: string
}

/**
 * The desk takes money for something: says what and how, and takes it on the second click. A card
 * at the reader is asked for first; the sale is recorded only once the card is read (its payment is
 * captured with the record), and closing the dialog while the reader waits clears the reader.
 */
export const TakeMoney = ({
  facilityId,
  title,
  amount,
  ways,
  cardOwner,
  description,
  says,
  done,
  take,
  onClose,
}: {
  facilityId: number
  title: string
  /** What is taken, as the button says it ("Take $60.00"). */
  amount: { readonly minor: number; readonly shown: string }
  ways: ReadonlyArray<PayWay>
  /** Whose saved cards a "card" way offers. */
  cardOwner?: number | undefined
  /** What the reader's payment says it is for. */
  description: string
  says: (wayLabel: string) => ReactNode
  done: string
  take: (how: HowTaken) => Promise<unknown>
  onClose: () => void
}) => {
  const t = useT()
  const [way, setWay] = useState(ways[0]!.value)
  const [cardId, setCardId] = useState<number>()
  const [readerId, setReaderId] = useState<string>()
  const [atReader, setAtReader] = useState<{ readonly intent: string; readonly reader: string }>()
  const waiting = useRef<string | undefined>(undefined)
  waiting.current = atReader?.reader
  const providers = useProviders(facilityId)
  const action = useAction()
  const chosen = ways.find((w) => w.value === way)
  const label = chosen === undefined ? way : t(chosen.label)
  // A reader left waiting would refuse every later sale: it is cleared when the dialog goes.
  useEffect(
    () => () => {
      if (waiting.current !== undefined) void cancelDeviceAction(waiting.current).catch(() => undefined)
    },
    [],
  )
  const read = async ({ intent, reader }: { readonly intent: string; readonly reader: string }) => {
    const p = await cardPayment(facilityId, intent)
    waiting.current = undefined
    setAtReader(undefined)
    if (p.status !== "requires_capture" && p.status !== "succeeded")
      throw new Error(p.failure_message ?? t("takeMoney.notTaken"))
    await take({ method: "card_reader", payment_intent_id: intent, device_id: reader })
  }
  const start = async () => {
    if (way !== "card_reader")
      return take({ method: way as PayMethod, ...(way === "card" ? { card_id: cardId! } : {}) })
    const started = await createCardPayment(facilityId, {
      amount: amount.minor,
      ...(readerId === undefined ? {} : { device_id: readerId }),
      description,
    })
    setAtReader({ intent: started.payment_intent_id, reader: started.device_id ?? readerId ?? "" })
    return "at reader"
  }
  return (
    <Modal opened onClose={onClose} title={title}>
      <Stack>
        <Text role="note">{says(label)}</Text>
        <PayWaySelect ways={ways} value={way} onChange={setWay} disabled={atReader !== undefined} />
        {way === "card" && cardOwner !== undefined && (
          <Group align="end" gap="xs">
            <SavedCardPicker userId={cardOwner} facilityId={facilityId} value={cardId} onChange={setCardId} allowAdd />
            <TestMode on={providers.data?.cards.test_mode} />
          </Group>
        )}
        {way === "card_reader" && atReader === undefined && (
          <ReaderPicker facilityId={facilityId} value={readerId} onChange={setReaderId} />
        )}
        {atReader !== undefined && (
          <ReaderProgress
            facilityId={facilityId}
            intent={atReader.intent}
            readerId={atReader.reader}
            testMode={providers.data?.cards.test_mode ?? false}
            settleWhenRead
            onSettled={() => action.run("read", () => read(atReader), onClose, done)}
          />
        )}
        {action.error !== undefined && <Failure message={action.error} />}
        <Group justify="end">
          <Button variant="default" onClick={onClose}>
            {t(atReader === undefined ? "common.goBack" : "takeMoney.stopReader")}
          </Button>
          {atReader === undefined && (
            <Button
              loading={action.busy === "take"}
              disabled={(way === "card" && cardId === undefined) || (way === "card_reader" && readerId === undefined)}
              onClick={() =>
                void action.run(
                  "take",
                  start,
                  () => (way === "card_reader" ? undefined : onClose()),
                  way === "card_reader" ? t("takeMoney.sent") : done,
                )
              }
            >
              {t(way === "card_reader" ? "takeMoney.send" : "takeMoney.take", { amount: amount.shown })}
            </Button>
          )}
        </Group>
      </Stack>
    </Modal>
  )
}
