import { createServer, type IncomingMessage, type ServerResponse } from "node:http"
import type { AddressInfo } from "node:net"
import { Effect } from "effect"

interface Clip {
  readonly camera: string
  readonly start: Date
  readonly end: Date
}

/**
 * A fake camera cloud, the recordings API our camera adapter speaks: `GET /v1/cameras/{id}/clips
 * ?start=&end=` with `Authorization: Bearer {key}` answers `{"clips": [{id, start, end, url}]}`,
 * the clips of that camera overlapping the period. `accounts` maps each key to its cameras;
 * `record` adds a clip. With `everything`, every camera of a known key has a clip of any period
 * (demo mode).
 */
export const listenFakeCameraCloud = async (
  accounts: Record<string, ReadonlyArray<string>>,
  options: { readonly everything?: boolean } = {},
) => {
  const clips: Array<Clip> = []
  const answer = (response: ServerResponse, status: number, body: unknown) => {
    response.writeHead(status, { "content-type": "application/json" })
    response.end(JSON.stringify(body))
  }
  let url = ""
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    request.resume()
    const key = /^Bearer (.+)$/.exec(String(request.headers.authorization ?? ""))?.[1]
    const cameras = key === undefined ? undefined : accounts[key]
    if (cameras === undefined) return answer(response, 401, { error: "invalid_api_key" })
    const address = new URL(request.url ?? "/", "http://fake")
    const camera = /^\/v1\/cameras\/([^/]+)\/clips$/.exec(address.pathname)?.[1]
    if (request.method !== "GET" || camera === undefined) return answer(response, 404, { error: "not_found" })
    const id = decodeURIComponent(camera)
    if (!options.everything && !cameras.includes(id)) return answer(response, 404, { error: "unknown_camera" })
    const start = new Date(address.searchParams.get("start") ?? "")
    const end = new Date(address.searchParams.get("end") ?? "")
    if (Number.isNaN(start.getTime()) || Number.isNaN(end.getTime()) || end <= start)
      return answer(response, 400, { error: "start and end must be ISO instants, start before end" })
    const found = options.everything
      ? [{ camera: id, start, end }]
      : clips.filter((c) => c.camera === id && c.start < end && c.end > start)
    answer(response, 200, {
      clips: found.map((c, i) => ({
        id: `${id}-${c.start.getTime()}-${i}`,
        start: c.start.toISOString(),
        end: c.end.toISOString(),
        url: `${url}/watch/${encodeURIComponent(id)}/${c.start.getTime()}`,
      })),
    })
  })
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return {
    url,
    record: (clip: Clip) => void clips.push(clip),
    close: () => new Promise<void>((done) => server.close(() => done())),
  }
}

/** The fake for the life of a scope (demo mode). */
export const fakeCameraCloud = (accounts: Record<string, ReadonlyArray<string>>, options: { everything?: boolean }) =>
  Effect.acquireRelease(
    Effect.promise(() => listenFakeCameraCloud(accounts, options)),
    (fake) => Effect.promise(fake.close),
  )
