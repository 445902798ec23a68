/**
 * CPU ms per answer: the server process's CPU time (user and system, from its bench `/cpu`) over
 * one load, divided by the answers it gave. Steady on a busy machine, where requests per second
 * are not: a second process on the same cores lowers the rate, not the CPU each answer costs.
 */
const cpuMs = async (cpuUrl: string) => ((await (await fetch(cpuUrl)).json()) as { cpu: number }).cpu / 1000

/**
 * With `BENCH_CPU_PROFILE_DIR`, the server profiles this load alone, written as `<label>.cpuprofile`
 * (bench/benchServer.ts).
 */
const profile = (cpuUrl: string, step: string) =>
  process.env.BENCH_CPU_PROFILE_DIR
    ? fetch(cpuUrl.replace(/\/cpu$/, `/profile/${step}`), { method: "POST" })
    : undefined

export const withCpu = async <R>(
  cpuUrl: string,
  answersOf: (result: R) => number,
  load: () => Promise<R>,
  label: string,
) => {
  await profile(cpuUrl, "start")
  const before = await cpuMs(cpuUrl)
  const result = await load()
  const after = await cpuMs(cpuUrl)
  await profile(cpuUrl, `stop?label=${encodeURIComponent(label)}`)
  return { result, cpuMsPerAnswer: (after - before) / Math.max(answersOf(result), 1) }
}
