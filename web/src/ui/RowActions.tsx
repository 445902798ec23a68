import { ActionIcon, Button, Group } from "@mantine/core"
import type { ReactNode } from "react"
import { useT } from "../i18n/I18n"

/** A list row's edit and delete buttons, named after the row so each can be found by its name. */
export const RowActions = ({
  name,
  onEdit,
  onDelete,
  children,
}: {
  name: string
  onEdit: () => void
  onDelete: () => void
  /** Other buttons, first. */
  children?: ReactNode
}) => {
  const t = useT()
  return (
    <Group gap={4} wrap="nowrap">
      {children}
      <Button size="compact-sm" variant="light" onClick={onEdit}>
        {t("record.edit", { name })}
      </Button>
      <ActionIcon variant="subtle" color="red" aria-label={t("record.deleteNamed", { name })} onClick={onDelete}>
        ×
      </ActionIcon>
    </Group>
  )
}
