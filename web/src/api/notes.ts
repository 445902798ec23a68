import type { NotesGroup } from "../../../adapters/http/plugins/notes"
import { request } from "./request"
import type { Body, Query, Success } from "./typed"

type S<N extends string> = Success<typeof NotesGroup, N>
type B<N extends string> = Body<typeof NotesGroup, N>
type Q<N extends string> = Query<typeof NotesGroup, N>

export type Comment = S<"createComment">
export type Tag = S<"createTag">

export const listComments = (query: Q<"comments">) => request<S<"comments">>("/api/comments", { params: { ...query } })
export const createComment = (comment: B<"createComment">) =>
  request<S<"createComment">>("/api/comments", { method: "POST", body: comment })
export const commentsForUser = (query: Q<"commentsForUser">) =>
  request<S<"commentsForUser">>("/api/comments/index_for_user", { params: { ...query } })
export const commentsForBoard = (query: Q<"commentsForBoard">) =>
  request<S<"commentsForBoard">>("/api/comments/index_for_board", { params: { ...query } })
export const commentsForReservations = (query: Q<"commentsForReservations">) =>
  request<S<"commentsForReservations">>("/api/comments/index_for_reservations", { params: { ...query } })
export const commentsForPlayersNotes = (query: Q<"commentsForPlayersNotes">) =>
  request<S<"commentsForPlayersNotes">>("/api/comments/index_for_players_notes", { params: { ...query } })
export const updateComment = (commentId: number, change: B<"updateComment">) =>
  request<S<"updateComment">>(`/api/comments/${commentId}`, { method: "PUT", body: change })
/** Toggles done or pinned. */
export const changeCommentState = (commentId: number, change: B<"changeCommentState">) =>
  request<S<"changeCommentState">>(`/api/comments/change_state/${commentId}`, { method: "PUT", body: change })
export const deleteComment = (commentId: number) =>
  request<S<"deleteComment">>(`/api/comments/${commentId}`, { method: "DELETE" })

export const listTags = (query: Q<"tags">) => request<S<"tags">>("/api/tags", { params: { ...query } })
/** Creates the tag by name (or finds it) and puts it on the subject named. */
export const createTag = (tag: B<"createTag">) => request<S<"createTag">>("/api/tags", { method: "POST", body: tag })
export const removeTag = (subject: B<"removeTag">) =>
  request<S<"removeTag">>("/api/tags/remove_tag", { method: "PUT", body: subject })
export const updateTag = (tagId: number, change: B<"updateTag">) =>
  request<S<"updateTag">>(`/api/tags/${tagId}`, { method: "PUT", body: change })
export const deleteTag = (tagId: number) => request<S<"deleteTag">>(`/api/tags/${tagId}`, { method: "DELETE" })
