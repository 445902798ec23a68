/**
 * The limit a request's fixed cost is measured against: Node's own HTTP server answering a small
 * JSON body, nothing else (`/cpu` is its CPU so far, as the bench servers serve it). Prints one
 * JSON line with where it listens.
 */
import { createServer } from "node:http"
import type { AddressInfo } from "node:net"

const body = JSON.stringify({ status: "ok" })
const server = createServer((request, response) => {
  if (request.url === "/cpu") {
    const { user, system } = process.cpuUsage()
    return response.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ cpu: user + system }))
  }
  response.writeHead(200, { "content-type": "application/json", "content-length": Buffer.byteLength(body) }).end(body)
})
server.listen(0, "127.0.0.1", () => {
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  process.stdout.write(`${JSON.stringify({ url, cpu: `${url}/cpu` })}\n`)
})
process.on("SIGTERM", () => server.close(() => process.exit(0)))
