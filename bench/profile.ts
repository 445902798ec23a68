import * as fs from "node:fs"
import * as path from "node:path"

/**
 * The top frames of each CPU profile the bench servers wrote (`BENCH_CPU_PROFILE_DIR`, one per
 * measured load), by self time: the share of the load's busy samples (idle ones left out) a function
 * was on top of the stack.
 */
interface Profile {
  readonly nodes: ReadonlyArray<{
    readonly callFrame: { readonly functionName: string; readonly url: string; readonly lineNumber: number }
    readonly hitCount?: number
  }>
}

export const topFrames = (dir: string, count = 6) =>
  fs
    .readdirSync(dir)
    .filter((f) => f.endsWith(".cpuprofile"))
    .sort()
    .map((file) => ({ load: file.replace(/\.cpuprofile$/, ""), frames: framesOf(path.join(dir, file), count) }))

const framesOf = (file: string, count: number) => {
  const byFrame = new Map<string, number>()
  let total = 0
  const profile = JSON.parse(fs.readFileSync(file, "utf8")) as Profile
  for (const { callFrame, hitCount = 0 } of profile.nodes) {
    // Waiting (for the database, the client) is not work: shares are of the samples that were.
    if (callFrame.functionName === "(idle)") continue
    const where =
      callFrame.url === "" ? "" : ` (${callFrame.url.replace(/^.*node_modules\//, "")}:${callFrame.lineNumber + 1})`
    const frame = `${callFrame.functionName || "(anonymous)"}${where}`
    byFrame.set(frame, (byFrame.get(frame) ?? 0) + hitCount)
    total += hitCount
  }
  return [...byFrame]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([frame, hits]) => ({ frame, share: total === 0 ? 0 : hits / total }))
}
