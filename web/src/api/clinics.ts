import type { ClinicsGroup } from "../../../adapters/http/plugins/clinics"
import { request, withParams } from "./request"
import type { Body, Success, WithDefaults } from "./typed"

type C<N extends string> = Success<typeof ClinicsGroup, N>
type B<N extends string> = Body<typeof ClinicsGroup, N>

export const listClinics = (facilityId: number, filter: { category_id?: number; search?: string } = {}) =>
  request<C<"list">>(`/api/facilities/${facilityId}/clinics`, { params: { ...filter } })
export const createClinic = (facilityId: number, clinic: B<"create">) =>
  request<C<"create">>(`/api/facilities/${facilityId}/clinics`, { method: "POST", body: clinic })
export const updateClinic = (facilityId: number, clinicId: number, clinic: B<"update">) =>
  request<C<"update">>(`/api/facilities/${facilityId}/clinics/${clinicId}`, { method: "PUT", body: clinic })
export const addClinicPrice = (
  facilityId: number,
  clinicId: number,
  price: WithDefaults<B<"addPrice">, "group_lessons" | "affiliation" | "refundable" | "active">,
) => request<C<"addPrice">>(`/api/facilities/${facilityId}/clinics/${clinicId}/prices`, { method: "POST", body: price })
export const updateClinicPrice = (
  facilityId: number,
  clinicId: number,
  priceId: number,
  price: WithDefaults<B<"updatePrice">, "group_lessons" | "affiliation" | "refundable" | "active">,
) =>
  request<C<"updatePrice">>(`/api/facilities/${facilityId}/clinics/${clinicId}/prices/${priceId}`, {
    method: "PUT",
    body: price,
  })
export const addClinicCategory = (facilityId: number, name: string) =>
  request<C<"addCategory">>(`/api/facilities/${facilityId}/clinic_categories`, { method: "POST", body: { name } })
export const updateClinicCategory = (facilityId: number, categoryId: number, name: string) =>
  request<C<"saveCategory">>(`/api/facilities/${facilityId}/clinic_categories/${categoryId}`, {
    method: "PUT",
    body: { name },
  })

/** A clinic at one of its sessions: lesson id defaults to "auto", the next one to come. */
export const getClinic = (id: number, options: { facility_id?: number; lesson_id?: number | "auto" } = {}) =>
  request<C<"show">>(`/api/clinics/${id}`, { params: { lesson_id: "auto", ...options } })
export const clinicDashboard = (id: number) => request<C<"dashboard">>(`/api/public/clinics/${id}/dashboard`)
export const clinicOptions = (facilityId: number) =>
  request<C<"options">>("/api/clinics/options", { params: { facility_id: facilityId } })
export const validateClinicSlug = (facilityId: number, slug: string, clinicId?: number) =>
  request<C<"validateSlug">>("/api/clinics/validate_slug", {
    params: { facility_id: facilityId, slug, clinic_id: clinicId },
  })
export const createClinicLesson = (sessions: WithDefaults<B<"addSessions">, "weeks">) =>
  request<C<"addSessions">>("/api/clinic_lessons", { method: "POST", body: sessions })
export const raincheckClinicLesson = (id: number, raincheck = true) =>
  request<C<"raincheck">>(`/api/clinic_lessons/${id}/raincheck`, { method: "PUT", body: { raincheck } })

export const bookClinic = (id: number, booking: WithDefaults<B<"book">, "units" | "waitlist" | "inquiry">) =>
  request<C<"book">>(`/api/clinics/${id}/book`, { method: "POST", body: booking })
export const clinicUsersLesson = (facilityId: number, clinicId?: number) =>
  request<C<"usersLesson">>("/api/clinics/users_lesson", { params: { facility_id: facilityId, clinic_id: clinicId } })
export const clinicRoster = (id: number) => request<C<"roster">>(`/api/clinics/${id}/roster`)
/** Cancels a place in a session; on failure the screen shows the first entry of the server's `errors`. */
export const cancelClinicSession = (id: number, sessionId: number, userChildId?: number) =>
  request<C<"cancelSession">>(
    withParams(`/api/public/clinics/${id}/attendance/${sessionId}`, { user_child_id: userChildId }),
    { method: "DELETE" },
  )
export const payPendingClinicPackagesPublic = (id: number, payment: B<"payPendingPublic">) =>
  request<C<"payPendingPublic">>(`/api/public/clinics/${id}/pay_pending_packages`, { method: "POST", body: payment })
export const payPendingClinicPackages = (id: number, payment: B<"payPending">) =>
  request<C<"payPending">>(`/api/clinics/${id}/pay_pending_packages`, { method: "POST", body: payment })
export const clinicLessonPlayers = (clinicLessonId: number) =>
  request<C<"lessonPlayers">>("/api/public/clinics/lesson_players", { params: { clinic_lesson_id: clinicLessonId } })
export const defineClinicGuestName = (naming: B<"defineGuestName">) =>
  request<C<"defineGuestName">>("/api/clinics/define_guest_name", { method: "POST", body: naming })
export const clinicLessonRegister = (id: number) => request<C<"register">>(`/api/clinic_lessons/${id}/attendance`)
export const reservationRegister = (reservationId: number) =>
  request<C<"reservationRegister">>(`/api/reservations/${reservationId}/clinic_register`)
export const markClinicAttendance = (id: number, userClinicId: number, present: boolean | null) =>
  request<C<"markPresent">>(`/api/clinic_lessons/${id}/attendance`, {
    method: "PUT",
    body: { user_clinic_id: userClinicId, present },
  })
/** The desk enrols someone, paid at its card reader (the payment started there, or started on `device_id`). */
export const bookClinicWithTerminal = (
  id: number,
  booking: WithDefaults<B<"bookWithReader">, "units" | "waitlist" | "inquiry">,
) => request<C<"bookWithReader">>(`/api/clinics/${id}/book_with_stripe`, { method: "POST", body: booking })
export const payPendingClinicPackagesWithTerminal = (id: number, payment: B<"payPendingWithReader">) =>
  request<C<"payPendingWithReader">>(`/api/clinics/${id}/pay_pending_packages_with_stripe`, {
    method: "POST",
    body: payment,
  })
/** What an upgrade would cost, before it is confirmed. */
export const quoteClinicUpgrade = (quote: { user_clinic_id: number; clinic_price_id: number; units?: number }) =>
  request<C<"upgradeQuote">>("/api/clinics/upgrade_packages/quote", { params: { ...quote } })
export const upgradeClinicPackages = (upgrade: WithDefaults<B<"upgrade">, "units">) =>
  request<C<"upgrade">>("/api/clinics/upgrade_packages", { method: "POST", body: upgrade })
/** Lists a session (the next one unless `lesson_id` says) on Eventbrite, or updates its listing. */
export const syncLessonWithEventService = (
  clinicId: number,
  listing: WithDefaults<B<"syncLesson">, "lesson_id" | "league_name">,
) => request<C<"syncLesson">>(`/api/clinics/${clinicId}/sync_lesson_with_eventbrite`, { method: "POST", body: listing })
export const enrolQuote = (
  id: number,
  quote: { facility_id: number; clinic_price_id: number; units?: number; user_child_id?: number; user_id?: number },
) => request<C<"enrolQuote">>(`/api/clinics/${id}/book/quote`, { params: { ...quote } })
