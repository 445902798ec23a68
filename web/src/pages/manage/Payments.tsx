import { Button, Badge, Card, Group, Stack, Table, Text, TextInput, Title } from "@mantine/core"
import { useState } from "react"
import { routingNumberProblem } from "../../../../engine/payments"
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

/** Card readers at the desk and the club's bank accounts for transfers (adding one: owners and admins). */
export const PaymentsEditor = ({ facilityId, admin }: { facilityId: number; admin: boolean }) => (
  <Stack gap="xl">
    <Readers facilityId={facilityId} />
    <BankAccounts facilityId={facilityId} admin={admin} />
  </Stack>
)

const Readers = ({ facilityId }: { facilityId: number }) => {
  const readers = useLoad(() => listTerminals(facilityId), [facilityId])
  const providers = useProviders(facilityId)
  const testMode = providers.data?.cards.test_mode ?? false
  const [fresh, setFresh] = useState({ registration_code: "", label: "" })
  const action = useAction()
  return (
    <Stack gap="sm" component="section" aria-label="Card readers">
      <Group gap="xs">
        <Title order={2} size="h4">
          Card readers
        </Title>
        <TestMode on={testMode} />
      </Group>
      <Loaded state={readers}>
        {(rows) =>
          rows.length === 0 ? (
            <Text>No card reader yet.</Text>
          ) : (
            <Table aria-label="Card readers" maw={760}>
              <Table.Tbody>
                {rows.map((r) => (
                  <Table.Tr key={r.id}>
                    <Table.Td>
                      {r.label} {r.is_default && <Badge size="sm">Default</Badge>}
                    </Table.Td>
                    <Table.Td>{r.serial_number ?? r.reader_id}</Table.Td>
                    <Table.Td>
                      <Text size="sm" c={r.status === "online" ? "teal" : "dimmed"}>
                        {r.status}
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
                            Make default
                          </Button>
                        )}
                        <DeleteButton
                          what={`the reader ${r.label}`}
                          says="The desk can no longer take card payments on it until it is paired again."
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
          submit="Register reader"
          onSubmit={() =>
            registerTerminal(facilityId, fresh).then(
              () => (setFresh({ registration_code: "", label: "" }), readers.reload()),
            )
          }
        >
          <Group grow>
            <TextInput
              label="Registration code"
              description={testMode ? "Test mode: simulated-wpe registers a simulated reader." : "Shown on the reader."}
              required
              value={fresh.registration_code}
              onChange={(e) => setFresh({ ...fresh, registration_code: e.currentTarget.value })}
            />
            <TextInput
              label="Label"
              placeholder="Front desk"
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
  const accounts = useLoad(() => listBankAccounts(facilityId), [facilityId])
  const blank = { holder_name: "", routing_number: "", account_number: "", nickname: "" }
  const [fresh, setFresh] = useState(blank)
  const action = useAction()
  const routing = fresh.routing_number.length === 9 ? routingNumberProblem(fresh.routing_number) : undefined
  return (
    <Stack gap="sm" component="section" aria-label="Bank accounts">
      <Title order={2} size="h4">
        Bank accounts for transfers (ACH)
      </Title>
      <Loaded state={accounts}>
        {(rows) =>
          rows.length === 0 ? (
            <Text>No bank account yet: players cannot pay by bank transfer.</Text>
          ) : (
            <Table aria-label="Bank accounts" maw={640}>
              <Table.Tbody>
                {rows.map((a) => (
                  <Table.Tr key={a.id}>
                    <Table.Td>{a.nickname ?? a.holder_name}</Table.Td>
                    <Table.Td>···· {a.last4}</Table.Td>
                    <Table.Td>
                      {admin && (
                        <DeleteButton
                          what={`the bank account ···· ${a.last4}`}
                          says="It can no longer be paid from; payments already made from it stay in the ledger."
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
            submit="Add bank account"
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
                label="Account holder"
                required
                value={fresh.holder_name}
                onChange={(e) => setFresh({ ...fresh, holder_name: e.currentTarget.value })}
              />
              <TextInput
                label="Nickname"
                value={fresh.nickname}
                onChange={(e) => setFresh({ ...fresh, nickname: e.currentTarget.value })}
              />
            </Group>
            <Group grow>
              <TextInput
                label="Routing number"
                required
                inputMode="numeric"
                maxLength={9}
                error={routing}
                value={fresh.routing_number}
                onChange={(e) => setFresh({ ...fresh, routing_number: e.currentTarget.value.replace(/\D/g, "") })}
              />
              <TextInput
                label="Account number"
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
