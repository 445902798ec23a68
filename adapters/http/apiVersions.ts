import type { HttpServerResponse } from "@effect/platform"
import { API_VERSION } from "./deprecation"
import { jsonError } from "./errorBodies"

/**
 * Each release of the API by the day it came out, newest first: what `Venue-Version` names, dated as
 * Stripe dates its versions. `docs/api-changelog.md` says what each changed (a test holds the two
 * together). Every release so far only added calls and fields, so a request pinned to an older one
 * is answered as today; the first change that is not an addition answers the old way to requests
 * pinned before it.
 */
export const API_RELEASES = [
  { date: "2026-12-06", version: "1.5.0" },
  { date: "2026-12-05", version: "1.4.0" },
  { date: "2026-12-02", version: "1.3.0" },
  { date: "2026-11-29", version: "1.2.0" },
  { date: "2026-11-28", version: "1.1.0" },
] as const

export const VERSION_HEADER = "venue-version"
export const CURRENT_API_DATE: string = API_RELEASES[0].date
const KNOWN = new Set<string>(API_RELEASES.map((r) => r.date))

/** The version a request is answered at: the one it pins, else today's; a 400 when it pins one that never was. */
export const answeredVersion = (
  pinned: string | undefined,
): { readonly date: string } | { readonly refused: HttpServerResponse.HttpServerResponse } =>
  pinned === undefined || pinned === ""
    ? { date: CURRENT_API_DATE }
    : KNOWN.has(pinned)
      ? { date: pinned }
      : {
          refused: jsonError(
            400,
            "BadRequest",
            "bad_request",
            `Venue-Version ${pinned.slice(0, 40)} is not a version of this API; send one of ${[...KNOWN].join(", ")}, or none for the newest.`,
          ),
        }

// The newest release is the one the OpenAPI document and the client package carry.
if (API_RELEASES[0].version !== API_VERSION) throw new Error("API_RELEASES must start with API_VERSION's release.")
