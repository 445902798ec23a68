import type { ClinicsGroup } from "../../../adapters/http/plugins/clinics"
import { pathOf } from "./paths"
import { request } from "./request"
import type { Body, Success, WithDefaults } from "./typed"

type C<N extends string> = Success<typeof ClinicsGroup, N>
type B<N extends string> = Body<typeof ClinicsGroup, N>

export const listClinics = (facilityId: number, filter: { category_id?: number; search?: string } = {}) =>
  request<C<"list">>(pathOf("clinics.list", { id: facilityId }), { params: { ...filter } })
export const createClinic = (facilityId: number, clinic: B<"create">) =>
  request<C<"create">>(pathOf("clinics.create", { id: facilityId }), { method: "POST", body: clinic })
export const updateClinic = (facilityId: number, clinicId: number, clinic: B<"update">) =>
  request<C<"update">>(pathOf("clinics.update", { id: facilityId, clinicId }), { method: "PUT", body: clinic })
export const addClinicPrice = (
  facilityId: number,
  clinicId: number,
  price: WithDefaults<B<"addPrice">, "group_lessons" | "affiliation" | "refundable" | "active">,
) => request<C<"addPrice">>(pathOf("clinics.addPrice", { id: facilityId, clinicId }), { method: "POST", body: price })
export const updateClinicPrice = (
  facilityId: number,
  clinicId: number,
  priceId: number,
  price: WithDefaults<B<"updatePrice">, "group_lessons" | "affiliation" | "refundable" | "active">,
) =>
  request<C<"updatePrice">>(pathOf("clinics.updatePrice", { id: facilityId, clinicId, priceId }), {
    method: "PUT",
    body: price,
  })
export const addClinicCategory = (facilityId: number, name: string) =>
  request<C<"addCategory">>(pathOf("clinics.addCategory", { id: facilityId }), { method: "POST", body: { name } })
export const updateClinicCategory = (facilityId: number, categoryId: number, name: string) =>
  request<C<"saveCategory">>(pathOf("clinics.saveCategory", { id: facilityId, catId: categoryId }), {
    method: "PUT",
    body: { name },
  })

/** A clinic at one of its sessions: lesson id defaults to "auto", the next one to come. */
export const getClinic = (id: number, options: { facility_id?: number; lesson_id?: number | "auto" } = {}) =>
  request<C<"show">>(pathOf("clinics.show", { id }), { params: { lesson_id: "auto", ...options } })
export const clinicDashboard = (id: number) => request<C<"dashboard">>(pathOf("clinics.dashboard", { id }))
export const clinicOptions = (facilityId: number) =>
  request<C<"options">>(pathOf("clinics.options"), { params: { facility_id: facilityId } })
export const validateClinicSlug = (facilityId: number, slug: string, clinicId?: number) =>
  request<C<"validateSlug">>(pathOf("clinics.validateSlug"), {
    params: { facility_id: facilityId, slug, clinic_id: clinicId },
  })
export const createClinicLesson = (sessions: WithDefaults<B<"addSessions">, "weeks">) =>
  request<C<"addSessions">>(pathOf("clinics.addSessions"), { method: "POST", body: sessions })
export const raincheckClinicLesson = (id: number, raincheck = true) =>
  request<C<"raincheck">>(pathOf("clinics.raincheck", { id }), { method: "PUT", body: { raincheck } })

export const bookClinic = (id: number, booking: WithDefaults<B<"book">, "units" | "waitlist" | "inquiry">) =>
  request<C<"book">>(pathOf("clinics.book", { id }), { method: "POST", body: booking })
export const clinicUsersLesson = (facilityId: number, clinicId?: number) =>
  request<C<"usersLesson">>(pathOf("clinics.usersLesson"), { params: { facility_id: facilityId, clinic_id: clinicId } })
export const clinicRoster = (id: number) => request<C<"roster">>(pathOf("clinics.roster", { id }))
/** Cancels a place in a session; on failure the screen shows the first entry of the server's `errors`. */
export const cancelClinicSession = (id: number, sessionId: number, userChildId?: number) =>
  request<C<"cancelSession">>(pathOf("clinics.cancelSession", { id, sessionId }, { user_child_id: userChildId }), {
    method: "DELETE",
  })
export const payPendingClinicPackagesPublic = (id: number, payment: B<"payPendingPublic">) =>
  request<C<"payPendingPublic">>(pathOf("clinics.payPendingPublic", { id }), { method: "POST", body: payment })
export const payPendingClinicPackages = (id: number, payment: B<"payPending">) =>
  request<C<"payPending">>(pathOf("clinics.payPending", { id }), { method: "POST", body: payment })
export const clinicLessonPlayers = (clinicLessonId: number) =>
  request<C<"lessonPlayers">>(pathOf("clinics.lessonPlayers"), { params: { clinic_lesson_id: clinicLessonId } })
export const defineClinicGuestName = (naming: B<"defineGuestName">) =>
  request<C<"defineGuestName">>(pathOf("clinics.defineGuestName"), { method: "POST", body: naming })
export const clinicLessonRegister = (id: number) => request<C<"register">>(pathOf("clinics.register", { id }))
export const reservationRegister = (reservationId: number) =>
  request<C<"reservationRegister">>(pathOf("clinics.reservationRegister", { id: reservationId }))
export const markClinicAttendance = (id: number, userClinicId: number, present: boolean | null) =>
  request<C<"markPresent">>(pathOf("clinics.markPresent", { id }), {
    method: "PUT",
    body: { user_clinic_id: userClinicId, present },
  })
/** The desk enrols someone, paid at its card reader (the payment started there, or started on `device_id`). */
export const bookClinicWithTerminal = (
  id: number,
  booking: WithDefaults<B<"bookWithReader">, "units" | "waitlist" | "inquiry">,
) => request<C<"bookWithReader">>(pathOf("clinics.bookWithReader", { id }), { method: "POST", body: booking })
export const payPendingClinicPackagesWithTerminal = (id: number, payment: B<"payPendingWithReader">) =>
  request<C<"payPendingWithReader">>(pathOf("clinics.payPendingWithReader", { id }), {
    method: "POST",
    body: payment,
  })
/** What an upgrade would cost, before it is confirmed. */
export const quoteClinicUpgrade = (quote: { user_clinic_id: number; clinic_price_id: number; units?: number }) =>
  request<C<"upgradeQuote">>(pathOf("clinics.upgradeQuote"), { params: { ...quote } })
export const upgradeClinicPackages = (upgrade: WithDefaults<B<"upgrade">, "units">) =>
  request<C<"upgrade">>(pathOf("clinics.upgrade"), { method: "POST", body: upgrade })
/** Lists a session (the next one unless `lesson_id` says) on Eventbrite, or updates its listing. */
export const syncLessonWithEventService = (
  clinicId: number,
  listing: WithDefaults<B<"syncLesson">, "lesson_id" | "league_name">,
) => request<C<"syncLesson">>(pathOf("clinics.syncLesson", { id: clinicId }), { method: "POST", body: listing })
export const enrolQuote = (
  id: number,
  quote: { facility_id: number; clinic_price_id: number; units?: number; user_child_id?: number; user_id?: number },
) => request<C<"enrolQuote">>(pathOf("clinics.enrolQuote", { id }), { params: { ...quote } })
