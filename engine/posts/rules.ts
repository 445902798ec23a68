import { Schema } from "effect"

/** The API's Facility post: the club's news and pages, rich text shown on its public pages by slug. */

export const PostType = Schema.Literal("news", "page", "event")
export type PostType = typeof PostType.Type
export const PostStatus = Schema.Literal("draft", "published", "archived")
export type PostStatus = typeof PostStatus.Type

export const MAX_POST_CONTENT = 100_000

export const Post = Schema.Struct({
  id: Schema.Number,
  facility_id: Schema.Number,
  post_type: PostType,
  title: Schema.String,
  /** Its address on the club's pages: /clubs/{club slug}/posts/{slug}. */
  slug: Schema.String,
  status: PostStatus,
  /** Rich text, cleaned of anything that could run in a browser. */
  content: Schema.String,
  meta_description: Schema.String,
  has_featured_image: Schema.Boolean,
  published_at: Schema.NullOr(Schema.String),
  created_at: Schema.String,
  updated_at: Schema.String,
})
export type Post = typeof Post.Type

export interface PostFields {
  readonly post_type: PostType
  readonly title: string
  readonly slug: string
  readonly status: PostStatus
  readonly content: string
  readonly meta_description: string
}

/** A slug from a title: lower-case words joined by dashes, at most 80 characters. */
export const slugOf = (title: string) =>
  title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 80)
    .replace(/-+$/g, "")

export const postProblem = (fields: PostFields) => {
  if (fields.title.trim() === "") return "A post needs a title."
  if (fields.title.length > 200) return "A post's title holds at most 200 characters."
  if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(fields.slug))
    return "A post's slug is lower-case letters and digits joined by dashes."
  if (fields.content.length > MAX_POST_CONTENT) return `A post holds at most ${MAX_POST_CONTENT} characters.`
  if (fields.meta_description.length > 300) return "A post's meta description holds at most 300 characters."
  return undefined
}
