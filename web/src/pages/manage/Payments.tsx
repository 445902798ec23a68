import { Button, Badge, Card, Group, Stack, Table, Text, TextInput, Title } from "@mantine/core"
import { useState } from "react"
import { routingNumberProblem } from "../../../../engine/payments/rules"
import {
  addBankAccount,
  deleteBankAccount,
  deleteTerminal,
  listBankAccounts,
  listTerminals,
  registerTerminal,
  setDefaultTerminal,
} from "../../api/providers"
import { Form } from "../../components"
import { ReaderBusy, TestMode, useProviders } from "../../ui/CardPayments"
import { Failure, Loaded, useAction, useLoad } from "../../ui/load"
import { DeleteButton } from "../../ui/Confirm"
import { useT } from "../../i18n/I18n"
import { useSentence } from "../../i18n/sentences"

/** Card readers at the desk and the club's bank accounts for transfers (adding one: owners and admins). */
export const PaymentsEditor = ({ facilityId, admin }: { facilityId: number; admin: boolean }) => (
  <Stack gap="xl">
    <Readers facilityId={facilityId} />
    <BankAccounts facilityId={facilityId} admin={admin} />
  </Stack>
)

const Readers = ({ facilityId }: { facilityId: number }) => {
  const t = useT()
  const readers = useLoad(() => listTerminals(facilityId), [facilityId])
  const providers = useProviders(facilityId)
  const testMode = providers.data?.cards.test_mode ?? false
  const [fresh, setFresh] = useState({ registration_code: "", label: "" })
  const action = useAction()
  return (
    <Stack gap="sm" component="section" aria-label={t("readers.title")}>
      <Group gap="xs">
        <Title order={2} size="h4">
          {t("readers.title")}
        </Title>
        <TestMode on={testMode} />
      </Group>
      <Loaded state={readers}>
        {(rows) =>
          rows.length === 0 ? (
            <Text>{t("readers.none")}</Text>
          ) : (
            <Table aria-label={t("readers.title")} maw={760}>
              <Table.Tbody>
                {rows.map((r) => (
                  <Table.Tr key={r.id}>
                    <Table.Td>
                      {r.label} {r.is_default && <Badge size="sm">{t("readers.default")}</Badge>}
                    </Table.Td>
                    <Table.Td>{r.serial_number ?? r.reader_id}</Table.Td>
                    <Table.Td>
                      <Text size="sm" c={r.status === "online" ? "teal" : "dimmed"}>
                        {r.status === "online" || r.status === "offline" ? t(`readers.${r.status}`) : r.status}
                      </Text>
                      <ReaderBusy reader={r} onCleared={readers.reload} />
                    </Table.Td>
                    <Table.Td>
                      <Group gap={4}>
                        {!r.is_default && (
                          <Button
                            size="compact-xs"
                            variant="light"
                            onClick={() =>
                              void action.run(
                                `d${r.id}`,
                                () => setDefaultTerminal(facilityId, r.reader_id),
                                readers.reload,
                              )
                            }
                          >
                            {t("readers.makeDefault")}
                          </Button>
                        )}
                        <DeleteButton
                          what={t("readers.what", { reader: r.label })}
                          says={t("readers.deleteSays")}
                          onDelete={() => deleteTerminal(facilityId, r.reader_id)}
                          onDeleted={readers.reload}
                        />
                      </Group>
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
        <Form
          submit={t("readers.register")}
          onSubmit={() =>
            registerTerminal(facilityId, fresh).then(
              () => (setFresh({ registration_code: "", label: "" }), readers.reload()),
            )
          }
        >
          <Group grow>
            <TextInput
              label={t("readers.code")}
              description={t(testMode ? "readers.codeTest" : "readers.codeShown")}
              required
              value={fresh.registration_code}
              onChange={(e) => setFresh({ ...fresh, registration_code: e.currentTarget.value })}
            />
            <TextInput
              label={t("readers.label")}
              placeholder={t("readers.labelPlaceholder")}
              required
              value={fresh.label}
              onChange={(e) => setFresh({ ...fresh, label: e.currentTarget.value })}
            />
          </Group>
        </Form>
      </Card>
    </Stack>
  )
}

const BankAccounts = ({ facilityId, admin }: { facilityId: number; admin: boolean }) => {
  const t = useT()
  const say = useSentence()
  const accounts = useLoad(() => listBankAccounts(facilityId), [facilityId])
  const blank = { holder_name: "", routing_number: "", account_number: "", nickname: "" }
  const [fresh, setFresh] = useState(blank)
  const action = useAction()
  const problem = fresh.routing_number.length === 9 ? routingNumberProblem(fresh.routing_number) : undefined
  const routing = problem === undefined ? undefined : say(problem)
  return (
    <Stack gap="sm" component="section" aria-label={t("banks.title")}>
      <Title order={2} size="h4">
        {t("banks.heading")}
      </Title>
      <Loaded state={accounts}>
        {(rows) =>
          rows.length === 0 ? (
            <Text>{t("banks.none")}</Text>
          ) : (
            <Table aria-label={t("banks.title")} maw={640}>
              <Table.Tbody>
                {rows.map((a) => (
                  <Table.Tr key={a.id}>
                    <Table.Td>{a.nickname ?? a.holder_name}</Table.Td>
                    <Table.Td>···· {a.last4}</Table.Td>
                    <Table.Td>
                      {admin && (
                        <DeleteButton
                          what={t("banks.what", { last4: a.last4 })}
                          says={t("banks.deleteSays")}
                          onDelete={() => deleteBankAccount(facilityId, a.id)}
                          onDeleted={accounts.reload}
                        />
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )
        }
      </Loaded>
      {action.error !== undefined && <Failure message={action.error} />}
      {admin && (
        <Card withBorder maw={640}>
          <Form
            submit={t("banks.add")}
            onSubmit={() =>
              addBankAccount(facilityId, {
                bank_account: {
                  holder_name: fresh.holder_name,
                  routing_number: fresh.routing_number,
                  account_number: fresh.account_number,
                  ...(fresh.nickname.trim() === "" ? {} : { nickname: fresh.nickname }),
                },
              }).then(() => (setFresh(blank), accounts.reload()))
            }
          >
            <Group grow>
              <TextInput
                label={t("banks.holder")}
                required
                value={fresh.holder_name}
                onChange={(e) => setFresh({ ...fresh, holder_name: e.currentTarget.value })}
              />
              <TextInput
                label={t("banks.nickname")}
                value={fresh.nickname}
                onChange={(e) => setFresh({ ...fresh, nickname: e.currentTarget.value })}
              />
            </Group>
            <Group grow>
              <TextInput
                label={t("banks.routing")}
                required
                inputMode="numeric"
                maxLength={9}
                error={routing}
                value={fresh.routing_number}
                onChange={(e) => setFresh({ ...fresh, routing_number: e.currentTarget.value.replace(/\D/g, "") })}
              />
              <TextInput
                label={t("banks.number")}
                required
                inputMode="numeric"
                autoComplete="off"
                value={fresh.account_number}
                onChange={(e) => setFresh({ ...fresh, account_number: e.currentTarget.value.replace(/\D/g, "") })}
              />
            </Group>
          </Form>
        </Card>
      )}
    </Stack>
  )
}
