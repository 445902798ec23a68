// The slowest test files of a vitest JSON report (--reporter=json --outputFile=…): where a run's time goes.
import * as fs from "node:fs"
import * as path from "node:path"

const [report, count = "10"] = process.argv.slice(2)
if (report === undefined) {
  console.error("usage: node .ci/slowest.mjs <vitest-report.json> [count]")
  process.exit(2)
}
const { testResults } = JSON.parse(fs.readFileSync(report, "utf8"))
const files = testResults
  .map((file) => ({
    name: path.relative(process.cwd(), file.name),
    seconds: (file.endTime - file.startTime) / 1000,
    tests: file.assertionResults.length,
  }))
  .sort((a, b) => b.seconds - a.seconds)
console.log(`The ${count} slowest of ${files.length} test files (${path.basename(report)}):`)
for (const file of files.slice(0, Number(count)))
  console.log(`${file.seconds.toFixed(1).padStart(7)} s  ${String(file.tests).padStart(3)} tests  ${file.name}`)
