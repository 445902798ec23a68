import { HttpApiBuilder, HttpApiEndpoint, HttpApiSchema, Multipart } from "@effect/platform"
import { Effect, Option, Schema } from "effect"
import { MAX_POST_CONTENT, Post, PostStatus, PostType } from "../../../engine/posts/rules"
import { Posts } from "../../../engine/posts/service"
import { MAX_IMAGE_BYTES } from "../../../engine/images"
import { asCaller } from "../actor"
import { publicImage } from "../files"
import { Authn } from "../authn"
import { apiGroup } from "../errors"
import { bodyOf, fileBytes } from "../forms"
import { apiOf, type Plugin } from "../plugin"
import { Policy, PolicyTag } from "../policy"
import { IdParam } from "../schemas"

/** A post's fields as sent; on update only those sent change. */
const PostChange = Schema.Struct({
  post_type: Schema.optional(PostType),
  title: Schema.optional(Schema.String.pipe(Schema.maxLength(200))),
  slug: Schema.optional(Schema.String.pipe(Schema.maxLength(80))),
  status: Schema.optional(PostStatus),
  content: Schema.optional(
    Schema.String.pipe(
      Schema.maxLength(MAX_POST_CONTENT, { message: () => `A post holds at most ${MAX_POST_CONTENT} characters.` }),
    ),
  ),
  meta_description: Schema.optional(Schema.String.pipe(Schema.maxLength(300))),
})

const Text = Schema.optional(Schema.String)
/** The same as a multipart form, with the featured image as a file. */
const PostForm = HttpApiSchema.Multipart(
  Schema.Struct({
    post_type: Text,
    title: Text,
    slug: Text,
    status: Text,
    content: Text,
    meta_description: Text,
    featured_image: Schema.optional(Multipart.SingleFileSchema),
  }),
  { maxFileSize: Option.some(MAX_IMAGE_BYTES) },
)

const postBody = (payload: unknown) => bodyOf(PostChange, payload, {}, "The post is not valid.")

const FacilityPath = Schema.Struct({ id: IdParam })
const PostPath = Schema.Struct({ id: IdParam, postId: IdParam })

export const PostsGroup = apiGroup("posts")
  .add(
    HttpApiEndpoint.get("posts", "/api/facilities/:id/facility_posts")
      .setPath(FacilityPath)
      .setUrlParams(
        Schema.Struct({
          status: Schema.optional(PostStatus),
          post_type: Schema.optional(PostType),
          slug: Schema.optional(Schema.String.pipe(Schema.maxLength(80))),
          page: Schema.optional(IdParam),
          per_page: Schema.optional(IdParam.pipe(Schema.lessThanOrEqualTo(100))),
        }),
      )
      .addSuccess(Schema.Array(Post))
      .annotate(PolicyTag, Policy.public),
  )
  .add(
    HttpApiEndpoint.post("createPost", "/api/facilities/:id/facility_posts")
      .setPath(FacilityPath)
      .setPayload(Schema.Union(PostForm, PostChange))
      .addSuccess(Post, { status: 201 })
      .annotate(PolicyTag, Policy.manager()),
  )
  .add(
    HttpApiEndpoint.get("post", "/api/facilities/:id/facility_posts/:postId")
      .setPath(PostPath)
      .addSuccess(Post)
      .annotate(PolicyTag, Policy.public),
  )
  .add(
    HttpApiEndpoint.put("updatePost", "/api/facilities/:id/facility_posts/:postId")
      .setPath(PostPath)
      .setPayload(Schema.Union(PostForm, PostChange))
      .addSuccess(Post)
      .annotate(PolicyTag, Policy.manager()),
  )
  .add(
    HttpApiEndpoint.del("deletePost", "/api/facilities/:id/facility_posts/:postId")
      .setPath(PostPath)
      .addSuccess(Post)
      .annotate(PolicyTag, Policy.manager()),
  )
  .add(
    HttpApiEndpoint.get("postImage", "/api/facilities/:id/facility_posts/:postId/featured_image")
      .setPath(PostPath)
      .addSuccess(HttpApiSchema.Uint8Array({ contentType: "image/*" }))
      .annotate(PolicyTag, Policy.public),
  )
  .middleware(Authn)

const PostsLive = HttpApiBuilder.group(apiOf(PostsGroup), "posts", (handlers) =>
  handlers
    .handle("posts", ({ path, urlParams }) => Effect.flatMap(Posts, (p) => asCaller(p.list(path.id, urlParams))))
    .handle("createPost", ({ path, payload }) =>
      Effect.gen(function* () {
        const change = yield* postBody(payload)
        const posts = yield* Posts
        return yield* asCaller(posts.save(path.id, undefined, change, fileBytes(payload, "featured_image")))
      }),
    )
    .handle("post", ({ path }) => Effect.flatMap(Posts, (p) => asCaller(p.show(path.id, path.postId))))
    .handle("updatePost", ({ path, payload }) =>
      Effect.gen(function* () {
        const change = yield* postBody(payload)
        const posts = yield* Posts
        return yield* asCaller(posts.save(path.id, path.postId, change, fileBytes(payload, "featured_image")))
      }),
    )
    .handle("deletePost", ({ path }) => Effect.flatMap(Posts, (p) => asCaller(p.remove(path.id, path.postId))))
    .handle("postImage", ({ path }) =>
      Effect.map(asCaller(Effect.flatMap(Posts, (p) => p.image(path.id, path.postId))), publicImage),
    ),
)

export const postsPlugin: Plugin = {
  name: "posts",
  description: "The club's posts: news and pages written by managers, public once published, rich text made safe.",
  group: PostsGroup,
  handlers: PostsLive,
}
