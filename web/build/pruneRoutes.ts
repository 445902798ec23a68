import type { Plugin } from "vite"

type Node = { type: string; start: number; end: number; [key: string]: unknown }
type Property = Node & { key: Node & { value?: unknown }; value: Node & { properties?: Array<Property> } }

const isRoute = (p: Property) =>
  typeof p.key?.value === "string" &&
  /^\w+\.\w+$/.test(p.key.value) &&
  p.value.type === "ObjectExpression" &&
  (p.value.properties ?? []).some((q) => q.key?.type === "Identifier" && q.key.name === "path")

/**
 * Keeps in a bundle only the routes its code names. `pathOf("group.name", …)` looks an operation up
 * in the table of every route (442 of them, ~6 KB gzipped); the widget names two. After
 * minification the table is the one object literal whose keys are operation names with a path; an
 * entry whose name appears nowhere else in the chunk, in any quotes, is dropped.
 */
export const pruneRoutes = (): Plugin => ({
  name: "venue:prune-routes",
  apply: "build",
  enforce: "post",
  generateBundle(_, bundle) {
    for (const chunk of Object.values(bundle)) {
      if (chunk.type !== "chunk") continue
      const tables: Array<Array<Property>> = []
      const walk = (node: unknown): void => {
        if (node === null || typeof node !== "object") return
        const n = node as Node
        if (n.type === "ObjectExpression") {
          const properties = n.properties as Array<Property>
          if (properties.length > 0 && properties.every(isRoute)) return void tables.push(properties)
        }
        for (const value of Object.values(n)) if (typeof value === "object") walk(value)
      }
      walk(this.parse(chunk.code))
      if (tables.length > 1) this.error("More than one table of routes in a chunk.")
      const properties = tables[0]
      if (properties === undefined) continue
      const [start, end] = [properties[0]!.start, properties.at(-1)!.end]
      const outside = chunk.code.slice(0, start) + chunk.code.slice(end)
      const kept = properties.filter((p) => ["`", '"', "'"].some((q) => outside.includes(`${q}${p.key.value}${q}`)))
      chunk.code = `${chunk.code.slice(0, start)}${kept.map((p) => chunk.code.slice(p.start, p.end)).join(",")}${chunk.code.slice(end)}`
    }
  },
})
