import { withSql, sqlGen } from "./client"

/** Sign-in failures counted over this window. */
export const FAILURE_WINDOW_MINUTES = 15
/** Failures for one e-mail address from one address before sign-in is refused for a while. */
export const MAX_FAILURES_PER_ACCOUNT = 5
/** Failures from one network address, whatever the e-mail, before it is refused. */
export const MAX_FAILURES_PER_IP = 30

export const recentFailures = (email: string, ip: string) =>
  sqlGen(function* (sql) {
    const rows = yield* sql<{ by_account: number; by_ip: number }>`
      select
        count(*) filter (where lower(email) = lower(${email}))::int as by_account,
        count(*)::int as by_ip
      from sign_in_failures
      where ip = ${ip} and at > now() - make_interval(mins => ${FAILURE_WINDOW_MINUTES})`
    return rows[0] ?? { by_account: 0, by_ip: 0 }
  })

export const recordFailure = (email: string, ip: string) =>
  withSql((sql) => sql`insert into sign_in_failures (email, ip) values (${email}, ${ip})`)

export const clearFailures = (email: string, ip: string) =>
  withSql(
    (sql) => sql`
      delete from sign_in_failures
      where (lower(email) = lower(${email}) and ip = ${ip})
         or at < now() - make_interval(mins => ${FAILURE_WINDOW_MINUTES})`,
  )
