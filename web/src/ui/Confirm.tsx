import { Button, Group, Modal, Stack, Text } from "@mantine/core"
import { type ReactNode, useState } from "react"
import { Failure, useAction } from "./load"
import { useT } from "../i18n/I18n"

/**
 * Asks before a staff action that moves money or ends a booking: says what will happen, and does
 * it only on the second click. The server's refusal is shown here, and the dialog stays open.
 */
export const Confirm = ({
  title,
  children,
  confirm,
  color = "red",
  disabled = false,
  done,
  onConfirm,
  onClose,
}: {
  title: string
  children: ReactNode
  confirm: string
  color?: string
  disabled?: boolean
  /** What to flash once it is done. */
  done: string
  onConfirm: () => Promise<unknown>
  onClose: () => void
}) => {
  const t = useT()
  const action = useAction()
  return (
    <Modal opened onClose={onClose} title={title}>
      <Stack>
        {children}
        {action.error !== undefined && <Failure message={action.error} />}
        <Group justify="end">
          <Button variant="default" onClick={onClose}>
            {t("common.goBack")}
          </Button>

          <Button
            color={color}
            disabled={disabled}
            loading={action.busy === "confirm"}
            onClick={() => void action.run("confirm", onConfirm, onClose, done)}
          >
            {confirm}
          </Button>
        </Group>
      </Stack>
    </Modal>
  )
}

/**
 * A Delete button that asks first: says what goes and what it means for the club, and deletes on
 * the second click. For what a club set up (courts' rules, credentials, readers, bank accounts,
 * coupons, waivers), which one stray click must not take away.
 */
export const DeleteButton = ({
  what,
  says,
  onDelete,
  onDeleted,
}: {
  /** What goes, as the dialog's title names it: "the Stripe credential". */
  what: string
  /** What deleting it means, in a sentence. */
  says: string
  onDelete: () => Promise<unknown>
  onDeleted: () => unknown
}) => {
  const t = useT()
  const [asking, setAsking] = useState(false)
  return (
    <>
      <Button size="xs" variant="subtle" color="red" onClick={() => setAsking(true)}>
        {t("common.delete")}
      </Button>
      {asking && (
        <Confirm
          title={t("confirm.deleteTitle", { what })}
          confirm={t("common.delete")}
          done={t("confirm.deleted", { what })}
          onClose={() => setAsking(false)}
          onConfirm={async () => {
            await onDelete()
            await onDeleted()
          }}
        >
          <Text role="note">{says}</Text>
        </Confirm>
      )}
    </>
  )
}
