import { Schema } from "effect"

/**
 * What staff keep on people and bookings: comments on a person (staff
 * notes), on a booking, or on the club's board (a to-do list: pinned, done), and the club's tags
 * on people, bookings and products, and groups of the club's people. Each names its subject as the
 * API does, `model` and `model_id`.
 */

export const CommentModel = Schema.Literal("User", "Reservation", "Facility")
export type CommentModel = typeof CommentModel.Type

export const TagModel = Schema.Literal("User", "Reservation", "Product")
export type TagModel = typeof TagModel.Type

export const MAX_COMMENT = 5000
export const MAX_TAG = 40

export const Comment = Schema.Struct({
  id: Schema.Number,
  facility_id: Schema.Number,
  model: CommentModel,
  model_id: Schema.Number,
  comment: Schema.String,
  pinned: Schema.Boolean,
  done: Schema.Boolean,
  author_id: Schema.NullOr(Schema.Number),
  author_name: Schema.NullOr(Schema.String),
  created_at: Schema.String,
  updated_at: Schema.String,
  /** MM/DD/YYYY at h:mm A in the facility's time zone. */
  created_at_text: Schema.String,
})
export type Comment = typeof Comment.Type

/** A comment as stored; its date in words is added for the club's zone. */
export type CommentRecord = Omit<Comment, "created_at_text">

export const Tag = Schema.Struct({
  id: Schema.Number,
  facility_id: Schema.Number,
  name: Schema.String,
  /** How many people, bookings and products carry it. */
  uses: Schema.Number,
})
export type Tag = typeof Tag.Type

/** A comment's text, trimmed; what is wrong with it, or undefined. */
export const commentProblem = (text: string) => {
  const trimmed = text.trim()
  if (trimmed === "") return "A comment needs some text."
  if (trimmed.length > MAX_COMMENT) return `A comment holds at most ${MAX_COMMENT} characters.`
  return undefined
}

/** A tag's name, trimmed and with single spaces; what is wrong with it, or undefined. */
export const tagName = (name: string) => name.trim().replace(/\s+/g, " ")
export const tagProblem = (name: string) => {
  const clean = tagName(name)
  if (clean === "") return "A tag needs a name."
  if (clean.length > MAX_TAG) return `A tag's name holds at most ${MAX_TAG} characters.`
  return undefined
}

export const GroupableType = Schema.Literal("Facility", "Clinic")
export type GroupableType = typeof GroupableType.Type

export const MAX_GROUP_TITLE = 120

export const GroupMember = Schema.Struct({
  id: Schema.Number,
  first_name: Schema.String,
  last_name: Schema.String,
  email: Schema.NullOr(Schema.String),
})
export type GroupMember = typeof GroupMember.Type

/** The API's Group: a title, what it belongs to (the club or one of its clinics), and its members. */
export const Group = Schema.Struct({
  id: Schema.Number,
  facility_id: Schema.Number,
  title: Schema.String,
  groupable_type: GroupableType,
  groupable_id: Schema.Number,
  members_count: Schema.Number,
})
export type Group = typeof Group.Type

export const GroupWithMembers = Schema.Struct({ ...Group.fields, members: Schema.Array(GroupMember) })
export type GroupWithMembers = typeof GroupWithMembers.Type

export const groupTitleProblem = (title: string) => {
  const clean = title.trim()
  if (clean === "") return "A group needs a title."
  if (clean.length > MAX_GROUP_TITLE) return `A group's title holds at most ${MAX_GROUP_TITLE} characters.`
  return undefined
}
