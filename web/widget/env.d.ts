/** Vite hands a stylesheet imported with `?inline` over as its text. */
declare module "*.css?inline" {
  const css: string
  export default css
}
