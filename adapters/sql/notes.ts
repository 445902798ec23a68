import { Effect, Option } from "effect"
import {
  type CommentModel,
  type CommentRecord,
  Group,
  type GroupableType,
  GroupMember,
  Tag,
  type TagModel,
} from "../../engine/notes/rules"
import { facilityRows, idRows, isUniqueViolation, repository, rowsOf, withSql } from "./client"
import { type NewComment, NotesRepo } from "../../engine/notes/port"

/** Comments and tags: every read names the club first, as the indexes do. */

const SUBJECT_COLUMN = { User: "user_id", Reservation: "reservation_id", Product: "product_id" } as const

export interface CommentQuery {
  readonly facility_id: number
  readonly model?: CommentModel
  readonly model_id?: number
  readonly id?: number
  readonly limit: number
  readonly offset: number
}

/** One subject's comments read pinned first; a club-wide list newest first, a page at a time from the index. */
const orderOf = (q: CommentQuery) => (q.model_id === undefined ? "newest" : "pinned")

const commentsWhere = (q: CommentQuery) =>
  withSql(
    (sql) => sql<CommentRecord>`
      select c.id, c.facility_id, c.model, c.model_id, c.comment, c.pinned, c.done, c.author_id,
        case when a.id is null then null else a.first_name || ' ' || a.last_name end as author_name,
        to_json(c.created_at) #>> '{}' as created_at, to_json(c.updated_at) #>> '{}' as updated_at
      from comments c left join users a on a.id = c.author_id
      where c.facility_id = ${q.facility_id}
        and ${q.model === undefined ? sql`true` : sql`c.model = ${q.model}`}
        and ${q.model_id === undefined ? sql`true` : sql`c.model_id = ${q.model_id}`}
        and ${q.id === undefined ? sql`true` : sql`c.id = ${q.id}`}
      order by ${orderOf(q) === "pinned" ? sql`c.pinned desc,` : sql``} c.created_at desc, c.id desc
      limit ${q.limit} offset ${q.offset}`,
  )

export const comments = (q: CommentQuery) => commentsWhere(q)

export const findComment = (id: number) =>
  withSql((sql) =>
    Effect.flatMap(facilityRows(sql`select facility_id from comments where id = ${id}`), (rows) =>
      rows[0] === undefined
        ? Effect.succeed(Option.none<CommentRecord>())
        : Effect.map(commentsWhere({ facility_id: rows[0].facility_id, id, limit: 1, offset: 0 }), (found) =>
            Option.fromNullable(found[0]),
          ),
    ),
  )

export const insertComment = (c: NewComment) =>
  withSql((sql) =>
    Effect.map(
      idRows(sql`
        insert into comments (facility_id, model, user_id, reservation_id, comment, pinned, author_id)
        values (${c.facility_id}, ${c.model}, ${c.model === "User" ? c.model_id : null},
          ${c.model === "Reservation" ? c.model_id : null}, ${c.comment}, ${c.pinned}, ${c.author_id})
        returning id`),
      (rows) => rows[0]!.id,
    ),
  )

export const updateComment = (
  id: number,
  change: { readonly comment?: string; readonly pinned?: boolean; readonly done?: boolean },
) =>
  withSql((sql) =>
    Effect.asVoid(sql`update comments set ${sql.update({ ...change })}, updated_at = now() where id = ${id}`),
  )

export const deleteComment = (id: number) => withSql((sql) => Effect.asVoid(sql`delete from comments where id = ${id}`))

/** Does the person belong to the club (hold any role there)? */
export const belongsTo = (facilityId: number, userId: number) =>
  withSql((sql) =>
    Effect.map(
      sql`select 1 from facility_users where facility_id = ${facilityId} and user_id = ${userId}`,
      (rows) => rows.length > 0,
    ),
  )

const tagsWhere = (
  facilityId: number,
  filter: { readonly id?: number; readonly model?: TagModel; readonly modelId?: number },
) =>
  withSql((sql) =>
    rowsOf(Tag)(sql`
      select t.id, t.facility_id, t.name,
        (select count(*)::int from taggings g where g.facility_id = t.facility_id and g.tag_id = t.id) as uses
      from tags t
      where t.facility_id = ${facilityId}
        and ${filter.id === undefined ? sql`true` : sql`t.id = ${filter.id}`}
        and ${
          filter.model === undefined
            ? sql`true`
            : sql`exists (select 1 from taggings g where g.facility_id = t.facility_id and g.tag_id = t.id
                and g.model = ${filter.model} and g.model_id = ${filter.modelId ?? 0})`
        }
      order by lower(t.name)`),
  )

export const tags = (facilityId: number) => tagsWhere(facilityId, {})
export const tagsOf = (facilityId: number, model: TagModel, modelId: number) =>
  tagsWhere(facilityId, { model, modelId })

export const findTag = (id: number) =>
  withSql((sql) =>
    Effect.flatMap(facilityRows(sql`select facility_id from tags where id = ${id}`), (rows) =>
      rows[0] === undefined
        ? Effect.succeed(Option.none<Tag>())
        : Effect.map(tagsWhere(rows[0].facility_id, { id }), (found) => Option.fromNullable(found[0])),
    ),
  )

export const tagNamed = (facilityId: number, name: string) =>
  withSql((sql) =>
    Effect.map(
      idRows(sql`select id from tags where facility_id = ${facilityId} and lower(name) = lower(${name})`),
      (rows) => rows[0]?.id,
    ),
  )

export const insertTag = (facilityId: number, name: string) =>
  withSql((sql) =>
    idRows(sql`insert into tags (facility_id, name) values (${facilityId}, ${name}) returning id`).pipe(
      Effect.map((rows): number | undefined => rows[0]!.id),
      Effect.catchIf(isUniqueViolation, () => Effect.succeed(undefined)),
    ),
  )

export const renameTag = (id: number, name: string) =>
  withSql((sql) =>
    sql`update tags set name = ${name} where id = ${id}`.pipe(
      Effect.as(true),
      Effect.catchIf(isUniqueViolation, () => Effect.succeed(false)),
    ),
  )

export const deleteTag = (id: number) => withSql((sql) => Effect.asVoid(sql`delete from tags where id = ${id}`))

export const relateTag = (facilityId: number, tagId: number, model: TagModel, modelId: number) =>
  withSql((sql) =>
    Effect.asVoid(sql`
      insert into taggings (facility_id, tag_id, model, ${sql(SUBJECT_COLUMN[model])})
      values (${facilityId}, ${tagId}, ${model}, ${modelId})
      on conflict (facility_id, tag_id, model, model_id) do nothing`),
  )

export const unrelateTag = (facilityId: number, tagId: number, model: TagModel, modelId: number) =>
  withSql((sql) =>
    Effect.map(
      sql`
        delete from taggings
        where facility_id = ${facilityId} and tag_id = ${tagId} and model = ${model} and model_id = ${modelId}
        returning id`,
      (rows) => rows.length > 0,
    ),
  )

const groupsWhere = (facilityId: number, id?: number) =>
  withSql((sql) =>
    rowsOf(Group)(sql`
      select g.id, g.facility_id, g.title, g.groupable_type, g.groupable_id,
        (select count(*)::int from group_members m where m.group_id = g.id) as members_count
      from groups g
      where g.facility_id = ${facilityId} and ${id === undefined ? sql`true` : sql`g.id = ${id}`}
      order by lower(g.title), g.id`),
  )

export const groups = (facilityId: number) => groupsWhere(facilityId)

export const findGroup = (id: number) =>
  withSql((sql) =>
    Effect.flatMap(facilityRows(sql`select facility_id from groups where id = ${id}`), (rows) =>
      rows[0] === undefined
        ? Effect.succeed(Option.none<Group>())
        : Effect.map(groupsWhere(rows[0].facility_id, id), (found) => Option.fromNullable(found[0])),
    ),
  )

export const groupMembers = (facilityId: number, groupId: number) =>
  withSql((sql) =>
    rowsOf(GroupMember)(sql`
      select u.id, u.first_name, u.last_name, u.email
      from group_members m join users u on u.id = m.user_id
      where m.group_id = ${groupId} and m.facility_id = ${facilityId}
      order by u.last_name, u.first_name, u.id`),
  )

export const insertGroup = (g: {
  readonly facility_id: number
  readonly title: string
  readonly groupable_type: GroupableType
  readonly clinic_id: number | null
}) =>
  withSql((sql) =>
    Effect.map(
      idRows(sql`
        insert into groups (facility_id, title, groupable_type, clinic_id)
        values (${g.facility_id}, ${g.title}, ${g.groupable_type}, ${g.clinic_id}) returning id`),
      (rows) => rows[0]!.id,
    ),
  )

export const renameGroup = (id: number, title: string) =>
  withSql((sql) => Effect.asVoid(sql`update groups set title = ${title} where id = ${id}`))

export const deleteGroup = (id: number) => withSql((sql) => Effect.asVoid(sql`delete from groups where id = ${id}`))

/** False when the person was in the group already. */
export const addGroupMember = (facilityId: number, groupId: number, userId: number, addedBy: number | null) =>
  withSql((sql) =>
    Effect.map(
      sql`
        insert into group_members (facility_id, group_id, user_id, added_by)
        values (${facilityId}, ${groupId}, ${userId}, ${addedBy})
        on conflict (facility_id, group_id, user_id) do nothing returning user_id`,
      (rows) => rows.length > 0,
    ),
  )

/** False when the person was not in the group. */
export const removeGroupMember = (groupId: number, userId: number) =>
  withSql((sql) =>
    Effect.map(
      sql`delete from group_members where group_id = ${groupId} and user_id = ${userId} returning user_id`,
      (rows) => rows.length > 0,
    ),
  )

/** People of the club not in the group whose name or e-mail holds `query`, for adding them. */
export const groupCandidates = (facilityId: number, groupId: number, query: string) =>
  withSql((sql) => {
    const pattern = `%${query.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`
    return rowsOf(GroupMember)(sql`
      select u.id, u.first_name, u.last_name, u.email
      from facility_users fu join users u on u.id = fu.user_id
      where fu.facility_id = ${facilityId}
        and (u.first_name || ' ' || u.last_name ilike ${pattern} or coalesce(u.email, '') ilike ${pattern})
        and not exists (select 1 from group_members m where m.group_id = ${groupId} and m.user_id = u.id)
      order by u.last_name, u.first_name, u.id
      limit 20`)
  })

export const NotesRepoLive = repository(NotesRepo, (on) => ({
  comments: on(comments),
  findComment: on(findComment),
  insertComment: on(insertComment),
  updateComment: on(updateComment),
  deleteComment: on(deleteComment),
  belongsTo: on(belongsTo),
  tags: on(tags),
  tagsOf: on(tagsOf),
  findTag: on(findTag),
  tagNamed: on(tagNamed),
  insertTag: on(insertTag),
  renameTag: on(renameTag),
  deleteTag: on(deleteTag),
  relateTag: on(relateTag),
  unrelateTag: on(unrelateTag),
  groups: on(groups),
  findGroup: on(findGroup),
  groupMembers: on(groupMembers),
  insertGroup: on(insertGroup),
  renameGroup: on(renameGroup),
  deleteGroup: on(deleteGroup),
  addGroupMember: on(addGroupMember),
  removeGroupMember: on(removeGroupMember),
  groupCandidates: on(groupCandidates),
}))
