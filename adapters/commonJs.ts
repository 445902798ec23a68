/**
 * A CommonJS package's exports, loaded by `import()`: Node gives its named exports beside
 * `default`; the built server's chunk of a CommonJS package gives them as `default` only.
 * `namedExports(await import("pkg"))` reads them right in both.
 */
export const namedExports = <M extends object>(loaded: M): M =>
  ((loaded as { readonly default?: M }).default ?? loaded) as M
