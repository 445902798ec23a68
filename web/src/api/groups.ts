import type { GroupsGroup } from "../../../adapters/http/plugins/groups"
import { pathOf } from "./paths"
import { request } from "./request"
import type { Body, Query, Success } from "./typed"

type S<N extends string> = Success<typeof GroupsGroup, N>
type B<N extends string> = Body<typeof GroupsGroup, N>

export type Group = S<"group">

export const listGroups = (query: Query<typeof GroupsGroup, "groups">) =>
  request<S<"groups">>(pathOf("groups.groups"), { params: { ...query } })
export const createGroup = (group: B<"createGroup">) =>
  request<S<"createGroup">>(pathOf("groups.createGroup"), { method: "POST", body: group })
export const getGroup = (groupId: number) => request<S<"group">>(pathOf("groups.group", { id: groupId }))
export const updateGroup = (groupId: number, change: B<"updateGroup">) =>
  request<S<"updateGroup">>(pathOf("groups.updateGroup", { id: groupId }), { method: "PUT", body: change })
export const deleteGroup = (groupId: number) =>
  request<S<"deleteGroup">>(pathOf("groups.deleteGroup", { id: groupId }), { method: "DELETE" })
export const addGroupUser = (groupId: number, member: B<"addUser">) =>
  request<S<"addUser">>(pathOf("groups.addUser", { id: groupId }), { method: "POST", body: member })
export const removeGroupUser = (groupId: number, member: B<"removeUser">) =>
  request<S<"removeUser">>(pathOf("groups.removeUser", { id: groupId }), { method: "POST", body: member })
/** The club's people who could join the group, by name or e-mail. */
export const searchGroupUsers = (query: Query<typeof GroupsGroup, "searchUsers">) =>
  request<S<"searchUsers">>(pathOf("groups.searchUsers"), { params: { ...query } })
