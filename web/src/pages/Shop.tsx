import {
  ActionIcon,
  Button,
  Card,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from "@mantine/core"
import { useState } from "react"
import { Navigate } from "react-router"
import type { PayMethod } from "../../../engine/payments"
import { isStaff } from "../../../engine/roles"
import { orderAmounts } from "../../../engine/shop"
import { getFacility } from "../api/facilities"
import { cardPayment, createCardPayment, paymentProviders } from "../api/providers"
import { createOrder, listProducts, type Order, type Product } from "../api/shop"
import { searchUsers } from "../api/users"
import { useSession } from "../session"
import { ReaderPicker, ReaderProgress, SavedCardPicker } from "../ui/CardPayments"
import { Confirm } from "../ui/Confirm"
import { ShopSales } from "../ui/ShopSales"
import { FacilityPicker, useFacilityChoice } from "../ui/facility"
import { money } from "../ui/format"
import { Failure, Loaded, useLoad } from "../ui/load"

type Line = { readonly product: Product; readonly quantity: number }

const WAYS = [
  { value: "cash", label: "Cash" },
  { value: "check", label: "Check" },
  { value: "card_reader", label: "Card reader" },
]
const MEMBER_WAYS = [
  { value: "card", label: "Saved card" },
  { value: "prepaid", label: "Club Credits" },
  { value: "accounts_receivable", label: "Club Account" },
]

/**
 * The desk's till: products found by name or scanned SKU, a cart priced as the ledger will charge
 * it (the engine's tax and totals), sold to someone without an account for money or to a member
 * on their credits or club account, said in full before it is taken, and the receipt after.
 */
export const Shop = () => {
  const { session } = useSession()
  const admin = session?.user?.is_platform_admin ?? false
  const { facility, choices, choose } = useFacilityChoice((role) => admin || (role !== null && isStaff(role)))
  const club = useLoad(
    () => (facility === undefined ? Promise.resolve(undefined) : getFacility(facility.id)),
    [facility?.id],
  )
  const products = useLoad(
    () => (facility === undefined ? Promise.resolve([]) : listProducts(facility.id, { channel: "desk" })),
    [facility?.id],
  )
  const [query, setQuery] = useState("")
  const [cart, setCart] = useState<ReadonlyArray<Line>>([])
  const [buyer, setBuyer] = useState<string | null>(null)
  const [people, setPeople] = useState<ReadonlyArray<{ value: string; label: string }>>([])
  const [way, setWay] = useState("cash")
  const [confirming, setConfirming] = useState(false)
  const [receipt, setReceipt] = useState<Order>()
  const [readerId, setReaderId] = useState<string>()
  const [cardId, setCardId] = useState<number>()
  /** A card payment waiting at the reader; the order is recorded with it once the card is read. */
  const [atReader, setAtReader] = useState<{ readonly intent: string; readonly reader: string }>()
  const [readerFailure, setReaderFailure] = useState<string>()
  const providers = useLoad(
    () => (facility === undefined ? Promise.resolve(undefined) : paymentProviders(facility.id)),
    [facility?.id],
  )
  const testMode = providers.data?.cards.test_mode ?? false
  if (session === undefined) return null
  if (session.user === null) return <Navigate to="/sign-in?next=/shop" />

  const currency = club.data?.currency ?? "USD"
  const decimals = club.data?.currency_decimals ?? 2
  const show = (n: number) => money(n, currency, decimals)
  const add = (product: Product) =>
    setCart((lines) =>
      lines.some((l) => l.product.id === product.id)
        ? lines.map((l) => (l.product.id === product.id ? { ...l, quantity: l.quantity + 1 } : l))
        : [...lines, { product, quantity: 1 }],
    )
  const sellable = (products.data ?? []).filter((p) => p.sellable_on.includes("desk"))
  const found =
    query.trim() === ""
      ? sellable
      : sellable.filter(
          (p) =>
            p.name.toLowerCase().includes(query.toLowerCase()) || p.sku?.toLowerCase() === query.trim().toLowerCase(),
        )
  const amounts = orderAmounts(
    cart.map((l) => ({ quantity: l.quantity, unit_price: l.product.price, tax_rate: l.product.tax })),
    0,
    club.data?.prices_include_tax ?? false,
  )
  const ways = buyer === null ? WAYS : [...WAYS, ...MEMBER_WAYS]
  const sell = (payment: {
    method: PayMethod
    card_id?: number | undefined
    payment_intent_id?: string
    device_id?: string
  }) =>
    createOrder(facility!.id, {
      product_orders_attributes: cart.map((l) => ({ product_id: l.product.id, quantity: l.quantity })),
      ...(buyer === null ? {} : { user_id: Number(buyer) }),
      payment,
    })
  /** The card is read: the order is recorded with the reader's payment, which captures it. */
  const readerDone = async ({ intent, reader }: { readonly intent: string; readonly reader: string }) => {
    const p = await cardPayment(facility!.id, intent)
    setAtReader(undefined)
    if (p.status !== "requires_capture" && p.status !== "succeeded")
      return setReaderFailure(p.failure_message ?? "The reader did not take the card; nothing was charged.")
    await sell({ method: "card_reader", payment_intent_id: intent, device_id: reader }).then(setReceipt, (e: unknown) =>
      setReaderFailure(e instanceof Error ? e.message : String(e)),
    )
  }
  const wayLabel = ways.find((w) => w.value === way)?.label ?? way
  const buyerName = people.find((p) => p.value === buyer)?.label

  return (
    <main>
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={1}>Pro shop</Title>
          <FacilityPicker choices={choices} value={facility} onChange={choose} />
        </Group>
        {facility === undefined ? (
          <Text>You are not staff at any facility.</Text>
        ) : receipt !== undefined ? (
          <Card withBorder component="section" aria-label="Receipt" maw={520}>
            <Stack gap="xs">
              <Title order={2} size="h4">
                Sold: order {receipt.id}
              </Title>
              {receipt.lines.map((l) => (
                <Group key={l.id} justify="space-between">
                  <Text>
                    {l.quantity} × {l.name}
                  </Text>
                  <Text>{show(l.unit_price * l.quantity)}</Text>
                </Group>
              ))}
              <Group justify="space-between">
                <Text c="dimmed">Tax</Text>
                <Text c="dimmed">{show(receipt.tax)}</Text>
              </Group>
              <Group justify="space-between">
                <Text fw={700}>Total</Text>
                <Text fw={700}>{show(receipt.total)}</Text>
              </Group>
              <Text size="sm" c="dimmed">
                {receipt.customer_name === null ? "No account" : `To ${receipt.customer_name}, receipt mailed`} ·{" "}
                {wayLabel}
              </Text>
              <Button
                onClick={() => (
                  setReceipt(undefined),
                  setCart([]),
                  setBuyer(null),
                  setWay("cash"),
                  void products.reload()
                )}
              >
                New sale
              </Button>
            </Stack>
          </Card>
        ) : (
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            <Stack gap="xs">
              <TextInput
                label="Search or scan a SKU"
                value={query}
                onChange={(e) => setQuery(e.currentTarget.value)}
                onKeyDown={(e) => {
                  const exact = sellable.find((p) => p.sku?.toLowerCase() === query.trim().toLowerCase())
                  if (e.key === "Enter" && exact !== undefined) {
                    add(exact)
                    setQuery("")
                  }
                }}
              />
              <Loaded state={products}>
                {() =>
                  found.length === 0 ? (
                    <Text>No products to sell{query === "" ? " yet" : ` match “${query}”`}.</Text>
                  ) : (
                    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
                      {found.map((p) => {
                        const out = p.stock_enabled && !p.allow_backorder && p.on_hand <= 0
                        return (
                          <Button
                            key={p.id}
                            variant="default"
                            h="auto"
                            py={6}
                            disabled={out}
                            onClick={() => add(p)}
                            aria-label={`Add ${p.name}`}
                            styles={{
                              inner: { justifyContent: "flex-start" },
                              label: {
                                whiteSpace: "normal",
                                display: "block",
                                textAlign: "left",
                                height: "auto",
                                overflow: "visible",
                              },
                            }}
                          >
                            <Text size="sm" fw={500}>
                              {p.name}
                            </Text>
                            <Text size="xs" c="dimmed">
                              {show(p.price)}
                              {p.stock_enabled ? ` · ${out ? "out of stock" : `${p.on_hand} in stock`}` : ""}
                            </Text>
                          </Button>
                        )
                      })}
                    </SimpleGrid>
                  )
                }
              </Loaded>
            </Stack>
            <Card withBorder component="section" aria-label="Cart">
              <Stack gap="xs">
                <Title order={2} size="h4">
                  Cart
                </Title>
                {cart.length === 0 ? (
                  <Text c="dimmed">Add products to sell.</Text>
                ) : (
                  <Table>
                    <Table.Tbody>
                      {cart.map((l) => (
                        <Table.Tr key={l.product.id}>
                          <Table.Td>{l.product.name}</Table.Td>
                          <Table.Td w={90}>
                            <NumberInput
                              aria-label={`Quantity of ${l.product.name}`}
                              min={1}
                              size="xs"
                              value={l.quantity}
                              onChange={(v) =>
                                setCart((lines) =>
                                  lines.map((x) =>
                                    x.product.id === l.product.id ? { ...x, quantity: Math.max(1, Number(v) || 1) } : x,
                                  ),
                                )
                              }
                            />
                          </Table.Td>
                          <Table.Td ta="right">{show(l.product.price * l.quantity)}</Table.Td>
                          <Table.Td w={30}>
                            <ActionIcon
                              variant="subtle"
                              color="gray"
                              aria-label={`Remove ${l.product.name}`}
                              onClick={() => setCart((lines) => lines.filter((x) => x.product.id !== l.product.id))}
                            >
                              ×
                            </ActionIcon>
                          </Table.Td>
                        </Table.Tr>
                      ))}
                    </Table.Tbody>
                  </Table>
                )}
                <Group justify="space-between">
                  <Text c="dimmed">Tax</Text>
                  <Text c="dimmed">{show(amounts.tax)}</Text>
                </Group>
                <Group justify="space-between">
                  <Text fw={700}>Total</Text>
                  <Text fw={700}>{show(amounts.total)}</Text>
                </Group>
                <Select
                  label="Member (optional)"
                  placeholder="Someone without an account"
                  searchable
                  clearable
                  data={[...people]}
                  value={buyer}
                  onSearchChange={(q) =>
                    q.length >= 2 &&
                    void searchUsers({ q, facility_id: facility.id }).then((found) =>
                      setPeople(found.map((u) => ({ value: String(u.id), label: `${u.first_name} ${u.last_name}` }))),
                    )
                  }
                  onChange={(v) => (setBuyer(v), v === null && !WAYS.some((w) => w.value === way) && setWay("cash"))}
                />
                <Select
                  label="Paid by"
                  data={ways}
                  value={way}
                  onChange={(v) => v && setWay(v)}
                  allowDeselect={false}
                />
                {way === "card_reader" && (
                  <ReaderPicker facilityId={facility.id} value={readerId} onChange={setReaderId} />
                )}
                {way === "card" && buyer !== null && (
                  <SavedCardPicker
                    userId={Number(buyer)}
                    facilityId={facility.id}
                    value={cardId}
                    onChange={setCardId}
                  />
                )}
                {readerFailure !== undefined && <Failure message={readerFailure} />}
                {atReader === undefined ? (
                  <Button disabled={cart.length === 0} onClick={() => setConfirming(true)}>
                    Charge {show(amounts.total)}
                  </Button>
                ) : (
                  <ReaderProgress
                    facilityId={facility.id}
                    intent={atReader.intent}
                    readerId={atReader.reader}
                    testMode={testMode}
                    settleWhenRead
                    onSettled={() => readerDone(atReader)}
                  />
                )}
              </Stack>
            </Card>
          </SimpleGrid>
        )}
        {facility !== undefined && club.data !== undefined && (
          <ShopSales facilityId={facility.id} club={club.data} reloadKey={receipt?.id} />
        )}
        {confirming && facility !== undefined && (
          <Confirm
            title="Take payment"
            confirm={`Take ${show(amounts.total)}`}
            color="blue"
            done={way === "card_reader" ? "Sent to the reader." : "Sold."}
            onClose={() => setConfirming(false)}
            onConfirm={async () => {
              setReaderFailure(undefined)
              if (way === "card_reader") {
                const started = await createCardPayment(facility.id, {
                  amount: amounts.total,
                  ...(readerId === undefined ? {} : { device_id: readerId }),
                  description: `${club.data?.name ?? "Pro shop"} · shop sale`,
                })
                return setAtReader({ intent: started.payment_intent_id, reader: started.device_id ?? readerId ?? "" })
              }
              setReceipt(await sell({ method: way as PayMethod, ...(way === "card" ? { card_id: cardId } : {}) }))
            }}
          >
            <Text>
              {cart.reduce((n, l) => n + l.quantity, 0)} item{cart.reduce((n, l) => n + l.quantity, 0) === 1 ? "" : "s"}
              , {show(amounts.total)} with {show(amounts.tax)} tax, taken by {wayLabel}
              {buyerName === undefined ? "" : ` from ${buyerName}`}. Stock goes down as sold; a return gives it back.
            </Text>
          </Confirm>
        )}
      </Stack>
    </main>
  )
}
