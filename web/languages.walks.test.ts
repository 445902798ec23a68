import { describe, expect, it } from "vitest"
import { DEMO, demoWalks } from "../fixtures/testing/demoWalks"
import { capture, newPage } from "../fixtures/testing/walk"
import english from "./src/i18n/messages/en.json"
import spanish from "./src/i18n/messages/es.json"

/**
 * The booking screen in each language, walked in Chromium: the club's language for a browser that
 * speaks none of ours, a person's own language over the club's, a visitor's choice; each screen
 * photographed at 1280 and 390 px with axe-core's results saved beside it.
 */
const walk = demoWalks()

/** Signs in with a browser speaking `locale` and opens the demo club's booking screen. */
const bookingScreen = async (email: string, locale: string) => {
  const page = await walk.as(email, 1280, locale)
  await page.goto(`${walk.server.url}/book?facility=1`)
  return page
}

describe("languages", () => {
  it("a player whose browser reads English books in English", async () => {
    const page = await bookingScreen(`liam.garcia@${DEMO}`, "en-US")
    await page.getByRole("heading", { name: /^Book a court at / }).waitFor()
    await page.getByRole("button", { name: "Next day" }).waitFor()
    expect(await page.evaluate(() => document.documentElement.lang)).toBe("en")
    await capture(page, "book-en")
  })

  it("the owner switches the club to Spanish; a player whose browser reads German sees it in Spanish", async () => {
    const owner = await newPage(walk.browser)
    await walk.signIn(owner, `admin@${DEMO}`)
    await owner.goto(`${walk.server.url}/manage/settings`)
    await owner.getByRole("combobox", { name: "Club language" }).click()
    await owner.getByRole("option", { name: "Español" }).click()
    await owner.getByRole("button", { name: "Save settings" }).click()
    await owner.getByRole("status").getByText("Settings saved.").waitFor()

    const page = await bookingScreen(`emma.johnson@${DEMO}`, "de-DE")
    await page.getByRole("heading", { name: /^Reservar una pista en / }).waitFor()
    await page.getByRole("button", { name: "Día siguiente" }).click()
    // Dates in Spanish, in the club's time zone.
    await page.getByRole("heading", { name: /^(lun|mar|mié|jue|vie|sáb|dom)/ }).waitFor()
    expect(await page.evaluate(() => document.documentElement.lang)).toBe("es")
    await capture(page, "book-es")
    // The whole journey in Spanish: a time on the grid, the form with its price, the confirmation.
    await page.getByRole("cell", { name: "Court 3, 20:00" }).click()
    const form = page.getByRole("region", { name: "Tu reserva" })
    await form.getByRole("table", { name: "Precio" }).waitFor()
    // The button shows once the form knows the waivers the player has still to accept.
    await form.getByRole("button", { name: "Confirmar reserva" }).waitFor()
    for (const waiver of await form.getByRole("checkbox").all()) await waiver.check()
    await capture(page, "book-form-es")
    await form.getByRole("button", { name: "Confirmar reserva" }).click()
    await page
      .getByRole("status")
      .getByText(/^Reservada Court 3, .*20:00/)
      .waitFor()
    await capture(page, "book-done-es")
  })

  it("a player who reads Portuguese sees it in Portuguese at the Spanish-speaking club", async () => {
    const page = await bookingScreen(`sofia.taylor@${DEMO}`, "es-ES")
    await page.getByRole("heading", { name: /^Reservar uma quadra em / }).waitFor()
    await page.getByRole("navigation", { name: "Principal" }).getByRole("link", { name: "Reservas" }).waitFor()
    await capture(page, "book-pt-BR")
    await page.getByRole("navigation", { name: "Principal" }).getByRole("link", { name: "Reservas" }).click()
    await page.getByRole("heading", { name: "Suas reservas" }).waitFor()
    await page.getByText("Passadas e canceladas").waitFor()
    await capture(page, "reservations-pt-BR")
  })

  it("a visitor whose browser reads Spanish signs up in Spanish", async () => {
    const page = await newPage(walk.browser, 1280, true, "es-ES")
    await page.goto(`${walk.server.url}/sign-up`)
    await page.getByRole("heading", { name: "Crear una cuenta" }).waitFor()
    await page.getByLabel(/^Nombre/).fill("Lucía")
    await page.getByLabel("Apellidos").fill("Pérez")
    await page.getByLabel("Correo electrónico").fill("lucia.perez@example.com")
    await page.getByLabel(/^Contraseña/).fill("una contraseña larga")
    await capture(page, "sign-up-es")
    await page.getByRole("button", { name: "Crear cuenta" }).click()
    await page.getByRole("heading", { name: "Revisa tu correo" }).waitFor()
  })

  it("a visitor picks a language in the header, and the browser keeps it", async () => {
    const page = await newPage(walk.browser, 1280, true, "en-US")
    await page.goto(`${walk.server.url}/book?facility=1`)
    await page.getByRole("link", { name: "Sign in" }).first().waitFor()
    await page.getByRole("combobox", { name: "Language" }).click()
    await page.getByRole("option", { name: "Português (Brasil)" }).click()
    await page.getByRole("link", { name: "Entrar" }).first().waitFor()
    await page.reload()
    await page.getByRole("heading", { name: /^Reservar uma quadra em / }).waitFor()
  })
})

/** English sentences of the catalogue whose Spanish differs: one on a Spanish screen is a word left in the code. */
const ENGLISH_ONLY = new Set(
  Object.entries(english)
    .filter(([key, text]) => spanish[key as keyof typeof spanish] !== text && /\p{L}+ \p{L}+ \p{L}+/u.test(text))
    .map(([, text]) => text),
)
const englishLeftIn = (texts: ReadonlyArray<string>) => texts.map((t) => t.trim()).filter((t) => ENGLISH_ONLY.has(t))

describe("the desk in Spanish", () => {
  it("books a lesson outside the teacher's hours only once told the teacher agreed", async () => {
    const page = await newPage(walk.browser, 1280, true, "es-ES")
    await walk.signIn(page, `frontdesk@${DEMO}`)
    await page.goto(`${walk.server.url}/desk?facility=1`)
    await page.getByRole("heading", { name: "Recepción", level: 1 }).waitFor()
    await page.getByRole("button", { name: "Día siguiente" }).click()
    await page.getByRole("cell", { name: "Court 4, 21:00" }).click()
    const modal = page.getByRole("dialog", { name: "Nueva reserva" })
    await modal.getByLabel("Tipo").click()
    await page.getByRole("option", { name: "Clase", exact: true }).click()
    await modal.getByLabel("Profesor").click()
    await page.getByRole("option", { name: "Alex Novak" }).click()
    await modal.getByLabel("Jugadores").fill("johnson")
    await page.getByRole("option", { name: /Emma Johnson/ }).click()
    const agreed = modal.getByRole("checkbox", { name: "El profesor aceptó este horario: reservar fuera de sus horas" })
    expect(await agreed.count()).toBe(0)
    await modal.getByRole("button", { name: "Reservar" }).click()
    // The server's refusal, in Spanish; the screen knows it by its reason, not its words.
    await modal
      .getByRole("alert")
      .getByText(/Resérvala fuera del horario del profesor solo si lo ha aceptado\.$/)
      .waitFor()
    await agreed.check()
    await modal.getByRole("button", { name: "Reservar" }).click()
    await modal.waitFor({ state: "detached" })
  })
})

describe("the manager's setup in Spanish", () => {
  it("shows every tab of Manage and the daily close in Spanish, each screen axe-checked", async () => {
    const page = await newPage(walk.browser, 1280, true, "es-ES")
    await walk.signIn(page, `admin@${DEMO}`)
    await page.goto(`${walk.server.url}/manage?facility=1`)
    await page.getByRole("heading", { name: /^Gestionar / }).waitFor()
    // The check finds a catalogue sentence left in English (three words or more, Spanish differing).
    expect(englishLeftIn(["Save opening hours", "Guardar horario", "Courts"])).toEqual(["Save opening hours"])
    const tabs = await page.getByRole("tab").allTextContents()
    expect(tabs).toContain("Horario de apertura")
    for (const tab of tabs) {
      await page.getByRole("tab", { name: tab }).click()
      const panel = page.getByRole("tabpanel", { name: tab })
      await panel.locator("h2, button, input, table").first().waitFor()
      await expect.poll(() => panel.getByLabel("Cargando").count()).toBe(0)
      const texts = await panel.evaluate((root) => {
        const found: Array<string> = []
        const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT)
        while (walker.nextNode()) found.push(walker.currentNode.textContent ?? "")
        for (const e of root.querySelectorAll("[aria-label], [placeholder], [title]"))
          for (const name of ["aria-label", "placeholder", "title"]) found.push(e.getAttribute(name) ?? "")
        return found
      })
      expect(englishLeftIn(texts), tab).toEqual([])
      await capture(page, `manage-${new URL(page.url()).pathname.split("/")[2]}-es`)
    }
    await page.goto(`${walk.server.url}/close?facility=1`)
    await page.getByRole("heading", { name: "Cierre del día" }).waitFor()
    await page.getByLabel("Día").waitFor()
    await page.getByRole("heading", { level: 2 }).waitFor()
    await capture(page, "close-es")
  })
})
