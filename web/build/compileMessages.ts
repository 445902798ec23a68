import { parse } from "@formatjs/icu-messageformat-parser"
import type { Plugin } from "vite"

/**
 * Compiles the widget's catalogues to ICU syntax trees as they are bundled, so the widget's script
 * leaves out the message parser (its build points the parser at FormatJS's `no-parser`): the same
 * messages, a third of the weight.
 */
export const compileMessages = (): Plugin => ({
  name: "venue:compile-messages",
  enforce: "pre",
  transform(code, id) {
    if (!/\/i18n\/widget\/[\w-]+\.json$/.test(id)) return null
    const messages = JSON.parse(code) as Record<string, string>
    return {
      code: JSON.stringify(Object.fromEntries(Object.entries(messages).map(([k, m]) => [k, parse(m)]))),
      map: null,
    }
  },
})
