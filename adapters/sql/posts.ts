import { Effect, Option } from "effect"
import { Post, type PostFields } from "../../engine/posts/rules"
import { decodedRows, facilityRows, idRows, imageRows, isUniqueViolation, repository, withSql } from "./client"
import { type PostQuery, PostsRepo } from "../../engine/posts/port"

/** The club's posts; reads name the club first and, for a list, its status. */

export const posts = (q: PostQuery) =>
  withSql((sql) =>
    decodedRows(
      Post,
      sql`
      select id, facility_id, post_type, title, slug, status, content, meta_description,
        featured_image is not null as has_featured_image,
        to_json(published_at) #>> '{}' as published_at, to_json(created_at) #>> '{}' as created_at,
        to_json(updated_at) #>> '{}' as updated_at
      from facility_posts
      where facility_id = ${q.facility_id} and status in ${sql.in(q.statuses)}
        and ${q.post_type === undefined ? sql`true` : sql`post_type = ${q.post_type}`}
        and ${q.id === undefined ? sql`true` : sql`id = ${q.id}`}
        and ${q.slug === undefined ? sql`true` : sql`slug = ${q.slug}`}
      order by published_at desc nulls first, id desc
      limit ${q.limit} offset ${q.offset}`,
    ),
  )

/** The club a post is of. */
export const postFacility = (id: number) =>
  withSql((sql) =>
    Effect.map(facilityRows(sql`select facility_id from facility_posts where id = ${id}`), (rows) =>
      Option.fromNullable(rows[0]?.facility_id),
    ),
  )

/** The new post's id; undefined when the club has a post with that slug. */
export const insertPost = (facilityId: number, fields: PostFields, authorId: number | null) =>
  withSql((sql) =>
    idRows(sql`
      insert into facility_posts (facility_id, post_type, title, slug, status, content, meta_description, author_id,
        published_at)
      values (${facilityId}, ${fields.post_type}, ${fields.title}, ${fields.slug}, ${fields.status}, ${fields.content},
        ${fields.meta_description}, ${authorId}, ${fields.status === "published" ? sql`now()` : null})
      returning id`).pipe(
      Effect.map((rows): number | undefined => rows[0]!.id),
      Effect.catchIf(isUniqueViolation, () => Effect.succeed(undefined)),
    ),
  )

/** False when another post of the club has that slug. A post is dated when it is first published. */
export const updatePost = (id: number, fields: PostFields) =>
  withSql((sql) =>
    sql`
      update facility_posts set ${sql.update({ ...fields })}, updated_at = now(),
        published_at = case when ${fields.status} = 'published' then coalesce(published_at, now()) else published_at end
      where id = ${id}`.pipe(
      Effect.as(true),
      Effect.catchIf(isUniqueViolation, () => Effect.succeed(false)),
    ),
  )

export const deletePost = (id: number) =>
  withSql((sql) => Effect.asVoid(sql`delete from facility_posts where id = ${id}`))

export const savePostImage = (id: number, contentType: string, bytes: Uint8Array) =>
  withSql((sql) =>
    Effect.asVoid(
      sql`update facility_posts set featured_image = ${bytes}, featured_image_type = ${contentType} where id = ${id}`,
    ),
  )

export const postImage = (facilityId: number, id: number) =>
  withSql((sql) =>
    Effect.map(
      imageRows(sql`
        select featured_image_type as content_type, featured_image as bytes from facility_posts
        where facility_id = ${facilityId} and id = ${id} and featured_image is not null`),
      (rows) => Option.fromNullable(rows[0]),
    ),
  )

export const PostsRepoLive = repository(PostsRepo, (on) => ({
  posts: on(posts),
  postFacility: on(postFacility),
  insertPost: on(insertPost),
  updatePost: on(updatePost),
  deletePost: on(deletePost),
  savePostImage: on(savePostImage),
  postImage: on(postImage),
}))
