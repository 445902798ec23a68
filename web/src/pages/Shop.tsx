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
  VisuallyHidden,
} from "@mantine/core"
import { useState } from "react"
import { Navigate } from "react-router"
import { isStaff } from "../../../engine/roles"
import { orderAmounts } from "../../../engine/shop/rules"
import { getFacility } from "../api/facilities"
import { createOrder, listProducts, type Order, type Product } from "../api/shop"
import { searchUsers } from "../api/users"
import { useSession } from "../session"
import { PLAYER_WAYS, STAFF_WAYS } from "../ui/payWays"
import { useT } from "../i18n/I18n"
import type { PayMethod } from "../../../engine/payments/rules"
import { type HowTaken, TakeMoney } from "../ui/TakeMoney"
import { ShopSales } from "../ui/ShopSales"
import { FacilityPicker, useFacilityChoice } from "../ui/facility"
import { money, personLabel } from "../ui/format"
import { Loaded, useLoad } from "../ui/load"

type Line = { readonly product: Product; readonly quantity: number }

const WAYS = STAFF_WAYS.filter((w) => ["cash", "check", "card_reader"].includes(w.value))
const MEMBER_WAYS = PLAYER_WAYS

/**
 * The desk's till: products found by name or scanned SKU, a cart priced as the ledger will charge
 * it (the engine's tax and totals), sold to someone without an account for money or to a member
 * on their credits or club account, said in full before it is taken, and the receipt after.
 */
export const Shop = () => {
  const t = useT()
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
  const [confirming, setConfirming] = useState(false)
  const [receipt, setReceipt] = useState<Order>()
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
  const sell = (payment: HowTaken) =>
    createOrder(facility!.id, {
      product_orders_attributes: cart.map((l) => ({ product_id: l.product.id, quantity: l.quantity })),
      ...(buyer === null ? {} : { user_id: Number(buyer) }),
      payment,
    })
  const buyerName = people.find((p) => p.value === buyer)?.label

  return (
    <main>
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={1}>{t("nav.shop")}</Title>
          <FacilityPicker choices={choices} value={facility} onChange={choose} />
        </Group>
        {facility === undefined ? (
          <Text>{t("series.notStaff")}</Text>
        ) : receipt !== undefined ? (
          <Card withBorder component="section" aria-label={t("shop.receipt")} maw={520}>
            <Stack gap="xs">
              <Title order={2} size="h4">
                {t("shop.sold", { id: receipt.id })}
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
                <Text c="dimmed">{t("shop.tax")}</Text>
                <Text c="dimmed">{show(receipt.tax)}</Text>
              </Group>
              <Group justify="space-between">
                <Text fw={700}>{t("purchases.total")}</Text>
                <Text fw={700}>{show(receipt.total)}</Text>
              </Group>
              <Text size="sm" c="dimmed">
                {receipt.customer_name === null
                  ? t("sales.noAccount")
                  : t("shop.mailed", { name: receipt.customer_name })}{" "}
                · {receipt.method === null ? "" : t(`method.${receipt.method as PayMethod}`)}
              </Text>
              <Button onClick={() => (setReceipt(undefined), setCart([]), setBuyer(null), void products.reload())}>
                {t("shop.newSale")}
              </Button>
            </Stack>
          </Card>
        ) : (
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            <Stack gap="xs">
              <TextInput
                label={t("shop.search")}
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
                    <Text>{query === "" ? t("shop.noProducts") : t("shop.noMatch", { query })}</Text>
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
                              <VisuallyHidden>{t("shop.add")} </VisuallyHidden>
                              {p.name}
                            </Text>
                            <Text size="xs" c="dimmed">
                              {show(p.price)}
                              {p.stock_enabled
                                ? ` · ${out ? t("shop.outOfStock") : t("shop.inStock", { count: p.on_hand })}`
                                : ""}
                            </Text>
                          </Button>
                        )
                      })}
                    </SimpleGrid>
                  )
                }
              </Loaded>
            </Stack>
            <Card withBorder component="section" aria-label={t("shop.cart")}>
              <Stack gap="xs">
                <Title order={2} size="h4">
                  {t("shop.cart")}
                </Title>
                {cart.length === 0 ? (
                  <Text c="dimmed">{t("shop.addProducts")}</Text>
                ) : (
                  <Table>
                    <Table.Tbody>
                      {cart.map((l) => (
                        <Table.Tr key={l.product.id}>
                          <Table.Td>{l.product.name}</Table.Td>
                          <Table.Td w={90}>
                            <NumberInput
                              aria-label={t("shop.quantity", { product: l.product.name })}
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
                              aria-label={t("shop.remove", { product: l.product.name })}
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
                  <Text c="dimmed">{t("shop.tax")}</Text>
                  <Text c="dimmed">{show(amounts.tax)}</Text>
                </Group>
                <Group justify="space-between">
                  <Text fw={700}>{t("purchases.total")}</Text>
                  <Text fw={700}>{show(amounts.total)}</Text>
                </Group>
                <Select
                  label={t("shop.member")}
                  placeholder={t("shop.noAccountPlaceholder")}
                  searchable
                  clearable
                  data={[...people]}
                  value={buyer}
                  onSearchChange={(q) =>
                    q.length >= 2 &&
                    void searchUsers({ q, facility_id: facility.id }).then((found) =>
                      setPeople(found.map((u) => ({ value: String(u.id), label: personLabel(u) }))),
                    )
                  }
                  onChange={setBuyer}
                />
                <Button disabled={cart.length === 0} onClick={() => setConfirming(true)}>
                  {t("shop.charge", { amount: show(amounts.total) })}
                </Button>
              </Stack>
            </Card>
          </SimpleGrid>
        )}
        {facility !== undefined && club.data !== undefined && (
          <ShopSales facilityId={facility.id} club={club.data} reloadKey={receipt?.id} />
        )}
        {confirming && facility !== undefined && (
          // The till waits behind this dialog while the reader does: the cart taken is the cart sold.
          <TakeMoney
            facilityId={facility.id}
            title={t("pay.take")}
            amount={{ minor: amounts.total, shown: show(amounts.total) }}
            ways={ways}
            cardOwner={buyer === null ? undefined : Number(buyer)}
            description={t("shop.description", { club: club.data?.name ?? t("nav.shop") })}
            done={t("shop.soldDone")}
            onClose={() => setConfirming(false)}
            says={(by) => {
              const items = cart.reduce((n, l) => n + l.quantity, 0)
              return t(buyerName === undefined ? "shop.says" : "shop.saysFrom", {
                items,
                amount: show(amounts.total),
                tax: show(amounts.tax),
                by,
                buyer: buyerName ?? "",
              })
            }}
            take={async (how) => setReceipt(await sell(how))}
          />
        )}
      </Stack>
    </main>
  )
}
