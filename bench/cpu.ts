/**
 * CPU ms per answer: the server process's CPU time (user and system, from its bench `/cpu`) over
 * one load, divided by the answers it gave. Steady on a busy machine, where requests per second
 * are not: a second process on the same cores lowers the rate, not the CPU each answer costs.
 */
const cpuMs = async (cpuUrl: string) => ((await (await fetch(cpuUrl)).json()) as { cpu: number }).cpu / 1000

export const withCpu = async <R>(cpuUrl: string, answersOf: (result: R) => number, load: () => Promise<R>) => {
  const before = await cpuMs(cpuUrl)
  const result = await load()
  const after = await cpuMs(cpuUrl)
  return { result, cpuMsPerAnswer: (after - before) / Math.max(answersOf(result), 1) }
}
