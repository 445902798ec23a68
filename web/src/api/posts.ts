import type { PostsGroup } from "../../../adapters/http/plugins/posts"
import { request, requestMultipart } from "./request"
import type { Query, Success } from "./typed"

type S<N extends string> = Success<typeof PostsGroup, N>

export type Post = S<"post">
/** A post's fields as JSON; only those given change on update. */
export interface PostChange {
  readonly post_type?: Post["post_type"]
  readonly title?: string
  readonly slug?: string
  readonly status?: Post["status"]
  readonly content?: string
  readonly meta_description?: string
}

const base = (facilityId: number) => `/api/facilities/${facilityId}/facility_posts`

export const listFacilityPosts = (facilityId: number, filter: Partial<Query<typeof PostsGroup, "posts">> = {}) =>
  request<S<"posts">>(base(facilityId), { params: { ...filter } })
/** A post from JSON, or from a form carrying its featured image. */
export const createFacilityPost = (facilityId: number, post: PostChange | FormData) =>
  post instanceof FormData
    ? requestMultipart<S<"createPost">>(base(facilityId), post)
    : request<S<"createPost">>(base(facilityId), { method: "POST", body: post })
export const getFacilityPost = (facilityId: number, postId: number) =>
  request<S<"post">>(`${base(facilityId)}/${postId}`)
export const updateFacilityPost = (facilityId: number, postId: number, change: PostChange | FormData) =>
  change instanceof FormData
    ? requestMultipart<S<"updatePost">>(`${base(facilityId)}/${postId}`, change, { method: "PUT" })
    : request<S<"updatePost">>(`${base(facilityId)}/${postId}`, { method: "PUT", body: change })
export const deleteFacilityPost = (facilityId: number, postId: number) =>
  request<S<"deletePost">>(`${base(facilityId)}/${postId}`, { method: "DELETE" })
/** Where the post's featured image is served (for an <img>). */
export const facilityPostImageUrl = (facilityId: number, postId: number) =>
  `${base(facilityId)}/${postId}/featured_image`
export const facilityPostImage = (facilityId: number, postId: number) =>
  request<S<"postImage">>(facilityPostImageUrl(facilityId, postId))
