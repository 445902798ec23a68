import type { PackagesGroup } from "../../../adapters/http/plugins/packages"
import type { TeachersGroup } from "../../../adapters/http/plugins/teachers"
import { request } from "./request"
import type { Body, Success } from "./typed"

type T<N extends string> = Success<typeof TeachersGroup, N>

export type LessonRequest = T<"priorityRequests">[number]
type P<N extends string> = Success<typeof PackagesGroup, N>

export const listTeachers = (facilityId: number, options: { search?: string; current?: boolean } = {}) =>
  request<T<"list">>("/api/teachers", {
    params: { facility_id: facilityId, search: options.search, current: options.current },
  })
export const getTeacher = (id: number, facilityId?: number) =>
  request<T<"show">>(`/api/teachers/${id}`, { params: { facility_id: facilityId } })
export const updateTeacher = (id: number, change: Body<typeof TeachersGroup, "update">) =>
  request<T<"update">>(`/api/teachers/${id}`, { method: "PUT", body: change })

/** The price of a lesson; `player_ids` repeat in the query, one key per player. */
export const teacherPrice = (
  id: number,
  ask: {
    readonly facility_id: number
    readonly date: string
    readonly hour_start: number
    readonly hour_end: number
    readonly quantity?: number
    readonly player_ids?: ReadonlyArray<number>
    readonly surface?: string
  },
) => {
  const query = new URLSearchParams()
  for (const [key, value] of Object.entries(ask ?? {}))
    for (const one of Array.isArray(value) ? value : [value]) if (one !== undefined) query.append(key, String(one))
  return request<T<"price">>(`/api/teachers/${id}/price?${query}`)
}

/** The times a teacher already teaches on a day at the club. */
export const teacherBusy = (id: number, facilityId: number, date: string) =>
  request<T<"busy">>(`/api/teachers/${id}/busy`, { params: { facility_id: facilityId, date } })
export const requestLesson = (id: number, ask: Body<typeof TeachersGroup, "request">) =>
  request<T<"request">>(`/api/teachers/${id}/request`, { method: "POST", body: ask })
export const priorityRequests = () => request<T<"priorityRequests">>("/api/users/priority_requests")
export const teacherLessonRequests = (id: number, facilityId: number) =>
  request<T<"teacherRequests">>(`/api/teachers/${id}/requests`, { params: { facility_id: facilityId } })
export const acceptLessonRequest = (id: number, courtId?: number) =>
  request<T<"acceptRequest">>(`/api/lesson_requests/${id}/accept`, {
    method: "PUT",
    body: courtId === undefined ? {} : { court_id: courtId },
  })
export const declineLessonRequest = (id: number, message: string) =>
  request<T<"declineRequest">>(`/api/lesson_requests/${id}/decline`, { method: "PUT", body: { message } })
/** Withdraws an open request of the caller's (or a child's they handle). */
export const withdrawLessonRequest = (id: number) =>
  request<T<"withdrawRequest">>(`/api/lesson_requests/${id}/withdraw`, { method: "PUT" })

export const listTeacherPackages = (facilityId: number) =>
  request<P<"offers">>(`/api/facilities/${facilityId}/teacher_packages`)
export const addTeacherPackage = (facilityId: number, offer: Body<typeof PackagesGroup, "addOffer">) =>
  request<P<"addOffer">>(`/api/facilities/${facilityId}/teacher_packages`, { method: "POST", body: offer })
export const changeTeacherPackage = (
  facilityId: number,
  packageId: number,
  offer: Body<typeof PackagesGroup, "changeOffer">,
) =>
  request<P<"changeOffer">>(`/api/facilities/${facilityId}/teacher_packages/${packageId}`, {
    method: "PUT",
    body: offer,
  })
export const bookPackageAsPlayer = (purchase: Body<typeof PackagesGroup, "bookPlayer">) =>
  request<P<"bookPlayer">>("/api/user_packages/book_player", { method: "POST", body: purchase })
export const bookPackageAsAdmin = (purchase: Body<typeof PackagesGroup, "bookAdmin">) =>
  request<P<"bookAdmin">>("/api/user_packages/book_admin", { method: "POST", body: purchase })
/** Whose packages: the caller's by default; a child's, or a person's at the club its staff name. */
interface HeldBy {
  readonly user_id?: number
  readonly facility_id?: number
}
export const boughtPackages = (of: HeldBy = {}) =>
  request<P<"bought">>("/api/user_packages/bought", { params: { ...of } })
export const lessonsPackages = (of: HeldBy = {}) =>
  request<P<"lessonsPackages">>("/api/users/lessons_packages", { params: { ...of } })
export const useLessonFromPackage = (packageId: number, reservationId: number) =>
  request<P<"useLesson">>(`/api/user_packages/${packageId}/use`, {
    method: "POST",
    body: { reservation_id: reservationId },
  })
