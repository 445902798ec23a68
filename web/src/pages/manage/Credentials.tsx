import { Card, Group, Select, Stack, Table, Text, TextInput, Title } from "@mantine/core"
import { useState } from "react"
import { CredentialCategory } from "../../../../engine/credentials/rules"
import { createCredential, deleteCredential, listCredentials } from "../../api/facilities"
import { Form } from "../../components"
import { Failure, Loaded, useAction, useLoad } from "../../ui/load"
import { DeleteButton } from "../../ui/Confirm"
import { type MessageId, useT } from "../../i18n/I18n"

/** Each service by name, and what a credential for it needs. */
const SERVICES: Record<CredentialCategory, { name: MessageId; needs: MessageId }> = {
  stripe: { name: "credentials.stripe", needs: "credentials.stripeNeeds" },
  camera: { name: "credentials.camera", needs: "credentials.cameraNeeds" },
  access_control: { name: "credentials.door", needs: "credentials.doorNeeds" },
  eventbrite: { name: "credentials.eventbrite", needs: "credentials.eventbriteNeeds" },
}
const isService = (category: string): category is CredentialCategory => category in SERVICES

/** Credentials for outside systems: passwords and tokens go in and never come back out. */
export const CredentialsEditor = ({ facilityId }: { facilityId: number }) => {
  const t = useT()
  const serviceName = (category: string) => (isService(category) ? t(SERVICES[category].name) : category)
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
            <Text>{t("credentials.none")}</Text>
          ) : (
            <Table aria-label={t("credentials.title")} maw={720}>
              <Table.Tbody>
                {rows.map((c) => (
                  <Table.Tr key={c.id}>
                    <Table.Td>{serviceName(c.category)}</Table.Td>
                    <Table.Td>{c.username ?? "–"}</Table.Td>
                    <Table.Td>{c.device_id ?? ""}</Table.Td>
                    <Table.Td>
                      {t(c.has_password ? "credentials.passwordSet" : "credentials.noPassword")} ·{" "}
                      {t(c.has_token ? "credentials.tokenSet" : "credentials.noToken")}
                    </Table.Td>
                    <Table.Td>
                      <DeleteButton
                        what={t("credentials.what", { service: serviceName(c.category) })}
                        says={t("credentials.deleteSays")}
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
          {t("credentials.new")}
        </Title>
        <Form
          submit={t("credentials.save")}
          onSubmit={() =>
            fresh.category === null
              ? Promise.reject(new Error(t("credentials.chooseService")))
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
            label={t("credentials.service")}
            placeholder={t("credentials.servicePlaceholder")}
            required
            data={CredentialCategory.literals.map((value) => ({ value, label: t(SERVICES[value].name) }))}
            value={fresh.category}
            onChange={(v) => setFresh({ ...fresh, category: v as CredentialCategory | null })}
            description={fresh.category === null ? undefined : t(SERVICES[fresh.category].needs)}
          />
          <Group grow>
            <TextInput
              label={t("credentials.type")}
              value={fresh.type}
              onChange={(e) => setFresh({ ...fresh, type: e.currentTarget.value })}
            />
            <TextInput
              label={t("credentials.companyId")}
              value={fresh.company_id}
              onChange={(e) => setFresh({ ...fresh, company_id: e.currentTarget.value })}
            />
          </Group>
          <Group grow>
            <TextInput
              label={t("credentials.username")}
              value={fresh.username}
              onChange={(e) => setFresh({ ...fresh, username: e.currentTarget.value })}
            />
            <TextInput
              label={t("credentials.deviceId")}
              value={fresh.device_id}
              onChange={(e) => setFresh({ ...fresh, device_id: e.currentTarget.value })}
            />
          </Group>
          <Group grow>
            <TextInput
              label={t("credentials.password")}
              type="password"
              autoComplete="new-password"
              value={fresh.password}
              onChange={(e) => setFresh({ ...fresh, password: e.currentTarget.value })}
            />
            <TextInput
              label={t("credentials.token")}
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
