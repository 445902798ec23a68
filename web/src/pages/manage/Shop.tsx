import {
  Badge,
  Button,
  Card,
  Group,
  Modal,
  NumberInput,
  Select,
  Stack,
  Switch,
  Table,
  Text,
  TextInput,
  Title,
} from "@mantine/core"
import { useState } from "react"
import { getFacility } from "../../api/facilities"
import {
  createProduct,
  createProductCategory,
  createProductStock,
  listProductCategories,
  listProducts,
  type Product,
  productTransactions,
  toggleProductArchive,
  updateProduct,
} from "../../api/shop"
import { Form } from "../../components"
import { money, dateTime } from "../../ui/format"
import { Loaded, useLoad } from "../../ui/load"
import { RecordTable } from "../../ui/RecordTable"
import { toMajor, toMinor } from "../../../../engine/money"
import type { StockAction } from "../../../../engine/shop/rules"
import { type MessageId, useT } from "../../i18n/I18n"

const BLANK = {
  name: "",
  sku: "",
  category: "",
  price: "" as number | string,
  tax: 0 as number | string,
  cost: "" as number | string,
  stock_enabled: true,
  low_stock_at: "" as number | string,
  online: true,
  upsell: false,
}

/**
 * Managers keep the shop: products with their category, price, tax and cost, where they are sold,
 * stock received and counted, each product's history, and archiving what is no longer sold.
 */
export const ShopEditor = ({ facilityId }: { facilityId: number }) => {
  const t = useT()
  const club = useLoad(() => getFacility(facilityId), [facilityId])
  const categories = useLoad(() => listProductCategories(facilityId), [facilityId])
  const [archived, setArchived] = useState(false)
  const products = useLoad(() => listProducts(facilityId, { archived }), [facilityId, archived])
  const [editing, setEditing] = useState<Product>()
  const [draft, setDraft] = useState(BLANK)
  const [stockOf, setStockOf] = useState<Product>()
  const [historyOf, setHistoryOf] = useState<Product>()
  const [newCategory, setNewCategory] = useState("")
  const decimals = club.data?.currency_decimals ?? 2
  const currency = club.data?.currency ?? "USD"
  const show = (n: number) => money(n, currency, decimals)
  const minor = (v: number | string) => toMinor(v, decimals)
  const edit = (p: Product) => (
    setEditing(p),
    setDraft({
      name: p.name,
      sku: p.sku ?? "",
      category: p.product_category_id === null ? "" : String(p.product_category_id),
      price: toMajor(p.price, decimals),
      tax: p.tax,
      cost: p.cost === null ? "" : toMajor(p.cost, decimals),
      stock_enabled: p.stock_enabled,
      low_stock_at: p.low_stock_at ?? "",
      online: p.sellable_on.includes("online"),
      upsell: p.booking_upsell_item,
    })
  )
  const save = async () => {
    const fields = {
      name: draft.name,
      sku: draft.sku.trim() === "" ? null : draft.sku.trim(),
      product_category_id: draft.category === "" ? null : Number(draft.category),
      price: minor(draft.price),
      tax: Number(draft.tax),
      cost: draft.cost === "" ? null : minor(draft.cost),
      stock_enabled: draft.stock_enabled,
      low_stock_at: draft.low_stock_at === "" ? null : Number(draft.low_stock_at),
      sellable_on: draft.online ? (["desk", "online"] as const) : (["desk"] as const),
      booking_upsell_item: draft.upsell,
    }
    await (editing === undefined ? createProduct(facilityId, fields) : updateProduct(facilityId, editing.id, fields))
    setEditing(undefined)
    setDraft(BLANK)
    await Promise.all([products.reload(), categories.reload()])
  }
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Switch
          label={t("products.showArchived")}
          checked={archived}
          onChange={(e) => setArchived(e.currentTarget.checked)}
        />
      </Group>
      <Loaded state={products}>
        {(rows) => (
          <RecordTable
            label={t("products.title")}
            empty={t(archived ? "products.noneArchived" : "products.none")}
            rows={rows}
            columns={[
              {
                title: t("products.product"),
                cell: (p) => (
                  <>
                    <Text fw={500}>
                      {p.name}{" "}
                      {p.booking_upsell_item && (
                        <Badge size="sm" variant="light">
                          {t("products.withBookings")}
                        </Badge>
                      )}
                    </Text>
                    <Text size="sm" c="dimmed">
                      {[p.sku, p.category_name, t("products.taxOf", { tax: p.tax })].filter(Boolean).join(" · ")}
                    </Text>
                  </>
                ),
              },
              { title: t("products.price"), align: "right", cell: (p) => show(p.price) },
              {
                title: t("products.onHand"),
                align: "right",
                cell: (p) =>
                  p.stock_enabled ? (
                    <Text c={p.low_stock_at !== null && p.on_hand <= p.low_stock_at ? "red" : undefined}>
                      {p.on_hand}
                    </Text>
                  ) : (
                    "—"
                  ),
              },
              {
                title: "",
                cell: (p) => (
                  <Group gap={4} justify="end" wrap="nowrap">
                    <Button
                      size="xs"
                      variant="subtle"
                      onClick={() => edit(p)}
                      aria-label={t("packageEditor.changeNamed", { name: p.name })}
                    >
                      {t("packageEditor.change")}
                    </Button>
                    {p.stock_enabled && (
                      <Button
                        size="xs"
                        variant="subtle"
                        onClick={() => setStockOf(p)}
                        aria-label={t("products.stockOf", { name: p.name })}
                      >
                        {t("products.stock")}
                      </Button>
                    )}
                    <Button
                      size="xs"
                      variant="subtle"
                      onClick={() => setHistoryOf(p)}
                      aria-label={t("products.historyOf", { name: p.name })}
                    >
                      {t("products.history")}
                    </Button>
                    <Button
                      size="xs"
                      variant="subtle"
                      color="gray"
                      onClick={() => void toggleProductArchive(facilityId, p.id).then(() => products.reload())}
                    >
                      {t(p.archived ? "products.restore" : "products.archive")}
                    </Button>
                  </Group>
                ),
              },
            ]}
          />
        )}
      </Loaded>
      <Card withBorder component="section" aria-label={t(editing === undefined ? "products.new" : "products.change")}>
        <Title order={2} size="h4" mb="xs">
          {editing === undefined ? t("products.new") : t("packageEditor.changeNamed", { name: editing.name })}
        </Title>
        <Form onSubmit={save} submit={t(editing === undefined ? "products.add" : "products.save")}>
          <TextInput
            label={t("products.name")}
            required
            value={draft.name}
            onChange={(e) => setDraft({ ...draft, name: e.currentTarget.value })}
          />
          <Group grow>
            <TextInput
              label={t("products.sku")}
              value={draft.sku}
              onChange={(e) => setDraft({ ...draft, sku: e.currentTarget.value })}
            />
            <Select
              label={t("products.category")}
              data={[
                { value: "", label: t("products.noCategory") },
                ...(categories.data ?? []).map((c) => ({ value: String(c.id), label: c.name })),
              ]}
              value={draft.category}
              onChange={(v) => setDraft({ ...draft, category: v ?? "" })}
              allowDeselect={false}
            />
          </Group>
          <Group grow>
            <NumberInput
              label={t(club.data?.prices_include_tax ? "products.priceTaxIncluded" : "products.priceBeforeTax", {
                currency,
              })}
              required
              min={0}
              decimalScale={decimals}
              value={draft.price}
              onChange={(price) => setDraft({ ...draft, price })}
            />
            <NumberInput
              label={t("products.tax")}
              min={0}
              max={100}
              decimalScale={3}
              value={draft.tax}
              onChange={(tax) => setDraft({ ...draft, tax })}
            />
            <NumberInput
              label={t("products.cost", { currency })}
              min={0}
              decimalScale={decimals}
              value={draft.cost}
              onChange={(cost) => setDraft({ ...draft, cost })}
            />
          </Group>
          <Group grow>
            <Switch
              label={t("products.keepStock")}
              checked={draft.stock_enabled}
              onChange={(e) => setDraft({ ...draft, stock_enabled: e.currentTarget.checked })}
            />
            <NumberInput
              label={t("products.lowStockAt")}
              min={0}
              disabled={!draft.stock_enabled}
              value={draft.low_stock_at}
              onChange={(low_stock_at) => setDraft({ ...draft, low_stock_at })}
            />
          </Group>
          <Switch
            label={t("products.soldOnline")}
            checked={draft.online}
            onChange={(e) => setDraft({ ...draft, online: e.currentTarget.checked })}
          />
          <Switch
            label={t("products.upsell")}
            disabled={!draft.online}
            checked={draft.upsell && draft.online}
            onChange={(e) => setDraft({ ...draft, upsell: e.currentTarget.checked })}
          />
        </Form>
      </Card>
      <Card withBorder component="section" aria-label={t("products.newCategory")}>
        <Form
          onSubmit={async () => {
            await createProductCategory(facilityId, { name: newCategory })
            setNewCategory("")
            await categories.reload()
          }}
          submit={t("products.addCategory")}
        >
          <TextInput
            label={t("products.newCategory")}
            value={newCategory}
            onChange={(e) => setNewCategory(e.currentTarget.value)}
          />
        </Form>
      </Card>
      {stockOf !== undefined && (
        <StockDialog
          facilityId={facilityId}
          product={stockOf}
          decimals={decimals}
          onClose={() => setStockOf(undefined)}
          onDone={() => void products.reload()}
        />
      )}
      {historyOf !== undefined && (
        <HistoryDialog
          facilityId={facilityId}
          product={historyOf}
          timeZone={club.data?.time_zone ?? "UTC"}
          onClose={() => setHistoryOf(undefined)}
        />
      )}
    </Stack>
  )
}

const ACTIONS: ReadonlyArray<{ value: StockAction; label: MessageId }> = [
  { value: "receive", label: "stock.receive" },
  { value: "count", label: "stock.count" },
  { value: "adjust", label: "stock.adjust" },
]

/** A stock entry by hand: a delivery with its cost, a count, or an adjustment with a note. */
const StockDialog = ({
  facilityId,
  product,
  decimals,
  onClose,
  onDone,
}: {
  facilityId: number
  product: Product
  decimals: number
  onClose: () => void
  onDone: () => void
}) => {
  const t = useT()
  const [action, setAction] = useState<"receive" | "count" | "adjust">("receive")
  const [amount, setAmount] = useState<number | string>("")
  const [cost, setCost] = useState<number | string>(product.cost === null ? "" : toMajor(product.cost, decimals))
  const [note, setNote] = useState("")
  const after = action === "count" ? Number(amount) : product.on_hand + Number(amount || 0)
  return (
    <Modal opened onClose={onClose} title={t("products.stockOf", { name: product.name })}>
      <Form
        onSubmit={async () => {
          await createProductStock(facilityId, product.id, {
            action,
            amount: Number(amount),
            ...(action === "receive" && cost !== "" ? { cost: toMinor(cost, decimals) } : {}),
            ...(note.trim() === "" ? {} : { note: note.trim() }),
          })
          onDone()
          onClose()
        }}
        submit={t("stock.record")}
      >
        <Select
          label={t("stock.what")}
          data={ACTIONS.map((a) => ({ value: a.value, label: t(a.label) }))}
          value={action}
          onChange={(v) => v && setAction(v as typeof action)}
          allowDeselect={false}
        />
        <NumberInput
          label={t(
            action === "receive"
              ? "stock.unitsReceived"
              : action === "count"
                ? "stock.unitsCounted"
                : "stock.unitsInOut",
          )}
          required
          value={amount}
          onChange={setAmount}
        />
        {action === "receive" && (
          <NumberInput label={t("stock.costPerUnit")} min={0} decimalScale={decimals} value={cost} onChange={setCost} />
        )}
        <TextInput label={t("stock.note")} value={note} onChange={(e) => setNote(e.currentTarget.value)} />
        <Text size="sm" c="dimmed">
          {amount === ""
            ? t("stock.onHandNow", { now: product.on_hand })
            : t("stock.onHandAfter", { now: product.on_hand, after })}
        </Text>
      </Form>
    </Modal>
  )
}

const ACTION_LABELS: Record<StockAction, MessageId> = {
  receive: "stock.received",
  count: "stock.counted",
  adjust: "stock.adjusted",
  sale: "stock.sold",
  return: "stock.returned",
}

/** A product's stock entries, newest first, with what was on hand after each. */
const HistoryDialog = ({
  facilityId,
  product,
  timeZone,
  onClose,
}: {
  facilityId: number
  product: Product
  timeZone: string
  onClose: () => void
}) => {
  const t = useT()
  const history = useLoad(() => productTransactions(facilityId, product.id, { per_page: 50 }), [facilityId, product.id])
  return (
    <Modal opened onClose={onClose} title={t("products.historyOf", { name: product.name })} size="lg">
      <Loaded state={history}>
        {(entries) =>
          entries.length === 0 ? (
            <Text>{t("stock.none")}</Text>
          ) : (
            <Table aria-label={t("stock.history")}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t("webhooks.when")}</Table.Th>
                  <Table.Th>{t("audit.what")}</Table.Th>
                  <Table.Th ta="right">{t("stock.units")}</Table.Th>
                  <Table.Th ta="right">{t("products.onHand")}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {entries.map((e) => (
                  <Table.Tr key={e.id}>
                    <Table.Td>{dateTime(e.created_at, timeZone)}</Table.Td>
                    <Table.Td>
                      {t(ACTION_LABELS[e.action])}
                      {e.note ? ` · ${e.note}` : ""}
                      {e.staff_name ? ` · ${e.staff_name}` : ""}
                    </Table.Td>
                    <Table.Td ta="right">{e.amount > 0 ? `+${e.amount}` : e.amount}</Table.Td>
                    <Table.Td ta="right">{e.balance}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )
        }
      </Loaded>
    </Modal>
  )
}
