import { Badge, Button, Stack, Table, Text, Title } from "@mantine/core"
import { useState } from "react"
import { type AppGrant, appGrants, revokeAppGrant } from "../../api/partnerApps"
import { Confirm } from "../../ui/Confirm"
import { dateTime } from "../../ui/format"
import { Loaded, useLoad } from "../../ui/load"

const SCOPE_LABELS: Record<string, string> = {
  read: "Reads",
  write: "Reads and books",
  admin: "Reads, books and manages",
}

/**
 * The partner apps the club let in (owners and admins): who allowed each, how far it reaches, and
 * ending its access, which stops every token it holds at once.
 */
export const AppsEditor = ({ facilityId, zone }: { facilityId: number; zone: string }) => {
  const grants = useLoad(() => appGrants(facilityId), [facilityId])
  const [ending, setEnding] = useState<AppGrant>()
  return (
    <Stack gap="md" component="section" aria-label="Apps">
      <Title order={2} size="h4">
        Apps
      </Title>
      <Text size="sm" c="dimmed">
        Apps an owner or admin allowed to reach the club. Each acts as the person who allowed it, at this club alone;
        its changes show in the audit log through the app.
      </Text>
      <Loaded state={grants}>
        {(rows) =>
          rows.length === 0 ? (
            <Text c="dimmed">No app has been allowed to reach the club.</Text>
          ) : (
            <Table.ScrollContainer minWidth={560}>
              <Table aria-label="Apps allowed">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>App</Table.Th>
                    <Table.Th>Allowed by</Table.Th>
                    <Table.Th>Reach</Table.Th>
                    <Table.Th>Since</Table.Th>
                    <Table.Th />
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {rows.map((g) => (
                    <Table.Tr key={g.id}>
                      <Table.Td>{g.app_name}</Table.Td>
                      <Table.Td>{g.granted_by}</Table.Td>
                      <Table.Td>{SCOPE_LABELS[g.scope] ?? g.scope}</Table.Td>
                      <Table.Td>{dateTime(g.created_at, zone)}</Table.Td>
                      <Table.Td>
                        {g.revoked_at === null ? (
                          <Button size="xs" color="red" variant="light" onClick={() => setEnding(g)}>
                            End access
                          </Button>
                        ) : (
                          <Badge color="gray">Ended {dateTime(g.revoked_at, zone)}</Badge>
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
      {ending !== undefined && (
        <Confirm
          title={`End ${ending.app_name}'s access?`}
          confirm="End access"
          done={`${ending.app_name} can no longer reach the club.`}
          onConfirm={() => revokeAppGrant(facilityId, ending.id).then(grants.reload)}
          onClose={() => setEnding(undefined)}
        >
          <Text size="sm">
            {ending.app_name} stops at once: every token it holds for the club is refused from now on. It can reach the
            club again only if an owner or admin allows it again.
          </Text>
        </Confirm>
      )}
    </Stack>
  )
}
