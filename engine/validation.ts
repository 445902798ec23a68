/**
 * The input rules, shared by the server's schemas and the web forms.
 */

/** Local part, "@", a domain, ending in a dot and two letters or more (not only 2 or 3: .info and .tennis are real). */
const EMAIL = /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,}$/

export const isEmail = (value: string): boolean => EMAIL.test(value)

/** Contains at least one character that is not white space. */
export const isNonEmpty = (value: string): boolean => /\S/.test(value)

/** Digits only, at least one. */
export const isDigits = (value: string): boolean => /^[0-9]+$/.test(value)

export const isSame = <A>(a: A, b: A): boolean => a === b

export const PASSWORD_MIN_LENGTH = 8
export const PASSWORD_MAX_LENGTH = 200

export const passwordProblem = (password: string): string | undefined =>
  password.length < PASSWORD_MIN_LENGTH
    ? `A password needs at least ${PASSWORD_MIN_LENGTH} characters.`
    : password.length > PASSWORD_MAX_LENGTH
      ? `A password may have at most ${PASSWORD_MAX_LENGTH} characters.`
      : undefined

/** Lower case letters, digits and single hyphens between them: safe in URLs. */
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

export const isSlug = (value: string): boolean => value.length <= 60 && SLUG.test(value)

const LOOPBACK = new Set(["localhost", "127.0.0.1", "[::1]"])

/**
 * An address the server calls or sends people to is https, or plain http to this machine only (a
 * developer's receiver): one rule for webhook addresses and apps' redirect addresses.
 */
export const secureOrLocal = (url: URL) =>
  url.protocol === "https:" || (url.protocol === "http:" && LOOPBACK.has(url.hostname))
