import type { PostsGroup } from "../../../adapters/http/plugins/posts"
import { pathOf } from "./paths"
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

export const listFacilityPosts = (facilityId: number, filter: Partial<Query<typeof PostsGroup, "posts">> = {}) =>
  request<S<"posts">>(pathOf("posts.posts", { id: facilityId }), { params: { ...filter } })
/** A post from JSON, or from a form carrying its featured image. */
export const createFacilityPost = (facilityId: number, post: PostChange | FormData) =>
  post instanceof FormData
    ? requestMultipart<S<"createPost">>(pathOf("posts.createPost", { id: facilityId }), post)
    : request<S<"createPost">>(pathOf("posts.createPost", { id: facilityId }), { method: "POST", body: post })
export const getFacilityPost = (facilityId: number, postId: number) =>
  request<S<"post">>(pathOf("posts.post", { id: facilityId, postId }))
export const updateFacilityPost = (facilityId: number, postId: number, change: PostChange | FormData) =>
  change instanceof FormData
    ? requestMultipart<S<"updatePost">>(pathOf("posts.updatePost", { id: facilityId, postId }), change, {
        method: "PUT",
      })
    : request<S<"updatePost">>(pathOf("posts.updatePost", { id: facilityId, postId }), { method: "PUT", body: change })
export const deleteFacilityPost = (facilityId: number, postId: number) =>
  request<S<"deletePost">>(pathOf("posts.deletePost", { id: facilityId, postId }), { method: "DELETE" })
/** Where the post's featured image is served (for an <img>). */
export const facilityPostImageUrl = (facilityId: number, postId: number) =>
  pathOf("posts.postImage", { id: facilityId, postId })
export const facilityPostImage = (facilityId: number, postId: number) =>
  request<S<"postImage">>(facilityPostImageUrl(facilityId, postId))
