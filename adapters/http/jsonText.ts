import { HttpServerResponse } from "@effect/platform"
import type { JsonText } from "../../engine/json"

/**
 * A read the database encoded, answered as its bytes: the endpoint's success schema still documents
 * it, and the read's test holds the text to that schema.
 */
export const jsonResponse = <A>(json: JsonText<A>) =>
  HttpServerResponse.text(json.text, { contentType: "application/json" })
