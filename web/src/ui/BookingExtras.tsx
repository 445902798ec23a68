import { NumberInput, Stack, Table, Text, Title } from "@mantine/core"
import { orderAmounts } from "../../../engine/shop/rules"
import type { Product } from "../api/shop"
import { money } from "./format"
import { useT } from "../i18n/I18n"

/** What the player adds to a booking from the shop: each booking extra and how many. */
export type Extras = ReadonlyMap<number, { readonly product: Product; readonly quantity: number }>

/** Offered with a booking: the club's booking extras sold online that are not sold out. */
export const offeredExtras = (products: ReadonlyArray<Product>) =>
  products.filter(
    (p) =>
      p.booking_upsell_item &&
      !p.archived &&
      p.sellable_on.includes("online") &&
      (!p.stock_enabled || p.allow_backorder || p.on_hand > 0),
  )

/** The extras' price as the order will charge it: the engine's own tax arithmetic. */
export const extrasTotal = (extras: Extras, pricesIncludeTax: boolean) =>
  orderAmounts(
    [...extras.values()].map((x) => ({ quantity: x.quantity, unit_price: x.product.price, tax_rate: x.product.tax })),
    0,
    pricesIncludeTax,
  ).total

export const BookingExtras = ({
  products,
  extras,
  onChange,
  club,
}: {
  products: ReadonlyArray<Product>
  extras: Extras
  onChange: (extras: Extras) => void
  club: { readonly currency: string; readonly currency_decimals: number; readonly prices_include_tax: boolean }
}) => {
  const t = useT()
  if (products.length === 0) return null
  const set = (product: Product, quantity: number) => {
    const next = new Map(extras)
    if (quantity > 0) next.set(product.id, { product, quantity })
    else next.delete(product.id)
    onChange(next)
  }
  return (
    <Stack gap={4} component="section" aria-label={t("extras.title")}>
      <Title order={4} size="h5">
        {t("extras.title")}
      </Title>
      <Table>
        <Table.Tbody>
          {products.map((p) => (
            <Table.Tr key={p.id}>
              <Table.Td>
                {p.name}
                {p.description !== "" && (
                  <Text size="xs" c="dimmed">
                    {p.description}
                  </Text>
                )}
              </Table.Td>
              <Table.Td ta="right">
                {money(p.price, club.currency, club.currency_decimals)}
                {!club.prices_include_tax && p.tax > 0 ? ` ${t("extras.plusTax")}` : ""}
              </Table.Td>
              <Table.Td w={90}>
                <NumberInput
                  aria-label={t("extras.howMany", { product: p.name })}
                  size="xs"
                  min={0}
                  max={p.stock_enabled && !p.allow_backorder ? Math.min(20, p.on_hand) : 20}
                  value={extras.get(p.id)?.quantity ?? 0}
                  onChange={(v) => set(p, Math.max(0, Math.floor(Number(v) || 0)))}
                />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Text size="xs" c="dimmed">
        {t("extras.paidWith")}
      </Text>
    </Stack>
  )
}
