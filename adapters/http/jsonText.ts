import { HttpServerResponse } from "@effect/platform"
import type { JsonText } from "../../engine/json"

/**
 * A read the database encoded, answered as its bytes: the endpoint's success schema still documents
 * it, and the read's test holds the text to that schema.
 */
export const jsonResponse = <A>(json: JsonText<A>) =>
  HttpServerResponse.text(json.text, { contentType: "application/json" })

const decoder = new TextDecoder()

/** A JSON object answered as bytes (an error's body, a sentence), or undefined for anything else. */
export const jsonObjectOf = (bytes: Uint8Array): Record<string, unknown> | undefined => {
  try {
    const value: unknown = JSON.parse(decoder.decode(bytes))
    return typeof value === "object" && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined
  } catch {
    return undefined
  }
}
