import { Card, Group, Select, Stack, Table, Text, TextInput, Title } from "@mantine/core"
import { useState } from "react"
import { CREDENTIAL_CATEGORIES, type CredentialCategory } from "../../../../engine/credentials"
import { createCredential, deleteCredential, listCredentials } from "../../api/facilities"
import { Form } from "../../components"
import { Failure, Loaded, useAction, useLoad } from "../../ui/load"
import { DeleteButton } from "../../ui/Confirm"

/** Credentials for outside systems: passwords and tokens go in and never come back out. */
export const CredentialsEditor = ({ facilityId }: { facilityId: number }) => {
  const credentials = useLoad(() => listCredentials(facilityId), [facilityId])
  const blank = {
    category: null as CredentialCategory | null,
    type: "",
    username: "",
    device_id: "",
    company_id: "",
    password: "",
    token: "",
  }
  const [fresh, setFresh] = useState(blank)
  const action = useAction()
  return (
    <Stack gap="md">
      <Loaded state={credentials}>
        {(rows) =>
          rows.length === 0 ? (
            <Text>No credentials yet. Owners and admins keep them here.</Text>
          ) : (
            <Table aria-label="Credentials" maw={720}>
              <Table.Tbody>
                {rows.map((c) => (
                  <Table.Tr key={c.id}>
                    <Table.Td>{CREDENTIAL_CATEGORIES[c.category as CredentialCategory]?.label ?? c.category}</Table.Td>
                    <Table.Td>{c.username ?? "–"}</Table.Td>
                    <Table.Td>{c.device_id ?? ""}</Table.Td>
                    <Table.Td>
                      {c.has_password ? "password set" : "no password"} · {c.has_token ? "token set" : "no token"}
                    </Table.Td>
                    <Table.Td>
                      <DeleteButton
                        what={`the ${c.category} credential`}
                        says="The club's link to this service stops working until it is entered again; its secrets cannot be shown again."
                        onDelete={() => deleteCredential(facilityId, c.id)}
                        onDeleted={credentials.reload}
                      />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )
        }
      </Loaded>
      {action.error !== undefined && <Failure message={action.error} />}
      <Card withBorder maw={640}>
        <Title order={2} size="h4" mb="sm">
          New credential
        </Title>
        <Form
          submit="Save credential"
          onSubmit={() =>
            fresh.category === null
              ? Promise.reject(new Error("Choose the service the credential connects."))
              : createCredential(facilityId, {
                  category: fresh.category,
                  type: fresh.type || null,
                  username: fresh.username || null,
                  device_id: fresh.device_id || null,
                  company_id: fresh.company_id || null,
                  password: fresh.password || null,
                  token: fresh.token || null,
                }).then(() => (setFresh(blank), credentials.reload()))
          }
        >
          <Select
            label="Service"
            placeholder="Choose the service it connects"
            required
            data={Object.entries(CREDENTIAL_CATEGORIES).map(([value, c]) => ({ value, label: c.label }))}
            value={fresh.category}
            onChange={(v) => setFresh({ ...fresh, category: v as CredentialCategory | null })}
            description={fresh.category === null ? undefined : `Enter ${CREDENTIAL_CATEGORIES[fresh.category].needs}.`}
          />
          <Group grow>
            <TextInput
              label="Type"
              value={fresh.type}
              onChange={(e) => setFresh({ ...fresh, type: e.currentTarget.value })}
            />
            <TextInput
              label="Company id"
              value={fresh.company_id}
              onChange={(e) => setFresh({ ...fresh, company_id: e.currentTarget.value })}
            />
          </Group>
          <Group grow>
            <TextInput
              label="Username"
              value={fresh.username}
              onChange={(e) => setFresh({ ...fresh, username: e.currentTarget.value })}
            />
            <TextInput
              label="Device id"
              value={fresh.device_id}
              onChange={(e) => setFresh({ ...fresh, device_id: e.currentTarget.value })}
            />
          </Group>
          <Group grow>
            <TextInput
              label="Password"
              type="password"
              autoComplete="new-password"
              value={fresh.password}
              onChange={(e) => setFresh({ ...fresh, password: e.currentTarget.value })}
            />
            <TextInput
              label="Token"
              type="password"
              autoComplete="off"
              value={fresh.token}
              onChange={(e) => setFresh({ ...fresh, token: e.currentTarget.value })}
            />
          </Group>
        </Form>
      </Card>
    </Stack>
  )
}
