import { Context, type Effect, type Option } from "effect"
import type { Post, PostFields, PostStatus, PostType } from "./rules"

/** Which of a club's posts to read: the club first and, for a list, its statuses. */
export interface PostQuery {
  readonly facility_id: number
  readonly statuses: ReadonlyArray<PostStatus>
  readonly post_type?: PostType | undefined
  readonly id?: number
  readonly slug?: string
  readonly limit: number
  readonly offset: number
}

/** The club's posts and their featured images. */
export class PostsRepo extends Context.Tag("venue/PostsRepo")<
  PostsRepo,
  {
    readonly posts: (query: PostQuery) => Effect.Effect<ReadonlyArray<Post>>
    readonly postFacility: (id: number) => Effect.Effect<Option.Option<number>>
    /** Undefined when the club has a post with that slug. */
    readonly insertPost: (
      facilityId: number,
      fields: PostFields,
      authorId: number | null,
    ) => Effect.Effect<number | undefined>
    /** False when another post of the club has that slug. */
    readonly updatePost: (id: number, fields: PostFields) => Effect.Effect<boolean>
    readonly deletePost: (id: number) => Effect.Effect<void>
    readonly savePostImage: (id: number, contentType: string, bytes: Uint8Array) => Effect.Effect<void>
    readonly postImage: (
      facilityId: number,
      id: number,
    ) => Effect.Effect<Option.Option<{ readonly content_type: string; readonly bytes: Uint8Array }>>
  }
>() {}

/**
 * Rich text that staff write for members (posts, announcements) made safe to show: formatting,
 * links and images only, nothing that could run in a member's browser.
 */
export class RichText extends Context.Tag("venue/RichText")<
  RichText,
  {
    readonly clean: (html: string) => string
    /** The text alone, a line per paragraph or list item: for mail. */
    readonly plain: (html: string) => string
  }
>() {}
