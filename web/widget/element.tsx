import type { ComponentType } from "react"
import { createRoot, type Root } from "react-dom/client"
import { configureRequests, setErrorReporter } from "../src/api/request"
import { CompetitionDraw } from "./CompetitionDraw"
import { CourtCalendar } from "./CourtCalendar"
import { widgetLanguage } from "./words"
import styles from "./widget.css?inline"

/** Where the script came from: its API is there too (the club's page lives elsewhere). */
const scriptOrigin = (() => {
  const src = (document.currentScript as HTMLScriptElement | null)?.src
  return src ? new URL(src).origin : window.location.origin
})()

/** The components a page may mount by name (an unknown name throws "Cannot find component"). */
const COMPONENTS: Record<string, ComponentType<any>> = { CourtCalendar, CompetitionDraw }

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

/** A positive whole number from an attribute, or undefined (and the one line that says which). */
const idAttribute = (element: Element, name: string) => {
  const id = Number(element.getAttribute(name))
  if (Number.isInteger(id) && id > 0) return id
  console.error(`<${element.localName}> needs a ${name} attribute, e.g. ${name}="1".`)
  return undefined
}

/** A tag that mounts a component with the props its attributes say, again when they change. */
const elementOf = (component: string, attributes: ReadonlyArray<string>, props: (e: Element) => object | undefined) =>
  class extends HTMLElement {
    static observedAttributes = [...attributes, "api-base", "lang"]

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
      const own = props(this)
      if (own === undefined) return
      mount(component, this, {
        ...own,
        language: widgetLanguage(this),
        ...(this.getAttribute("api-base") ? { apiBase: this.getAttribute("api-base") } : {}),
      })
    }
  }

/** `<court-calendar facility-id="1" booking-url="https://…">`: the one-tag embedding. */
const CourtCalendarElement = elementOf("CourtCalendar", ["facility-id", "booking-url"], (e) => {
  const facilityId = idAttribute(e, "facility-id")
  return facilityId === undefined ? undefined : { facilityId, bookingUrl: e.getAttribute("booking-url") ?? undefined }
})

/** `<competition-draw facility-id="1" competition-id="2">`: a competition's public draw. */
const CompetitionDrawElement = elementOf("CompetitionDraw", ["facility-id", "competition-id"], (e) => {
  const facilityId = idAttribute(e, "facility-id")
  const competitionId = facilityId === undefined ? undefined : idAttribute(e, "competition-id")
  return competitionId === undefined ? undefined : { facilityId, competitionId }
})

export const install = () => {
  // The widget has no error service of its own: a failed load logs the one line the widget logs, no more.
  setErrorReporter(() => {})
  if (!customElements.get("court-calendar")) customElements.define("court-calendar", CourtCalendarElement)
  if (!customElements.get("competition-draw")) customElements.define("competition-draw", CompetitionDrawElement)
}
