import { ROUTES } from "../../../client/src/generated/routes"

/** An operation of the API, as the typed client names it (`group.endpoint`). */
export type Operation = keyof typeof ROUTES

/**
 * An operation's path with its parameters filled in, from the API's own definitions (the typed
 * client's generated routes), so that no path is written by hand; a query is appended when given.
 */
export const pathOf = (
  operation: Operation,
  params: Readonly<Record<string, string | number>> = {},
  query?: Readonly<Record<string, string | number | boolean | undefined>>,
) => {
  const path = ROUTES[operation].path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name]
    if (value === undefined) throw new TypeError(`${operation} needs its ${name}.`)
    return encodeURIComponent(String(value))
  })
  const search = new URLSearchParams(
    Object.entries(query ?? {}).flatMap(([k, v]) => (v === undefined ? [] : [[k, String(v)]])),
  ).toString()
  return search === "" ? path : `${path}?${search}`
}

/** The method an operation is called with. */
export const methodOf = (operation: Operation) => ROUTES[operation].method
