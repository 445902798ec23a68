import type { ComponentType } from "react"
import { createRoot, type Root } from "react-dom/client"
import { configureRequests, setErrorReporter } from "../src/api/request"
import { CourtCalendar } from "./CourtCalendar"
import { widgetLanguage } from "./words"
import styles from "./widget.css?inline"

/** Where the script came from: its API is there too (the club's page lives elsewhere). */
const scriptOrigin = (() => {
  const src = (document.currentScript as HTMLScriptElement | null)?.src
  return src ? new URL(src).origin : window.location.origin
})()

/** The components a page may mount by name (an unknown name throws "Cannot find component"). */
const COMPONENTS: Record<string, ComponentType<any>> = { CourtCalendar }

const roots = new WeakMap<Element, Root>()

/** Renders a component into `element`'s shadow root, with the widget's styles and nothing of the page's. */
export const mount = (name: string, element: Element, props: Record<string, unknown> = {}) => {
  const Component = Object.hasOwn(COMPONENTS, name) ? COMPONENTS[name] : undefined
  if (Component === undefined) throw new Error("Cannot find component")
  const shadow = element.shadowRoot ?? element.attachShadow({ mode: "open" })
  let root = roots.get(element)
  if (root === undefined) {
    const style = document.createElement("style")
    style.textContent = styles
    const container = document.createElement("div")
    shadow.replaceChildren(style, container)
    root = createRoot(container)
    roots.set(element, root)
  }
  const apiBase = typeof props.apiBase === "string" ? props.apiBase.replace(/\/+$/, "") : scriptOrigin
  configureRequests({ baseUrl: apiBase })
  root.render(<Component {...props} apiBase={apiBase} />)
}

export const unmount = (element: Element) => {
  roots.get(element)?.unmount()
  roots.delete(element)
}

/** `<court-calendar facility-id="1" booking-url="https://…">`: the one-tag embedding. */
class CourtCalendarElement extends HTMLElement {
  static observedAttributes = ["facility-id", "booking-url", "api-base", "lang"]

  connectedCallback() {
    this.render()
  }

  attributeChangedCallback() {
    if (this.isConnected) this.render()
  }

  disconnectedCallback() {
    unmount(this)
  }

  private render() {
    const facilityId = Number(this.getAttribute("facility-id"))
    if (!Number.isInteger(facilityId) || facilityId <= 0) {
      console.error('<court-calendar> needs a facility-id attribute, e.g. facility-id="1".')
      return
    }
    mount("CourtCalendar", this, {
      facilityId,
      bookingUrl: this.getAttribute("booking-url") ?? undefined,
      language: widgetLanguage(this),
      ...(this.getAttribute("api-base") ? { apiBase: this.getAttribute("api-base") } : {}),
    })
  }
}

export const install = () => {
  // The widget has no error service of its own: a failed load logs the one line the widget logs, no more.
  setErrorReporter(() => {})
  if (!customElements.get("court-calendar")) customElements.define("court-calendar", CourtCalendarElement)
}
