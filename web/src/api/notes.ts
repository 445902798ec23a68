import type { NotesGroup } from "../../../adapters/http/plugins/notes"
import { pathOf } from "./paths"
import { request } from "./request"
import type { Body, Query, Success } from "./typed"

type S<N extends string> = Success<typeof NotesGroup, N>
type B<N extends string> = Body<typeof NotesGroup, N>
type Q<N extends string> = Query<typeof NotesGroup, N>

export type Comment = S<"createComment">
export type Tag = S<"createTag">

export const listComments = (query: Q<"comments">) =>
  request<S<"comments">>(pathOf("notes.comments"), { params: { ...query } })
export const createComment = (comment: B<"createComment">) =>
  request<S<"createComment">>(pathOf("notes.createComment"), { method: "POST", body: comment })
export const commentsForUser = (query: Q<"commentsForUser">) =>
  request<S<"commentsForUser">>(pathOf("notes.commentsForUser"), { params: { ...query } })
export const commentsForBoard = (query: Q<"commentsForBoard">) =>
  request<S<"commentsForBoard">>(pathOf("notes.commentsForBoard"), { params: { ...query } })
export const commentsForReservations = (query: Q<"commentsForReservations">) =>
  request<S<"commentsForReservations">>(pathOf("notes.commentsForReservations"), { params: { ...query } })
export const commentsForPlayersNotes = (query: Q<"commentsForPlayersNotes">) =>
  request<S<"commentsForPlayersNotes">>(pathOf("notes.commentsForPlayersNotes"), { params: { ...query } })
export const updateComment = (commentId: number, change: B<"updateComment">) =>
  request<S<"updateComment">>(pathOf("notes.updateComment", { commentId }), { method: "PUT", body: change })
/** Toggles done or pinned. */
export const changeCommentState = (commentId: number, change: B<"changeCommentState">) =>
  request<S<"changeCommentState">>(pathOf("notes.changeCommentState", { commentId }), { method: "PUT", body: change })
export const deleteComment = (commentId: number) =>
  request<S<"deleteComment">>(pathOf("notes.deleteComment", { commentId }), { method: "DELETE" })

export const listTags = (query: Q<"tags">) => request<S<"tags">>(pathOf("notes.tags"), { params: { ...query } })
/** Creates the tag by name (or finds it) and puts it on the subject named. */
export const createTag = (tag: B<"createTag">) =>
  request<S<"createTag">>(pathOf("notes.createTag"), { method: "POST", body: tag })
export const removeTag = (subject: B<"removeTag">) =>
  request<S<"removeTag">>(pathOf("notes.removeTag"), { method: "PUT", body: subject })
export const updateTag = (tagId: number, change: B<"updateTag">) =>
  request<S<"updateTag">>(pathOf("notes.updateTag", { tagId }), { method: "PUT", body: change })
export const deleteTag = (tagId: number) =>
  request<S<"deleteTag">>(pathOf("notes.deleteTag", { tagId }), { method: "DELETE" })
