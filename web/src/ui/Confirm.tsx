import { Button, Group, Modal, Stack } from "@mantine/core"
import type { ReactNode } from "react"
import { Failure, useAction } from "./load"

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
  const action = useAction()
  return (
    <Modal opened onClose={onClose} title={title}>
      <Stack>
        {children}
        {action.error !== undefined && <Failure message={action.error} />}
        <Group justify="end">
          <Button variant="default" onClick={onClose}>
            Go back
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
