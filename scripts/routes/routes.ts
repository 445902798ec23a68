/** `npm run routes`: how many of the calls this build serves, and the missing ones by area. */
import { CATALOGUE } from "./catalogue"

const implemented = CATALOGUE.filter((e) => e.implemented).length
const lines = [`implemented ${implemented} of ${CATALOGUE.length}`]
const areas = [...new Set(CATALOGUE.map((e) => e.area))]
for (const area of areas) {
  const missing = CATALOGUE.filter((e) => e.area === area && !e.implemented)
  const total = CATALOGUE.filter((e) => e.area === area).length
  lines.push(`${area}: ${total - missing.length} of ${total}`)
  for (const entry of missing) lines.push(`  missing ${entry.method} ${entry.path}`)
}
console.log(lines.join("\n"))
