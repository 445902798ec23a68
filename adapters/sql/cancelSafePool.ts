import pg from "pg"

/** The statement @effect/sql-pg sends through the pool to stop an interrupted fiber's statement. */
const CANCEL = /^SELECT pg_cancel_backend\((\d+)\)$/

/** The backend's process id, which PostgreSQL told the client as it connected. */
const processOf = (client: pg.Client) => (client as unknown as { readonly processID?: number }).processID

/**
 * Makes a pool's cancels land only on the statement they were meant for.
 *
 * @effect/sql-pg stops an interrupted fiber's statement (a client that hung up, a timeout) with
 * `pg_cancel_backend(pid)` sent through the same pool. PostgreSQL cancels whatever that backend runs
 * when the signal arrives; under load the cancel waits for a free connection, the statement finishes
 * meanwhile, its connection goes to the next caller, and the cancel ends that caller's statement: a
 * 500 ("canceling statement due to user request") for a request that did nothing wrong
 * (Effect-TS/effect#8068, fixed only in v4). Here a cancel goes out only while the connection is
 * still checked out (an idle one has nothing left to stop), and a connection once cancelled is
 * closed when it is released, never handed on, so however late the signal arrives it can only reach
 * the interrupted work.
 */
export const cancelOnlyOwnStatements = (pool: pg.Pool) => {
  const byProcess = new Map<number, pg.PoolClient>()
  const checkedOut = new WeakSet<pg.Client>()
  const cancelled = new WeakSet<pg.Client>()
  pool.on("connect", (client) => {
    const id = processOf(client)
    if (id !== undefined) byProcess.set(id, client as pg.PoolClient)
  })
  pool.on("remove", (client) => {
    const id = processOf(client)
    if (id !== undefined) byProcess.delete(id)
  })
  pool.on("acquire", (client) => checkedOut.add(client))
  pool.on("release", (_error, client) => {
    checkedOut.delete(client)
    // Ending it here makes the pool drop it instead of keeping it idle.
    if (cancelled.has(client)) void client.end().catch(() => undefined)
  })
  const query = pool.query.bind(pool) as (...args: ReadonlyArray<unknown>) => unknown
  pool.query = ((...args: ReadonlyArray<unknown>) => {
    const id = typeof args[0] === "string" ? CANCEL.exec(args[0])?.[1] : undefined
    if (id === undefined) return query(...args)
    const target = byProcess.get(Number(id))
    if (target === undefined || !checkedOut.has(target)) {
      // Nothing of the interrupted work runs there any more: nothing to stop.
      const done = args.find(
        (arg): arg is (error: undefined, result: { rows: [] }) => void => typeof arg === "function",
      )
      if (done === undefined) return Promise.resolve({ rows: [] })
      queueMicrotask(() => done(undefined, { rows: [] }))
      return undefined
    }
    cancelled.add(target)
    return query(...args)
  }) as typeof pool.query
  return pool
}
