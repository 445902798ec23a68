import type { IncomingMessage } from "node:http"

/** A request body the fakes read as providers do: JSON, anything unreadable as empty. */
export type Body = any

export const readJson = (request: IncomingMessage) =>
  new Promise<Body>((resolve) => {
    let text = ""
    request.on("data", (chunk: Buffer) => (text += chunk.toString("utf8")))
    request.on("end", () => {
      try {
        resolve(text === "" ? {} : JSON.parse(text))
      } catch {
        resolve({})
      }
    })
  })
