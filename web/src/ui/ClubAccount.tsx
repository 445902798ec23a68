import { Button, Group, Select, Table, Text } from "@mantine/core"
import { useState } from "react"
import {
  currentAccount,
  findAccount,
  getAccount,
  managerPayPendingAccount,
  userPayPendingAccount,
} from "../api/clubAccounts"
import { money } from "./format"
import { PLAYER_METHODS, STAFF_METHODS, useMethodOptions } from "./Payments"
import { Failure, Loaded, useAction, useLoad } from "./load"
import { useT } from "../i18n/I18n"

/**
 * A club account's statement (debits, payments, what each debit has been settled by) and paying
 * it: the person by credits or card, staff by any way money comes in.
 */
export const ClubAccount = ({
  facilityId,
  currency,
  decimals,
  userId,
  staff = false,
}: {
  facilityId: number
  currency: string
  decimals: number
  /** Staff look up this person's account; without it, the caller's own. */
  userId?: number
  staff?: boolean
}) => {
  const t = useT()
  const account = useLoad(
    () => (userId === undefined ? currentAccount(facilityId) : findAccount(facilityId, userId)),
    [facilityId, userId],
  )
  const statement = useLoad(
    () => (account.data ? getAccount(account.data.id) : Promise.resolve(undefined)),
    [account.data?.id, account.data?.balance],
  )
  const [method, setMethod] = useState(staff ? "cash" : "prepaid")
  const action = useAction()
  const methodOptions = useMethodOptions()
  const cash = (n: number) => money(n, currency, decimals)
  return (
    <Loaded state={account}>
      {(a) =>
        a === null ? (
          <Text c="dimmed">{t("clubAccount.none")}</Text>
        ) : (
          <>
            <Text fw={700} aria-label={t("clubAccount.balanceLabel")}>
              {a.balance > 0
                ? t("clubAccount.owes", { name: a.name, amount: cash(a.balance) })
                : t("clubAccount.settled", { name: a.name })}
            </Text>
            {a.balance > 0 && (
              <Group align="end" gap="xs" my="xs">
                <Select
                  label={t("pay.payBy")}
                  data={methodOptions(
                    (staff ? STAFF_METHODS : PLAYER_METHODS).filter(
                      (m) => m !== "accounts_receivable" && m !== "adjustment",
                    ),
                  )}
                  value={method}
                  onChange={(v) => v && setMethod(v)}
                  allowDeselect={false}
                  w={150}
                />
                <Button
                  loading={action.busy === "pay"}
                  onClick={() =>
                    void action.run(
                      "pay",
                      () =>
                        (staff ? managerPayPendingAccount : userPayPendingAccount)(a.id, { method: method as "cash" }),
                      account.reload,
                    )
                  }
                >
                  {t("pay.pay", { amount: cash(a.balance) })}
                </Button>
              </Group>
            )}
            {action.error !== undefined && <Failure message={action.error} />}
            <Loaded state={statement}>
              {(s) =>
                s === undefined || s.entries.length === 0 ? null : (
                  <Table aria-label={t("clubAccount.statement")}>
                    <Table.Tbody>
                      {s.entries.map((e) => (
                        <Table.Tr key={e.id}>
                          <Table.Td>{e.business_date}</Table.Td>
                          <Table.Td>{e.description}</Table.Td>
                          <Table.Td ta="right">{e.kind === "debit" ? cash(e.amount) : `−${cash(e.amount)}`}</Table.Td>
                          <Table.Td>
                            {e.kind === "debit"
                              ? e.settled === e.amount
                                ? t("clubAccount.entrySettled")
                                : t("clubAccount.entryOwes", { amount: cash(e.amount - e.settled) })
                              : t("clubAccount.payment")}
                          </Table.Td>
                        </Table.Tr>
                      ))}
                    </Table.Tbody>
                  </Table>
                )
              }
            </Loaded>
          </>
        )
      }
    </Loaded>
  )
}
