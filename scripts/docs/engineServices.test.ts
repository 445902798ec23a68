import * as fs from "node:fs"
import { describe, expect, it } from "vitest"
import { ENGINE_DOC, engineDocWithServices, readServices, renderServices } from "./engineServices"

describe("docs/engine.md's use cases", () => {
  const services = readServices()

  it("are what the code says: every exported service, its calls, their errors and access checks", async () => {
    const doc = fs.readFileSync(ENGINE_DOC, "utf8")
    const written = await engineDocWithServices(doc, services)
    // When this fails: `npm run docs:engine` writes the part again from the code.
    expect(doc).toBe(written)
    expect(services.length).toBeGreaterThan(50)
  }, 60_000)

  it("say what each service is for and find the access checks a call reaches through its file's helpers", () => {
    expect(services.filter((s) => s.summary === "").map((s) => s.name)).toEqual([])
    const payments = services.find((s) => s.name === "PendingPayments")!
    const pay = payments.calls.find((c) => c.name === "payPending")!
    expect(pay.parameters).toEqual(["reservationId", "payload", "take?"])
    expect(pay.access).toContain("reservationAccess")
    expect(pay.errors).toEqual(expect.arrayContaining(["Forbidden", "NotFound", "Unprocessable"]))
    const facilities = services.find((s) => s.name === "Facilities")!
    expect(facilities.calls.find((c) => c.name === "create")!.access).toEqual(["requirePlatformAdmin"])
  })

  it("a section for a service the code does not export, or a service without its section, is not what the code says", async () => {
    const doc = fs.readFileSync(ENGINE_DOC, "utf8")
    const missing = renderServices(services.filter((s) => s.name !== "PendingPayments"))
    const invented = renderServices([...services, { name: "Invented", file: "x.ts", summary: "No.", calls: [] }])
    for (const stale of [missing, invented]) {
      const withStale = doc.replace(renderServices(services), stale)
      expect(await engineDocWithServices(withStale, services)).not.toBe(withStale)
    }
  }, 60_000)
})
