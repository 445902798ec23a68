import { describe, expect, it } from "vitest"
import { DEMO, demoWalks } from "../fixtures/testing/demoWalks"
import { capture, flashed, newPage, openSignUpLink } from "../fixtures/testing/walk"

/**
 * The keyboard alone, walked in Chromium against a server with the demo club: signing up, booking,
 * paying, enrolling and the front desk reached by Tab, arrows, Enter and the space bar, in each
 * language, with focus kept inside dialogs and given back when they close.
 */
const walk = demoWalks()

/** Signs in with a browser speaking `locale` and opens the demo club's booking screen. */
const bookingScreen = async (email: string, locale: string) => {
  const page = await walk.as(email, 1280, locale)
  await page.goto(`${walk.server.url}/book?facility=1`)
  return page
}

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
    // The file's first signed-in page: its server and browser still cold, slow on a loaded CI machine.
    await page.getByRole("heading", { name: "Hello, Kim" }).waitFor({ timeout: 30_000 })
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

/**
 * Chooses `option` in the Mantine select that has the focus, by keyboard alone: the arrow keys
 * walk its options (opening it first) until the one wanted is the active one; Enter takes it.
 */
const chooseByKeys = async (page: Awaited<ReturnType<typeof newPage>>, option: string | RegExp, most = 20) => {
  const active = page.locator('[role="option"][data-combobox-selected]')
  for (let i = 0; i < most; i++) {
    await page.keyboard.press("ArrowDown")
    const text = (await active.count()) === 0 ? "" : ((await active.first().textContent()) ?? "")
    if (typeof option === "string" ? text === option : option.test(text)) return page.keyboard.press("Enter")
  }
  throw new Error(`The arrow keys never reached the option ${String(option)}`)
}

/** Saves the demo's test card where the focus can reach a card form (Tab to each field, type, Enter). */
const saveCardByKeys = async (
  page: Awaited<ReturnType<typeof newPage>>,
  expiry: string,
  name: string,
  save: string,
) => {
  await tabTo(page, field, expiry)
  await page.keyboard.type("1230")
  await tabTo(page, field, name)
  await page.keyboard.type("Keyboard Player")
  await tabTo(page, button, save)
  await page.keyboard.press("Enter")
}

describe("the keyboard alone, in Spanish and Portuguese", () => {
  it("books a court and pays it by a card saved right there (Spanish)", async () => {
    const page = await bookingScreen(`james.lewis@${DEMO}`, "es-ES")
    await page.getByRole("heading", { name: /^Reservar una pista en / }).waitFor()
    await tabTo(page, (e) => e.getAttribute("aria-label") === "Día siguiente")
    await page.keyboard.press("Enter")
    await page.getByRole("table", { name: /^Pistas / }).waitFor()
    await tabTo(page, (e) => e.getAttribute("role") === "cell")
    // The second court's first time (the first court's is the English walk's).
    await page.keyboard.press("Home")
    await page.keyboard.press("ArrowDown")
    await page.keyboard.press("Enter")
    const form = page.getByRole("region", { name: "Tu reserva" })
    await form.getByRole("table", { name: "Precio" }).waitFor()
    await tabTo(
      page,
      (e) => {
        if (e instanceof HTMLInputElement && e.type === "checkbox" && !e.checked) e.click()
        return e.textContent === "Confirmar reserva"
      },
      "",
      150,
    )
    await page.keyboard.press("Enter")
    const pay = page.getByRole("region", { name: "Pagar ahora" })
    await pay.getByText(/^Pendiente: /).waitFor()
    // No card yet: one is saved in the payment's own place, by keyboard.
    await saveCardByKeys(page, "Caducidad (MMAA)", "Nombre en la tarjeta", "Guardar tarjeta")
    await expect.poll(() => pay.getByLabel("Tarjeta", { exact: true }).inputValue()).toMatch(/^Visa ···· 4242/)
    await capture(page, "pay-keyboard-es")
    await tabTo(page, (e) => e.tagName === "BUTTON" && /^Pagar /.test(e.textContent ?? ""))
    await page.keyboard.press("Enter")
    await pay.getByText("Nada pendiente").waitFor()
    await pay.getByRole("table").getByText("pagado").first().waitFor()
  })

  it("a guardian enrols a child in a clinic, accepting its waivers with the space bar (Spanish)", async () => {
    const page = await newPage(walk.browser, 1280, true, "es-ES")
    await walk.signIn(page, `grace.parker@${DEMO}`)
    await page.goto(`${walk.server.url}/clinics`)
    await page.getByRole("heading", { name: /^Clínicas en / }).waitFor()
    await tabTo(page, field, "Clínicas para")
    await chooseByKeys(page, /^Leo Parker \(\d+ años\)$/)
    const academy = page.getByRole("article", { name: "Junior Academy" })
    await academy.getByText("8–14 años").waitFor()
    await tabTo(
      page,
      (e) =>
        e.tagName === "BUTTON" &&
        e.textContent?.trim() === "Sesiones e inscripción" &&
        e.closest("article")?.getAttribute("aria-label") === "Junior Academy",
    )
    await page.keyboard.press("Enter")
    const enrol = page.getByRole("region", { name: "Inscribirse en Junior Academy" })
    await enrol.getByRole("heading", { name: "Junior Academy para Leo Parker" }).waitFor()
    await tabTo(page, button, "Inscribir a Leo")
    await page.keyboard.press("Enter")
    const dialog = page.getByRole("dialog", { name: "¿Inscribir?" })
    await dialog
      .getByRole("note")
      .getByText(/^Leo Parker: /)
      .waitFor()
    // Every waiver the clinic asks for is ticked from the keyboard; the focus stays in the dialog.
    for (let i = 0; i < 4; i++) {
      await page.keyboard.press("Tab")
      const box = await page.evaluateHandle(() => document.activeElement)
      expect(await dialog.evaluate((d, e) => d.contains(e as Node), box)).toBe(true)
      if (await box.evaluate((e) => e instanceof HTMLInputElement && e.type === "checkbox" && !e.checked))
        await page.keyboard.press("Space")
    }
    await expect.poll(() => dialog.getByRole("checkbox", { checked: false }).count()).toBe(0)
    await capture(page, "enrol-child-keyboard-es")
    await tabTo(page, (e) => e.tagName === "BUTTON" && /^Inscribir y pagar después$/.test(e.textContent ?? ""))
    await page.keyboard.press("Enter")
    await flashed(page, "Leo Parker está inscrito en Junior Academy.")
    await dialog.waitFor({ state: "detached" })
    await page
      .getByRole("region", { name: "Tus clínicas" })
      .getByRole("article", { name: "Junior Academy, Leo Parker" })
      .filter({ hasText: "Drop-in" })
      .getByText("1 sesión pendiente")
      .waitFor()
  })

  it("a player saves a card and buys a membership with it (Portuguese)", async () => {
    const page = await newPage(walk.browser, 390, true, "pt-BR")
    await walk.signIn(page, `evelyn.walker@${DEMO}`)
    await page.goto(`${walk.server.url}/account`)
    await page.getByRole("heading", { name: "Sua conta" }).waitFor()
    await saveCardByKeys(page, "Validade (MMAA)", "Nome no cartão", "Salvar cartão")
    await page.getByRole("table", { name: "Cartões salvos" }).getByText("Visa ···· 4242").first().waitFor()

    await page.goto(`${walk.server.url}/membership`)
    await page
      .getByRole("region", { name: "Suas assinaturas" })
      .getByText(/^Ainda não há assinatura/)
      .waitFor()
    const adult = page.getByRole("region", { name: "Planos" }).getByRole("article", { name: "Adult" })
    await adult
      .getByText(/por mês$/)
      .first()
      .waitFor()
    await tabTo(page, button, "Aderir a Adult", 120)
    await page.keyboard.press("Enter")
    const dialog = page.getByRole("dialog", { name: "Aderir a Adult?" })
    await expect
      .poll(() => dialog.getByRole("note").textContent())
      .toMatch(
        /^Evelyn Walker: Adult, .+ por mês, e .+\. .+ são cobrados hoje e a assinatura começa agora\. Renova-se todo mês/,
      )
    await expect.poll(() => dialog.getByLabel("Cartão", { exact: true }).inputValue()).toMatch(/^Visa ···· 4242/)
    await capture(page, "membership-keyboard-pt")
    await tabTo(page, (e) => e.tagName === "BUTTON" && (e.textContent ?? "").startsWith("Aderir e pagar "))
    expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true)
    await page.keyboard.press("Enter")
    await flashed(page, "Evelyn Walker é sócio: Adult.")
    const held = page
      .getByRole("region", { name: "Suas assinaturas" })
      .getByRole("article", { name: "Adult, Evelyn Walker" })
    await held.getByText("Ativa").waitFor()
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
      await walk.signIn(page, `frontdesk@${DEMO}`)
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
