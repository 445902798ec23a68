import { Badge, Button, Stack, Table, Text, Title } from "@mantine/core"
import { useState } from "react"
import { type AppGrant, appGrants, revokeAppGrant } from "../../api/partnerApps"
import { Confirm } from "../../ui/Confirm"
import { dateTime } from "../../ui/format"
import { Loaded, useLoad } from "../../ui/load"
import { type MessageId, useT } from "../../i18n/I18n"
import { ClubApps } from "./ClubApps"

const SCOPE_LABELS: Record<string, MessageId> = {
  read: "apps.scope.read",
  write: "apps.scope.write",
  admin: "apps.scope.admin",
}

/**
 * The partner apps the club let in (owners and admins): who allowed each, how far it reaches, and
 * ending its access, which stops every token it holds at once.
 */
export const AppsEditor = ({ facilityId, zone }: { facilityId: number; zone: string }) => {
  const t = useT()
  const scopeLabel = (scope: string) => {
    const label = SCOPE_LABELS[scope]
    return label === undefined ? scope : t(label)
  }
  const grants = useLoad(() => appGrants(facilityId), [facilityId])
  const [ending, setEnding] = useState<AppGrant>()
  return (
    <Stack gap="md" component="section" aria-label={t("apps.title")}>
      <Title order={2} size="h4">
        {t("apps.title")}
      </Title>
      <Text size="sm" c="dimmed">
        {t("apps.about")}
      </Text>
      <Loaded state={grants}>
        {(rows) =>
          rows.length === 0 ? (
            <Text c="dimmed">{t("apps.none")}</Text>
          ) : (
            <Table.ScrollContainer minWidth={560}>
              <Table aria-label={t("apps.allowed")}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t("apps.app")}</Table.Th>
                    <Table.Th>{t("apps.allowedBy")}</Table.Th>
                    <Table.Th>{t("apps.reach")}</Table.Th>
                    <Table.Th>{t("apps.since")}</Table.Th>
                    <Table.Th />
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {rows.map((g) => (
                    <Table.Tr key={g.id}>
                      <Table.Td>{g.app_name}</Table.Td>
                      <Table.Td>{g.granted_by}</Table.Td>
                      <Table.Td>{scopeLabel(g.scope)}</Table.Td>
                      <Table.Td>{dateTime(g.created_at, zone)}</Table.Td>
                      <Table.Td>
                        {g.revoked_at === null ? (
                          <Button size="xs" color="red" variant="light" onClick={() => setEnding(g)}>
                            {t("apps.end")}
                          </Button>
                        ) : (
                          <Badge color="gray">{t("apps.ended", { at: dateTime(g.revoked_at, zone) })}</Badge>
                        )}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )
        }
      </Loaded>
      <ClubApps facilityId={facilityId} zone={zone} onChanged={grants.reload} />
      {ending !== undefined && (
        <Confirm
          title={t("apps.endTitle", { app: ending.app_name })}
          confirm={t("apps.end")}
          done={t("apps.endedDone", { app: ending.app_name })}
          onConfirm={() => revokeAppGrant(facilityId, ending.id).then(grants.reload)}
          onClose={() => setEnding(undefined)}
        >
          <Text size="sm">{t("apps.endNote", { app: ending.app_name })}</Text>
        </Confirm>
      )}
    </Stack>
  )
}
