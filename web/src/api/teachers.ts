import type { PackagesGroup } from "../../../adapters/http/plugins/packages"
import type { TeachersGroup } from "../../../adapters/http/plugins/teachers"
import { pathOf } from "./paths"
import { request } from "./request"
import type { Body, Success } from "./typed"

type T<N extends string> = Success<typeof TeachersGroup, N>

export type LessonRequest = T<"priorityRequests">[number]
type P<N extends string> = Success<typeof PackagesGroup, N>

export const listTeachers = (facilityId: number, options: { search?: string; current?: boolean } = {}) =>
  request<T<"list">>(pathOf("teachers.list"), {
    params: { facility_id: facilityId, search: options.search, current: options.current },
  })
export const getTeacher = (id: number, facilityId?: number) =>
  request<T<"show">>(pathOf("teachers.show", { id }), { params: { facility_id: facilityId } })
export const updateTeacher = (id: number, change: Body<typeof TeachersGroup, "update">) =>
  request<T<"update">>(pathOf("teachers.update", { id }), { method: "PUT", body: change })

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
) => request<T<"price">>(pathOf("teachers.price", { id }, ask))

/** The times a teacher already teaches on a day at the club. */
export const teacherBusy = (id: number, facilityId: number, date: string) =>
  request<T<"busy">>(pathOf("teachers.busy", { id }), { params: { facility_id: facilityId, date } })
export const requestLesson = (id: number, ask: Body<typeof TeachersGroup, "request">) =>
  request<T<"request">>(pathOf("teachers.request", { id }), { method: "POST", body: ask })
export const priorityRequests = () => request<T<"priorityRequests">>(pathOf("teachers.priorityRequests"))
export const teacherLessonRequests = (id: number, facilityId: number) =>
  request<T<"teacherRequests">>(pathOf("teachers.teacherRequests", { id }), { params: { facility_id: facilityId } })
export const acceptLessonRequest = (id: number, courtId?: number) =>
  request<T<"acceptRequest">>(pathOf("teachers.acceptRequest", { id }), {
    method: "PUT",
    body: courtId === undefined ? {} : { court_id: courtId },
  })
export const declineLessonRequest = (id: number, message: string) =>
  request<T<"declineRequest">>(pathOf("teachers.declineRequest", { id }), { method: "PUT", body: { message } })
/** Withdraws an open request of the caller's (or a child's they handle). */
export const withdrawLessonRequest = (id: number) =>
  request<T<"withdrawRequest">>(pathOf("teachers.withdrawRequest", { id }), { method: "PUT" })

export const listTeacherPackages = (facilityId: number) =>
  request<P<"offers">>(pathOf("packages.offers", { id: facilityId }))
export const addTeacherPackage = (facilityId: number, offer: Body<typeof PackagesGroup, "addOffer">) =>
  request<P<"addOffer">>(pathOf("packages.addOffer", { id: facilityId }), { method: "POST", body: offer })
export const changeTeacherPackage = (
  facilityId: number,
  packageId: number,
  offer: Body<typeof PackagesGroup, "changeOffer">,
) =>
  request<P<"changeOffer">>(pathOf("packages.changeOffer", { id: facilityId, packageId }), {
    method: "PUT",
    body: offer,
  })
export const bookPackageAsPlayer = (purchase: Body<typeof PackagesGroup, "bookPlayer">) =>
  request<P<"bookPlayer">>(pathOf("packages.bookPlayer"), { method: "POST", body: purchase })
export const bookPackageAsAdmin = (purchase: Body<typeof PackagesGroup, "bookAdmin">) =>
  request<P<"bookAdmin">>(pathOf("packages.bookAdmin"), { method: "POST", body: purchase })
/** Whose packages: the caller's by default; a child's, or a person's at the club its staff name. */
interface HeldBy {
  readonly user_id?: number
  readonly facility_id?: number
}
export const boughtPackages = (of: HeldBy = {}) =>
  request<P<"bought">>(pathOf("packages.bought"), { params: { ...of } })
export const lessonsPackages = (of: HeldBy = {}) =>
  request<P<"lessonsPackages">>(pathOf("packages.lessonsPackages"), { params: { ...of } })
export const useLessonFromPackage = (packageId: number, reservationId: number) =>
  request<P<"useLesson">>(pathOf("packages.useLesson", { id: packageId }), {
    method: "POST",
    body: { reservation_id: reservationId },
  })
