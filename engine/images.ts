import { Effect, type Option } from "effect"
import { unprocessable } from "./errors"

/** An image's type read from its first bytes (PNG, JPEG, GIF, WebP), never taken from the sender; undefined for anything else. */
export const imageTypeOf = (bytes: Uint8Array): string | undefined => {
  const text = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to))
  if (bytes[0] === 0x89 && text(1, 4) === "PNG") return "image/png"
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "image/jpeg"
  if (text(0, 4) === "GIF8") return "image/gif"
  if (text(0, 4) === "RIFF" && text(8, 12) === "WEBP") return "image/webp"
  return undefined
}

export const MAX_IMAGE_BYTES = 1024 * 1024

/** An image sent as `what` (a thumbnail, a banner's image…) checked by its bytes and size: its type, else a sentence. */
export const checkedImage = (bytes: Uint8Array, what: string) => {
  const type = imageTypeOf(bytes)
  if (type === undefined) return Effect.fail(unprocessable(`The ${what} is not a PNG, JPEG, WebP or GIF.`))
  if (bytes.length > MAX_IMAGE_BYTES)
    return Effect.fail(unprocessable(`The ${what} is too large: at most ${MAX_IMAGE_BYTES} bytes.`))
  return Effect.succeed(type)
}

/** An image as storage keeps it, when there is one. */
export type StoredImage = Option.Option<{ readonly content_type: string; readonly bytes: Uint8Array }>
