/**
 * The widget's weight and first render. Size: web/dist/widget.js gzipped against its budget of
 * 20 KB (styles are inside it). First render: milliseconds from navigation to a drawn calendar of
 * 30 courts, in Chromium, for the widget and for a baseline page that fetches the same feed and
 * writes the same table with innerHTML and no framework; reported as the ratio of the two medians.
 */
import * as fs from "node:fs"
import { createServer } from "node:http"
import type { AddressInfo } from "node:net"
import * as path from "node:path"
import * as zlib from "node:zlib"
import { launchBrowser } from "../fixtures/testing/browser"

const BUDGET = 20 * 1024
const RUNS = 7

/** The baseline: one fetch, one string, one innerHTML; the same rows, hour headers and cells. */
const baselineScript = (feedUrl: string) => `
fetch(${JSON.stringify(feedUrl)}, { headers: { "content-type": "application/json", "x-requested-with": "XMLHttpRequest" } })
  .then((r) => r.json())
  .then((feed) => {
    const hours = feed.meta.available_hours
    const head = hours.map((h) => '<th colspan="4">' + h / 3600 + ':00</th>').join("")
    const rows = feed.courts_with_reservations.map((court) => {
      let cells = ""
      for (const h of hours) for (let q = 0; q < 4; q++) {
        const start = h + q * 900
        const block = court.reservations.find((r) => r.hour_start === start)
        cells += block ? '<td><button>' + block.kind + ' ' + block.users.map((u) => u.name).join(", ") + '</button></td>' : "<td></td>"
      }
      return "<tr><th>" + court.name + "</th>" + cells + "</tr>"
    }).join("")
    document.getElementById("root").innerHTML = "<table><thead><tr><th>Court</th>" + head + "</tr></thead><tbody>" + rows + "</tbody></table>"
  })`

const median = (values: ReadonlyArray<number>) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!

export const measureWidget = async (feedUrl: string, root: string) => {
  const bundle = fs.readFileSync(path.join(root, "web/dist/widget.js"))
  const gzipped = zlib.gzipSync(bundle, { level: 9 }).length
  const url = new URL(feedUrl)
  const origin = url.origin
  const facilityId = /facilities\/(\d+)\//.exec(url.pathname)![1]!
  const date = url.searchParams.get("date")!

  // The club's page, on its own origin.
  const pages = createServer((req, res) => {
    res.writeHead(200, { "content-type": "text/html; charset=utf-8" })
    res.end(
      req.url === "/baseline"
        ? `<!doctype html><body><div id="root"></div><script>${baselineScript(feedUrl)}</script></body>`
        : `<!doctype html><body><script src="${origin}/widget.js"></script><court-calendar facility-id="${facilityId}"></court-calendar></body>`,
    )
  })
  await new Promise<void>((resolve) => pages.listen(0, "localhost", resolve))
  const pageUrl = `http://localhost:${(pages.address() as AddressInfo).port}`
  const browser = await launchBrowser()
  const firstRender = async (page: "/" | "/baseline") => {
    const context = await browser.newContext({ viewport: { width: 1200, height: 900 } })
    // The widget shows the facility's today: make that the seeded day.
    await context.clock.setFixedTime(new Date(`${date}T15:00:00Z`))
    const tab = await context.newPage()
    await tab.goto(`${pageUrl}${page}`, { waitUntil: "commit" })
    const handle = await tab.waitForFunction(
      () => {
        const root = document.querySelector("court-calendar")?.shadowRoot ?? document
        return root.querySelectorAll("tbody tr").length === 30 ? performance.now() : false
      },
      undefined,
      { polling: "raf", timeout: 30_000 },
    )
    const ms = (await handle.jsonValue()) as number
    await context.close()
    return ms
  }
  try {
    await firstRender("/")
    await firstRender("/baseline")
    const widget: Array<number> = []
    const baseline: Array<number> = []
    for (let i = 0; i < RUNS; i++) {
      widget.push(await firstRender("/"))
      baseline.push(await firstRender("/baseline"))
    }
    return {
      bytes: bundle.length,
      gzipped,
      budgetRatio: gzipped / BUDGET,
      widgetMs: median(widget),
      baselineMs: median(baseline),
      renderRatio: median(widget) / median(baseline),
    }
  } finally {
    await browser.close()
    pages.close()
  }
}
