import type { GroupsGroup } from "../../../adapters/http/plugins/groups"
import { request } from "./request"
import type { Body, Query, Success } from "./typed"

type S<N extends string> = Success<typeof GroupsGroup, N>
type B<N extends string> = Body<typeof GroupsGroup, N>

export type Group = S<"group">

export const listGroups = (query: Query<typeof GroupsGroup, "groups">) =>
  request<S<"groups">>("/api/groups", { params: { ...query } })
export const createGroup = (group: B<"createGroup">) =>
  request<S<"createGroup">>("/api/groups", { method: "POST", body: group })
export const getGroup = (groupId: number) => request<S<"group">>(`/api/groups/${groupId}`)
export const updateGroup = (groupId: number, change: B<"updateGroup">) =>
  request<S<"updateGroup">>(`/api/groups/${groupId}`, { method: "PUT", body: change })
export const deleteGroup = (groupId: number) =>
  request<S<"deleteGroup">>(`/api/groups/${groupId}`, { method: "DELETE" })
export const addGroupUser = (groupId: number, member: B<"addUser">) =>
  request<S<"addUser">>(`/api/groups/${groupId}/add_user`, { method: "POST", body: member })
export const removeGroupUser = (groupId: number, member: B<"removeUser">) =>
  request<S<"removeUser">>(`/api/groups/${groupId}/remove_user`, { method: "POST", body: member })
/** The club's people who could join the group, by name or e-mail. */
export const searchGroupUsers = (query: Query<typeof GroupsGroup, "searchUsers">) =>
  request<S<"searchUsers">>("/api/groups/search_users", { params: { ...query } })
