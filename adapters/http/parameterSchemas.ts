import { HttpApi } from "@effect/platform"
import { JSONSchema, Option, Schema, SchemaAST } from "effect"

/** A path or query parameter as the document should say it: the value it decodes to, not its text. */
export interface TypedParameter {
  readonly in: "path" | "query"
  readonly name: string
  readonly schema: Record<string, unknown>
  readonly description: string | undefined
}

const withoutUndefined = (ast: SchemaAST.AST): SchemaAST.AST =>
  SchemaAST.isUnion(ast) ? SchemaAST.Union.make(ast.types.filter((t) => !SchemaAST.isUndefinedKeyword(t))) : ast

/** The JSON Schema of what a parameter decodes to, when that is a number (an id, a page, a limit). */
const numberSchema = (ast: SchemaAST.AST): Record<string, unknown> | undefined => {
  const made = JSONSchema.make(Schema.make(SchemaAST.typeAST(ast))) as unknown as Record<string, unknown>
  if (made.type !== "number" && made.type !== "integer") return undefined
  const { $schema: _, $defs: __, title: ___, ...schema } = made
  return schema
}

/**
 * Each operation's numeric path and query parameters (by `METHOD path`) as the numbers they are:
 * travelling as text, they read in the generated document as strings "to be decoded into a number",
 * so generators typed every id and limit as a string. Each keeps its own description.
 */
export const numericParameters = (api: HttpApi.HttpApi.Any): ReadonlyMap<string, ReadonlyArray<TypedParameter>> => {
  const byOperation = new Map<string, Array<TypedParameter>>()
  HttpApi.reflect(api as HttpApi.HttpApi.AnyWithProps, {
    onGroup: () => {},
    onEndpoint: ({ endpoint }) => {
      const found: Array<TypedParameter> = []
      const sources = [
        ["path", endpoint.pathSchema],
        ["query", endpoint.urlParamsSchema],
      ] as const
      for (const [where, schema] of sources) {
        if (Option.isNone(schema)) continue
        // A struct checked as a whole is a refinement, one with defaults a transformation: beneath
        // both, the encoded side names the parameters as sent.
        let struct = schema.value.ast
        while (SchemaAST.isRefinement(struct) || SchemaAST.isTransformation(struct)) struct = struct.from
        if (!SchemaAST.isTypeLiteral(struct)) continue
        for (const property of struct.propertySignatures) {
          const type = withoutUndefined(property.type)
          const typed = numberSchema(type)
          if (typed === undefined || typeof property.name !== "string") continue
          found.push({
            in: where,
            name: property.name,
            schema: typed,
            description: Option.getOrUndefined(SchemaAST.getDescriptionAnnotation(type)),
          })
        }
      }
      if (found.length > 0) byOperation.set(`${endpoint.method} ${endpoint.path.replace(/:(\w+)/g, "{$1}")}`, found)
    },
  })
  return byOperation
}
