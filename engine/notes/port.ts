import { Context, type Effect, type Option } from "effect"
import type { CommentModel, CommentRecord, Group, GroupableType, GroupMember, Tag, TagModel } from "./rules"

/** A staff note to write on a person, booking or other record of the club. */
export interface NewComment {
  readonly facility_id: number
  readonly model: CommentModel
  readonly model_id: number
  readonly comment: string
  readonly pinned: boolean
  readonly author_id: number | null
}

/** Comments, tags and groups of a club. */
export class NotesRepo extends Context.Tag("venue/NotesRepo")<
  NotesRepo,
  {
    readonly comments: (query: {
      readonly facility_id: number
      readonly model?: CommentModel
      readonly model_id?: number
      readonly limit: number
      readonly offset: number
    }) => Effect.Effect<ReadonlyArray<CommentRecord>>
    readonly findComment: (id: number) => Effect.Effect<Option.Option<CommentRecord>>
    readonly insertComment: (comment: NewComment) => Effect.Effect<number>
    readonly updateComment: (
      id: number,
      change: { readonly comment?: string; readonly pinned?: boolean; readonly done?: boolean },
    ) => Effect.Effect<void>
    readonly deleteComment: (id: number) => Effect.Effect<void>
    /** Does the person hold any role at the club? */
    readonly belongsTo: (facilityId: number, userId: number) => Effect.Effect<boolean>
    readonly tags: (facilityId: number) => Effect.Effect<ReadonlyArray<Tag>>
    readonly tagsOf: (facilityId: number, model: TagModel, modelId: number) => Effect.Effect<ReadonlyArray<Tag>>
    readonly findTag: (id: number) => Effect.Effect<Option.Option<Tag>>
    readonly tagNamed: (facilityId: number, name: string) => Effect.Effect<number | undefined>
    /** The new tag's id; undefined when the club has one by that name. */
    readonly insertTag: (facilityId: number, name: string) => Effect.Effect<number | undefined>
    /** False when the club has another tag by that name. */
    readonly renameTag: (id: number, name: string) => Effect.Effect<boolean>
    readonly deleteTag: (id: number) => Effect.Effect<void>
    readonly relateTag: (facilityId: number, tagId: number, model: TagModel, modelId: number) => Effect.Effect<void>
    /** False when the subject did not carry the tag. */
    readonly unrelateTag: (
      facilityId: number,
      tagId: number,
      model: TagModel,
      modelId: number,
    ) => Effect.Effect<boolean>
    readonly groups: (facilityId: number) => Effect.Effect<ReadonlyArray<Group>>
    readonly findGroup: (id: number) => Effect.Effect<Option.Option<Group>>
    readonly groupMembers: (facilityId: number, groupId: number) => Effect.Effect<ReadonlyArray<GroupMember>>
    readonly insertGroup: (group: {
      readonly facility_id: number
      readonly title: string
      readonly groupable_type: GroupableType
      readonly clinic_id: number | null
    }) => Effect.Effect<number>
    readonly renameGroup: (id: number, title: string) => Effect.Effect<void>
    readonly deleteGroup: (id: number) => Effect.Effect<void>
    /** False when the person was in the group already. */
    readonly addGroupMember: (
      facilityId: number,
      groupId: number,
      userId: number,
      addedBy: number | null,
    ) => Effect.Effect<boolean>
    /** False when the person was not in the group. */
    readonly removeGroupMember: (groupId: number, userId: number) => Effect.Effect<boolean>
    /** The club's people not in the group whose name or e-mail holds the words. */
    readonly groupCandidates: (
      facilityId: number,
      groupId: number,
      query: string,
    ) => Effect.Effect<ReadonlyArray<GroupMember>>
  }
>() {}
