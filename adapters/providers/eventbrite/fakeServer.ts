import { type Body, readJson } from "../fakeRequests"
import { Effect } from "effect"
import { createServer } from "node:http"
import type { AddressInfo } from "node:net"

/** An event as the fake keeps it, in Eventbrite's own shape. */
export interface FakeEvent {
  id: string
  organization_id: string
  name: { text: string; html: string }
  description: { text: string; html: string }
  start: { timezone: string; utc: string }
  end: { timezone: string; utc: string }
  currency: string
  capacity: number | null
  format_id: string | null
  listed: boolean
  status: "draft" | "live"
  url: string
  ticket_classes: Array<{ id: string; name: string; quantity_total: number; free: boolean }>
}

const UTC = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/

/**
 * A small HTTP server speaking Eventbrite's v3 wire format for the calls the adapter makes
 * (create and update an event, its ticket classes, publish, delete), so the real adapter runs in
 * tests and demo mode. Like Eventbrite it checks the bearer token and that the token's
 * organization owns what it touches, answers errors as `{status_code, error, error_description}`,
 * and refuses to publish an event without tickets.
 */
export const listenFakeEventbrite = (organizations: Readonly<Record<string, string>>) =>
  new Promise<{
    readonly url: string
    readonly events: () => ReadonlyArray<FakeEvent>
    /** The next call to a path containing `part` answers 500, as Eventbrite does when it has trouble. */
    readonly failNext: (part: string) => void
    readonly close: () => Promise<void>
  }>((resolve) => {
    const events = new Map<string, FakeEvent>()
    let next = 1000
    let failing: string | undefined
    const server = createServer((request, response) => {
      const reply = (status: number, body: unknown) => {
        response.writeHead(status, { "content-type": "application/json" })
        response.end(JSON.stringify(body))
      }
      const fail = (status: number, error: string, description: string) =>
        reply(status, { status_code: status, error, error_description: description })
      const token = /^Bearer (.+)$/.exec(request.headers.authorization ?? "")?.[1]
      const organization = token === undefined ? undefined : organizations[token]
      if (organization === undefined) return fail(401, "INVALID_AUTH", "The OAuth token you provided was invalid.")
      void readJson(request).then((body) => {
        const path = (request.url ?? "").split("?")[0]!
        if (failing !== undefined && path.includes(failing)) {
          failing = undefined
          return fail(500, "INTERNAL_ERROR", "An unexpected error occurred.")
        }
        const own = (id: string) => {
          const event = events.get(id)
          return event !== undefined && event.organization_id === organization ? event : undefined
        }
        let match: RegExpExecArray | null
        if (request.method === "POST" && (match = /^\/v3\/organizations\/([^/]+)\/events\/$/.exec(path))) {
          if (match[1] !== organization)
            return fail(403, "NOT_AUTHORIZED", "You do not have permission to access the resource you requested.")
          const problem = eventProblem(body, true)
          if (problem !== undefined) return fail(400, "ARGUMENTS_ERROR", problem)
          const id = String(next++)
          const event: FakeEvent = {
            id,
            organization_id: organization,
            ...fieldsOf(body.event, undefined),
            status: "draft",
            url: `https://www.eventbrite.com/e/${id}`,
            ticket_classes: [],
          }
          events.set(id, event)
          return reply(200, event)
        }
        if (request.method === "POST" && (match = /^\/v3\/events\/([^/]+)\/$/.exec(path))) {
          const event = own(match[1]!)
          if (event === undefined) return fail(404, "NOT_FOUND", "The event you requested does not exist.")
          const problem = eventProblem(body, false)
          if (problem !== undefined) return fail(400, "ARGUMENTS_ERROR", problem)
          Object.assign(event, fieldsOf(body.event, event))
          return reply(200, event)
        }
        if (request.method === "DELETE" && (match = /^\/v3\/events\/([^/]+)\/$/.exec(path))) {
          const event = own(match[1]!)
          if (event === undefined) return fail(404, "NOT_FOUND", "The event you requested does not exist.")
          events.delete(event.id)
          return reply(200, { deleted: true })
        }
        if (
          request.method === "POST" &&
          (match = /^\/v3\/events\/([^/]+)\/ticket_classes\/(?:([^/]+)\/)?$/.exec(path))
        ) {
          const event = own(match[1]!)
          if (event === undefined) return fail(404, "NOT_FOUND", "The event you requested does not exist.")
          const ticket = body.ticket_class
          if (typeof ticket?.name !== "string" || !Number.isInteger(ticket.quantity_total) || ticket.quantity_total < 0)
            return fail(400, "ARGUMENTS_ERROR", "There are errors with your arguments: ticket_class.quantity_total")
          const found = match[2] === undefined ? undefined : event.ticket_classes.find((t) => t.id === match![2])
          if (match[2] !== undefined && found === undefined)
            return fail(404, "NOT_FOUND", "The ticket class you requested does not exist.")
          const saved = {
            id: found?.id ?? String(next++),
            name: ticket.name,
            quantity_total: ticket.quantity_total,
            free: ticket.free === true,
          }
          event.ticket_classes = [...event.ticket_classes.filter((t) => t.id !== saved.id), saved]
          return reply(200, { ...saved, event_id: event.id })
        }
        if (request.method === "POST" && (match = /^\/v3\/events\/([^/]+)\/publish\/$/.exec(path))) {
          const event = own(match[1]!)
          if (event === undefined) return fail(404, "NOT_FOUND", "The event you requested does not exist.")
          if (event.ticket_classes.length === 0)
            return fail(400, "CANNOT_PUBLISH", "This event cannot be published: it has no tickets.")
          event.status = "live"
          return reply(200, { published: true })
        }
        return fail(404, "NOT_FOUND", "The path you requested does not exist.")
      })
    })
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as AddressInfo
      resolve({
        url: `http://127.0.0.1:${port}`,
        events: () => [...events.values()],
        failNext: (part) => (failing = part),
        close: () => new Promise((done) => server.close(() => done())),
      })
    })
  })

/** The fake for the life of a scope (demo mode). */
export const fakeEventbrite = (organizations: Readonly<Record<string, string>>) =>
  Effect.acquireRelease(
    Effect.promise(() => listenFakeEventbrite(organizations)),
    (fake) => Effect.promise(fake.close),
  )

const eventProblem = (body: Body, creating: boolean): string | undefined => {
  const event = body?.event
  if (typeof event !== "object" || event === null) return "There are errors with your arguments: event"
  if (creating && typeof event.name?.html !== "string") return "There are errors with your arguments: event.name.html"
  for (const edge of ["start", "end"] as const)
    if (
      (creating || event[edge] !== undefined) &&
      !(UTC.test(event[edge]?.utc ?? "") && typeof event[edge]?.timezone === "string")
    )
      return `There are errors with your arguments: event.${edge}.utc`
  if (creating && !/^[A-Z]{3}$/.test(event.currency ?? ""))
    return "There are errors with your arguments: event.currency"
  if (event.start !== undefined && event.end !== undefined && event.end.utc <= event.start.utc)
    return "There are errors with your arguments: event.end must be after event.start"
  return undefined
}

const stripTags = (html: string) => html.replace(/<[^>]*>/g, "")

const fieldsOf = (event: Body, before: FakeEvent | undefined) => ({
  name: event.name?.html === undefined ? before!.name : { html: event.name.html, text: stripTags(event.name.html) },
  description:
    event.description?.html === undefined
      ? (before?.description ?? { html: "", text: "" })
      : { html: event.description.html, text: stripTags(event.description.html) },
  start: event.start ?? before!.start,
  end: event.end ?? before!.end,
  currency: event.currency ?? before!.currency,
  capacity: event.capacity ?? before?.capacity ?? null,
  format_id: event.format_id ?? before?.format_id ?? null,
  listed: event.listed ?? before?.listed ?? true,
})
