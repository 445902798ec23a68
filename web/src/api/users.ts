import type { User } from "../../../adapters/sql/users"
import { request } from "./request"

export type Profile = Pick<User, "id" | "email" | "first_name" | "last_name" | "phone">

export const updateUser = (
  id: number,
  change: { first_name?: string; last_name?: string; phone?: string | null; email?: string },
) => request<Profile>(`/api/users/${id}`, { method: "PUT", body: change })

export const setCurrentFacility = (id: number, facility_id: number) =>
  request(`/api/users/${id}/set_current_facility`, { method: "PUT", body: { facility_id } })
