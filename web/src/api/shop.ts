import type { ShopGroup } from "../../../adapters/http/plugins/shop"
import { request, requestMultipart } from "./request"
import type { Body, Query, Success } from "./typed"

type S<N extends string> = Success<typeof ShopGroup, N>
type B<N extends string> = Body<typeof ShopGroup, N>

export type Product = S<"product">
export type ProductCategory = S<"createCategory">
export type Order = S<"order">
/** A product's fields as JSON; only those given change on update. */
export type ProductChange = Exclude<B<"updateProduct">, { readonly image?: unknown }>

const base = (facilityId: number) => `/api/facilities/${facilityId}`

export const listProductCategories = (facilityId: number) =>
  request<S<"categories">>(`${base(facilityId)}/product_categories`)
export const createProductCategory = (facilityId: number, category: B<"createCategory">) =>
  request<S<"createCategory">>(`${base(facilityId)}/product_categories`, { method: "POST", body: category })
export const updateProductCategory = (facilityId: number, categoryId: number, category: B<"updateCategory">) =>
  request<S<"updateCategory">>(`${base(facilityId)}/product_categories/${categoryId}`, {
    method: "PUT",
    body: category,
  })
export const deleteProductCategory = (facilityId: number, categoryId: number) =>
  request<S<"deleteCategory">>(`${base(facilityId)}/product_categories/${categoryId}`, { method: "DELETE" })

export const listProducts = (facilityId: number, filter: Partial<Query<typeof ShopGroup, "products">> = {}) =>
  request<S<"products">>(`${base(facilityId)}/products`, { params: { ...filter } })
/** A product from JSON, or from a form carrying its image (the image only when it is a real file). */
export const createProduct = (facilityId: number, product: ProductChange | FormData) =>
  product instanceof FormData
    ? requestMultipart<S<"createProduct">>(`${base(facilityId)}/products`, product)
    : request<S<"createProduct">>(`${base(facilityId)}/products`, { method: "POST", body: product })
export const getProduct = (facilityId: number, productId: number) =>
  request<S<"product">>(`${base(facilityId)}/products/${productId}`)
export const updateProduct = (facilityId: number, productId: number, change: ProductChange | FormData) =>
  change instanceof FormData
    ? requestMultipart<S<"updateProduct">>(`${base(facilityId)}/products/${productId}`, change, { method: "PUT" })
    : request<S<"updateProduct">>(`${base(facilityId)}/products/${productId}`, { method: "PUT", body: change })
export const deleteProduct = (facilityId: number, productId: number) =>
  request<S<"deleteProduct">>(`${base(facilityId)}/products/${productId}`, { method: "DELETE" })
/** Where the product's image is served (for an <img>). */
export const productImageUrl = (facilityId: number, productId: number) =>
  `${base(facilityId)}/products/${productId}/image`
export const productImage = (facilityId: number, productId: number) =>
  request<S<"productImage">>(productImageUrl(facilityId, productId))
export const createProductStock = (facilityId: number, productId: number, entry: B<"createStock">) =>
  request<S<"createStock">>(`${base(facilityId)}/products/${productId}/create_stock`, { method: "POST", body: entry })
export const toggleProductArchive = (facilityId: number, productId: number) =>
  request<S<"toggleArchive">>(`${base(facilityId)}/products/${productId}/toggle_archive`, { method: "PUT" })
export const productTransactions = (
  facilityId: number,
  productId: number,
  page: { page?: number; per_page?: number } = {},
) => request<S<"transactions">>(`${base(facilityId)}/products/${productId}/transactions`, { params: page })

export const createOrder = (facilityId: number, order: B<"createOrder">) =>
  request<S<"createOrder">>(`${base(facilityId)}/orders`, { method: "POST", body: order })
export const listOrders = (facilityId: number, filter: Partial<Query<typeof ShopGroup, "orders">> = {}) =>
  request<S<"orders">>(`${base(facilityId)}/orders`, { params: { ...filter } })
export const getOrder = (facilityId: number, orderId: number) =>
  request<S<"order">>(`${base(facilityId)}/orders/${orderId}`)
export const returnOrder = (facilityId: number, orderId: number, items: B<"returnOrder">) =>
  request<S<"returnOrder">>(`${base(facilityId)}/orders/${orderId}/return`, { method: "POST", body: items })

export const shopSalesReport = (facilityId: number, period: { from?: string; to?: string } = {}) =>
  request<S<"salesReport">>(`${base(facilityId)}/shop_reports/sales`, { params: period })
export const shopStockReport = (facilityId: number) =>
  request<S<"stockReport">>(`${base(facilityId)}/shop_reports/stock`)
