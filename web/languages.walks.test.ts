import { describe, expect, it } from "vitest"
import { DEMO, DEMO_PASSWORD, demoWalks } from "../fixtures/testing/demoWalks"
import { capture, newPage, openSignUpLink, signIn } from "../fixtures/testing/walk"

/**
 * The booking screen in each language, walked in Chromium: the club's language for a browser that
 * speaks none of ours, a person's own language over the club's, a visitor's choice; each screen
 * photographed at 1280 and 390 px with axe-core's results saved beside it.
 */
const walk = demoWalks()

/** Signs in with a browser speaking `locale` and opens the demo club's booking screen. */
const bookingScreen = async (email: string, locale: string) => {
  const page = await newPage(walk.browser, 1280, true, locale)
  await signIn(page, walk.server.url, email, DEMO_PASSWORD)
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
    await signIn(owner, walk.server.url, `admin@${DEMO}`, DEMO_PASSWORD)
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

/** Presses Tab until the focused element is `wanted` (at most `most` times); the walk fails if it never is. */
const tabTo = async (
  page: Awaited<ReturnType<typeof newPage>>,
  wanted: (e: Element, words: string) => boolean,
  words = "",
  most = 60,
) => {
  for (let i = 0; i < most; i++) {
    await page.keyboard.press("Tab")
    const here = await page.evaluateHandle(() => document.activeElement)
    if (await here.evaluate(wanted, words)) return
  }
  throw new Error(
    `Tab never reached the control${words === "" ? "" : ` "${words}"`}: ${wanted.toString().slice(0, 120)}`,
  )
}

/** A form field whose label starts with `words` (run in the page: it names nothing outside). */
const field = (e: Element, words: string) =>
  e instanceof HTMLInputElement && (e.labels?.[0]?.textContent ?? "").startsWith(words)
/** A button that says `words`. */
const button = (e: Element, words: string) => e.tagName === "BUTTON" && e.textContent?.trim() === words

describe("the keyboard alone", () => {
  it("signs up and joins a club: every field and button reached by Tab, focus visible", async () => {
    const page = await newPage(walk.browser, 1280, true, "en-US")
    await page.goto(`${walk.server.url}/sign-up`)
    await page.getByRole("button", { name: "Create account" }).waitFor()
    const email = "kim.keys@example.com"
    for (const [label, value] of [
      ["First name", "Kim"],
      ["Last name", "Keys"],
      ["E-mail", email],
      ["Password", "a long password"],
    ] as const) {
      await tabTo(page, field, label)
      // Focus shows: an outline, or (Mantine's inputs) the field's border turning the theme's teal.
      await expect
        .poll(() =>
          page.locator(":focus").evaluate((e) => {
            const style = getComputedStyle(e.closest(".mantine-Input-input") ?? e)
            return `${style.outlineStyle} ${style.borderColor}`
          }),
        )
        .toMatch(/^(?!none )|rgb\(8, 127, 91\)$/)
      await page.keyboard.type(value)
    }
    await capture(page, "sign-up-keyboard")
    await tabTo(page, button, "Create account")
    await page.keyboard.press("Enter")
    await openSignUpLink(page, walk.server, email)
    await page.getByRole("heading", { name: "Hello, Kim" }).waitFor()
    await tabTo(page, field, "Find a club")
    await page.keyboard.type("demo")
    await page.getByRole("article", { name: "Demo Racquet Club" }).waitFor()
    await tabTo(page, button, "Join")
    await page.keyboard.press("Enter")
    await page.getByRole("status").filter({ hasText: "You joined Demo Racquet Club." }).waitFor()
    await capture(page, "join-keyboard")
  })

  it("books a court (the day's buttons, the grid by arrow keys in one Tab stop, the form) and cancels it", async () => {
    const page = await bookingScreen(`liam.garcia@${DEMO}`, "en-US")
    await page.getByRole("heading", { name: /^Book a court at / }).waitFor()
    await tabTo(page, (e) => e.getAttribute("aria-label") === "Next day")
    await page.keyboard.press("Enter")
    const grid = page.getByRole("table", { name: /^Courts on / })
    await grid.waitFor()
    expect(await grid.locator('[tabindex="0"]').count()).toBe(1)
    await tabTo(page, (e) => e.getAttribute("role") === "cell")
    // The first court's first free time: the day's first cell, then along the court.
    await page.keyboard.press("Home")
    const focused = page.locator(":focus")
    expect(await focused.getAttribute("aria-label")).toMatch(/^Center Court, 6:00 AM$/)
    expect(await focused.evaluate((e) => getComputedStyle(e).outlineStyle)).toBe("solid")
    await page.keyboard.press("ArrowDown")
    await page.keyboard.press("ArrowUp")
    await page.keyboard.press("ArrowRight")
    await page.keyboard.press("ArrowLeft")
    expect(await focused.getAttribute("aria-label")).toBe("Center Court, 6:00 AM")
    await page.keyboard.press("Enter")
    const form = page.getByRole("region", { name: "Your booking" })
    await form.getByRole("heading", { name: /^Center Court, 6:00 AM/ }).waitFor()
    await form.getByRole("table", { name: "Price" }).waitFor()
    await tabTo(page, (e) => {
      // A waiver not yet accepted is ticked on the way, with the space bar.
      if (e instanceof HTMLInputElement && e.type === "checkbox" && !e.checked) e.click()
      return e.textContent === "Confirm booking"
    })
    await capture(page, "book-keyboard")
    await page.keyboard.press("Enter")
    await page
      .getByRole("alert")
      .or(page.getByRole("status"))
      .getByText(/^Booked Center Court/)
      .waitFor()

    // Cancelling it: the link to the reservations, the booking's Cancel, the dialog's own buttons.
    await tabTo(page, (e) => e.tagName === "A" && e.textContent === "See your reservations")
    await page.keyboard.press("Enter")
    await page
      .getByRole("article")
      .filter({ hasText: /6:00 AM – 7:00 AM\s*Center Court/ })
      .waitFor()
    // The Cancel of the booking just made (the list holds others of the club's days).
    await tabTo(
      page,
      (e) =>
        e.tagName === "BUTTON" &&
        e.textContent === "Cancel" &&
        /6:00 AM – 7:00 AM\s*Center Court/.test(e.closest("article")?.textContent ?? ""),
    )
    const opener = await page.evaluateHandle(() => document.activeElement)
    await page.keyboard.press("Enter")
    const dialog = page.getByRole("dialog", { name: "Cancel this reservation?" })
    await dialog.getByRole("note").waitFor()
    // Escape leaves it as it was and gives the focus back to the Cancel that opened it.
    await page.keyboard.press("Escape")
    await dialog.waitFor({ state: "detached" })
    await expect.poll(() => opener.evaluate((e) => e === document.activeElement)).toBe(true)
    await page.keyboard.press("Enter")
    await dialog.getByRole("note").waitFor()
    await tabTo(page, button, "Cancel reservation")
    expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true)
    await capture(page, "cancel-keyboard")
    await page.keyboard.press("Enter")
    await page.getByRole("status").getByText("Reservation cancelled.").waitFor()
  })
})

describe("the front desk in each language", () => {
  const DESK = [
    { locale: "en-US", lang: "en", title: "Front desk", cancel: "Cancel", back: "Go back" },
    { locale: "es-ES", lang: "es", title: "Recepción", cancel: "Cancelar", back: "Volver" },
    { locale: "pt-BR", lang: "pt-BR", title: "Recepção", cancel: "Cancelar", back: "Voltar" },
  ]
  for (const { locale, lang, title, cancel: cancelWord, back } of DESK)
    it(`reads the day board, a booking and its confirmations in ${lang}; dialogs keep and give back focus`, async () => {
      const page = await newPage(walk.browser, 1280, true, locale)
      await signIn(page, walk.server.url, `frontdesk@${DEMO}`, DEMO_PASSWORD)
      await page.goto(`${walk.server.url}/desk?facility=1`)
      await page.getByRole("heading", { name: title, level: 1 }).waitFor()
      const block = page.locator(".day-grid-block:not([disabled])").first()
      await block.waitFor()
      expect(await page.evaluate(() => document.documentElement.lang)).toBe(lang)
      await capture(page, `desk-${lang}`)

      await block.focus()
      await page.keyboard.press("Enter")
      const drawer = page.getByRole("dialog")
      await drawer.getByRole("table").first().waitFor()
      await capture(page, `desk-reservation-${lang}`)
      // Tab goes round inside the open drawer, never to the page behind it.
      for (let i = 0; i < 25; i++) {
        await page.keyboard.press("Tab")
        expect(await drawer.evaluate((d) => d.contains(document.activeElement))).toBe(true)
      }
      // The cancel button asks first, in the same language, and Escape gives focus back to it.
      const cancel = drawer.getByRole("button", { name: cancelWord, exact: true })
      await cancel.focus()
      await page.keyboard.press("Enter")
      const asking = page.getByRole("dialog").filter({ has: page.getByRole("button", { name: back }) })
      await asking.getByRole("note").waitFor()
      await capture(page, `desk-cancel-${lang}`)
      await page.keyboard.press("Escape")
      await asking.waitFor({ state: "detached" })
      await expect.poll(() => cancel.evaluate((b) => b === document.activeElement)).toBe(true)
      await page.keyboard.press("Escape")
      await drawer.waitFor({ state: "detached" })
      await expect.poll(() => block.evaluate((b) => b === document.activeElement)).toBe(true)
    })
})
