import type { ShopGroup } from "../../../adapters/http/plugins/shop"
import { pathOf } from "./paths"
import { request, requestMultipart } from "./request"
import type { Body, Query, Success } from "./typed"

type S<N extends string> = Success<typeof ShopGroup, N>
type B<N extends string> = Body<typeof ShopGroup, N>

export type Product = S<"product">
export type ProductCategory = S<"createCategory">
export type Order = S<"order">
/** A product's fields as JSON; only those given change on update. */
export type ProductChange = Exclude<B<"updateProduct">, { readonly image?: unknown }>

export const listProductCategories = (facilityId: number) =>
  request<S<"categories">>(pathOf("shop.categories", { id: facilityId }))
export const createProductCategory = (facilityId: number, category: B<"createCategory">) =>
  request<S<"createCategory">>(pathOf("shop.createCategory", { id: facilityId }), { method: "POST", body: category })
export const updateProductCategory = (facilityId: number, categoryId: number, category: B<"updateCategory">) =>
  request<S<"updateCategory">>(pathOf("shop.updateCategory", { id: facilityId, categoryId }), {
    method: "PUT",
    body: category,
  })
export const deleteProductCategory = (facilityId: number, categoryId: number) =>
  request<S<"deleteCategory">>(pathOf("shop.deleteCategory", { id: facilityId, categoryId }), { method: "DELETE" })

export const listProducts = (facilityId: number, filter: Partial<Query<typeof ShopGroup, "products">> = {}) =>
  request<S<"products">>(pathOf("shop.products", { id: facilityId }), { params: { ...filter } })
/** A product from JSON, or from a form carrying its image (the image only when it is a real file). */
export const createProduct = (facilityId: number, product: ProductChange | FormData) =>
  product instanceof FormData
    ? requestMultipart<S<"createProduct">>(pathOf("shop.createProduct", { id: facilityId }), product)
    : request<S<"createProduct">>(pathOf("shop.createProduct", { id: facilityId }), { method: "POST", body: product })
export const getProduct = (facilityId: number, productId: number) =>
  request<S<"product">>(pathOf("shop.product", { id: facilityId, productId }))
export const updateProduct = (facilityId: number, productId: number, change: ProductChange | FormData) =>
  change instanceof FormData
    ? requestMultipart<S<"updateProduct">>(pathOf("shop.updateProduct", { id: facilityId, productId }), change, {
        method: "PUT",
      })
    : request<S<"updateProduct">>(pathOf("shop.updateProduct", { id: facilityId, productId }), {
        method: "PUT",
        body: change,
      })
export const deleteProduct = (facilityId: number, productId: number) =>
  request<S<"deleteProduct">>(pathOf("shop.deleteProduct", { id: facilityId, productId }), { method: "DELETE" })
/** Where the product's image is served (for an <img>). */
export const productImageUrl = (facilityId: number, productId: number) =>
  pathOf("shop.productImage", { id: facilityId, productId })
export const productImage = (facilityId: number, productId: number) =>
  request<S<"productImage">>(productImageUrl(facilityId, productId))
export const createProductStock = (facilityId: number, productId: number, entry: B<"createStock">) =>
  request<S<"createStock">>(pathOf("shop.createStock", { id: facilityId, productId }), { method: "POST", body: entry })
export const toggleProductArchive = (facilityId: number, productId: number) =>
  request<S<"toggleArchive">>(pathOf("shop.toggleArchive", { id: facilityId, productId }), { method: "PUT" })
export const productTransactions = (
  facilityId: number,
  productId: number,
  page: { page?: number; per_page?: number } = {},
) => request<S<"transactions">>(pathOf("shop.transactions", { id: facilityId, productId }), { params: page })

export const createOrder = (facilityId: number, order: B<"createOrder">) =>
  request<S<"createOrder">>(pathOf("shop.createOrder", { id: facilityId }), { method: "POST", body: order })
export const listOrders = (facilityId: number, filter: Partial<Query<typeof ShopGroup, "orders">> = {}) =>
  request<S<"orders">>(pathOf("shop.orders", { id: facilityId }), { params: { ...filter } })
export const getOrder = (facilityId: number, orderId: number) =>
  request<S<"order">>(pathOf("shop.order", { id: facilityId, orderId }))
export const returnOrder = (facilityId: number, orderId: number, items: B<"returnOrder">) =>
  request<S<"returnOrder">>(pathOf("shop.returnOrder", { id: facilityId, orderId }), { method: "POST", body: items })

export const shopSalesReport = (facilityId: number, period: { from?: string; to?: string } = {}) =>
  request<S<"salesReport">>(pathOf("shop.salesReport", { id: facilityId }), { params: period })
export const shopStockReport = (facilityId: number) =>
  request<S<"stockReport">>(pathOf("shop.stockReport", { id: facilityId }))
