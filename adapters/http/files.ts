import { HttpServerResponse } from "@effect/platform"

/** A stored file as the engine answers it: its bytes and the type read from them. */
interface StoredFile {
  readonly content_type: string
  readonly bytes: Uint8Array
}

/** A picture anyone may see (a logo, a product's or a banner's), cached for five minutes. */
export const publicImage = (image: StoredFile) =>
  HttpServerResponse.uint8Array(image.bytes, {
    contentType: image.content_type,
    headers: { "cache-control": "public, max-age=300" },
  })

/** A picture only its audience sees, cached only by their browser. */
export const privateImage = (image: StoredFile) =>
  HttpServerResponse.uint8Array(image.bytes, {
    contentType: image.content_type,
    headers: { "cache-control": "private, max-age=300" },
  })

/** A file offered as a download under its name, never shown in place. */
export const download = (file: StoredFile & { readonly filename: string }) =>
  HttpServerResponse.uint8Array(file.bytes, {
    contentType: file.content_type,
    headers: {
      "content-disposition": `attachment; filename="${file.filename}"`,
      "cache-control": "private, max-age=300",
      "x-content-type-options": "nosniff",
    },
  })
