import { withSpans } from "../spans"
import { Effect, Option } from "effect"
import { CurrentCaller, isStaffAt, requireManagerAt } from "../access"
import { conflict, notFound, orNotFound, unprocessable } from "../errors"
import { checkedImage } from "../images"
import { type PostFields, type PostStatus, type PostType, postProblem, slugOf } from "./rules"
import { FacilitiesRepo } from "../facilities/port"
import { PostsRepo, RichText } from "./port"

export interface PostInput {
  readonly post_type?: PostType | undefined
  readonly title?: string | undefined
  readonly slug?: string | undefined
  readonly status?: PostStatus | undefined
  readonly content?: string | undefined
  readonly meta_description?: string | undefined
}

const ALL: ReadonlyArray<PostStatus> = ["draft", "published", "archived"]

/**
 * The club's posts (the API's facility posts): managers write them; anyone reads what is published,
 * the club's staff everything. Rich text is cleaned when saved and again when served, so no post
 * carries script to a reader's browser.
 */
export class Posts extends Effect.Service<Posts>()("venue/Posts", {
  effect: Effect.gen(function* () {
    const repo = yield* PostsRepo
    const facilities = yield* FacilitiesRepo
    const { clean: cleanRichText } = yield* RichText

    /** What the caller may read at the club: staff every status, anyone else what is published. */
    const readable = (facilityId: number, wanted?: PostStatus) =>
      Effect.map(CurrentCaller, (caller): ReadonlyArray<PostStatus> => {
        const allowed = isStaffAt(caller, facilityId) ? ALL : (["published"] as const)
        return wanted === undefined ? allowed : allowed.filter((s) => s === wanted)
      })

    const served = <P extends { readonly content: string }>(post: P): P => ({
      ...post,
      content: cleanRichText(post.content),
    })

    const list = (
      facilityId: number,
      filter: {
        readonly status?: PostStatus | undefined
        readonly post_type?: PostType | undefined
        readonly slug?: string | undefined
        readonly page?: number | undefined
        readonly per_page?: number | undefined
      },
    ) =>
      Effect.gen(function* () {
        yield* orNotFound("Facility")(facilities.find(facilityId))
        const statuses = yield* readable(facilityId, filter.status)
        if (statuses.length === 0) return []
        const limit = Math.min(filter.per_page ?? 20, 100)
        const found = yield* repo.posts({
          facility_id: facilityId,
          statuses,
          post_type: filter.post_type,
          ...(filter.slug === undefined ? {} : { slug: filter.slug }),
          limit,
          offset: ((filter.page ?? 1) - 1) * limit,
        })
        return found.map(served)
      })

    /** One post of the club the caller may read; any other reads as not found. */
    const show = (facilityId: number, id: number) =>
      Effect.gen(function* () {
        const [post] = yield* repo.posts({
          facility_id: facilityId,
          statuses: yield* readable(facilityId),
          id,
          limit: 1,
          offset: 0,
        })
        return post === undefined ? yield* Effect.fail(notFound("Post")) : served(post)
      })

    /** Writes a new post (no `id`) or changes one: only the fields given change. */
    const save = (facilityId: number, id: number | undefined, input: PostInput, image?: Uint8Array) =>
      Effect.gen(function* () {
        yield* requireManagerAt(facilityId, "Only a manager writes the club's posts.")
        const before = id === undefined ? undefined : yield* show(facilityId, id)
        const title = (input.title ?? before?.title ?? "").trim()
        const fields: PostFields = {
          post_type: input.post_type ?? before?.post_type ?? "news",
          title,
          slug: input.slug ?? before?.slug ?? slugOf(title),
          status: input.status ?? before?.status ?? "draft",
          content: cleanRichText(input.content ?? before?.content ?? ""),
          meta_description: (input.meta_description ?? before?.meta_description ?? "").trim(),
        }
        const problem = postProblem(fields)
        if (problem !== undefined) return yield* Effect.fail(unprocessable(problem))
        const type = image === undefined ? undefined : yield* checkedImage(image, "featured image")
        const author = (yield* CurrentCaller).userId ?? null
        const saved = id === undefined ? yield* repo.insertPost(facilityId, fields, author) : id
        const written = id === undefined ? saved !== undefined : yield* repo.updatePost(id, fields)
        if (saved === undefined || !written)
          return yield* Effect.fail(conflict(`Another post of the club has the address "${fields.slug}".`))
        if (image !== undefined) yield* repo.savePostImage(saved, type!, image)
        return yield* show(facilityId, saved)
      })

    const remove = (facilityId: number, id: number) =>
      Effect.gen(function* () {
        yield* requireManagerAt(facilityId, "Only a manager deletes the club's posts.")
        const post = yield* show(facilityId, id)
        yield* repo.deletePost(id)
        return post
      })

    const image = (facilityId: number, id: number) =>
      Effect.gen(function* () {
        yield* show(facilityId, id)
        return yield* Effect.flatMap(repo.postImage(facilityId, id), (found) =>
          Option.isSome(found) ? Effect.succeed(found.value) : Effect.fail(notFound("Featured image")),
        )
      })

    return withSpans("Posts", { list, show, save, remove, image })
  }),
}) {}
