import { withSql, sqlGen } from "./client"

import { FAILURE_WINDOW_MINUTES, type Failures } from "../../engine/accounts/signIn"

const kindOf = (key: string) => (key.includes(":") ? key.slice(0, key.indexOf(":") + 1).toLowerCase() : null)

export const recentFailures = (key: string, ip: string) =>
  sqlGen(function* (sql) {
    const rows = yield* sql<Failures>`
      select
        (select count(*) from sign_in_failures
          where email = lower(${key}) and at > now() - make_interval(mins => ${FAILURE_WINDOW_MINUTES}))::int as key,
        (select count(*) from sign_in_failures
          where ip = ${ip} and at > now() - make_interval(mins => ${FAILURE_WINDOW_MINUTES})
            and ${kindOf(key) === null ? sql`email not like '%:%'` : sql`starts_with(email, ${kindOf(key)!})`})::int as address,
        (select count(*) from sign_in_failures
          where ip = ${ip} and email = lower(${key}) and at > now() - make_interval(mins => ${FAILURE_WINDOW_MINUTES}))::int as pair`
    return rows[0] ?? { pair: 0, key: 0, address: 0 }
  })

export const recordFailure = (key: string, ip: string) =>
  withSql((sql) => sql`insert into sign_in_failures (email, ip) values (lower(${key}), ${ip})`)

export const clearFailures = (key: string, ip: string) =>
  withSql(
    (sql) => sql`
      delete from sign_in_failures
      where (email = lower(${key}) and ip = ${ip})
         or at < now() - make_interval(mins => ${FAILURE_WINDOW_MINUTES})`,
  )
