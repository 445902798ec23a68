import { withSpans } from "../spans"
import { Effect, Option } from "effect"
import { requireManagerAt } from "../access"
import { notFound, orNotFound, unprocessable } from "../errors"
import { type ConsentCategory, consentCategories, DEFAULT_HOME, type HomeBlock, homeLayoutProblem } from "./rules"
import { FacilitiesRepo } from "../facilities/port"
import { SiteRepo } from "./port"

/**
 * The club's home page layout (public to read, managers change it) and visitors' cookie consents:
 * a visitor's browser keeps the key it was given, and reads or changes its answer with it.
 */
export class Site extends Effect.Service<Site>()("venue/Site", {
  effect: Effect.gen(function* () {
    const repo = yield* SiteRepo
    const facilities = yield* FacilitiesRepo

    const homeLayout = (facilityId: number) =>
      Effect.gen(function* () {
        yield* orNotFound("Facility")(facilities.find(facilityId))
        return { facility_id: facilityId, home_structure: (yield* repo.homeStructure(facilityId)) ?? DEFAULT_HOME }
      })

    const saveHomeLayout = (facilityId: number, blocks: ReadonlyArray<HomeBlock>) =>
      Effect.gen(function* () {
        yield* requireManagerAt(facilityId, "Only a manager lays out the club's home page.")
        const problem = homeLayoutProblem(blocks)
        if (problem !== undefined) return yield* Effect.fail(unprocessable(problem))
        yield* repo.saveHomeStructure(facilityId, blocks)
        return yield* homeLayout(facilityId)
      })

    const consent = (key: string) =>
      Effect.flatMap(repo.findConsent(key), (found) =>
        Option.isSome(found) ? Effect.succeed(found.value) : Effect.fail(notFound("Cookie consent")),
      )

    /** A new visitor's answer, under a new random key only their browser learns. */
    const giveConsent = (categories: ReadonlyArray<ConsentCategory>) =>
      Effect.gen(function* () {
        const key = crypto.randomUUID()
        yield* repo.insertConsent(key, consentCategories(categories))
        return yield* consent(key)
      })

    const changeConsent = (key: string, categories: ReadonlyArray<ConsentCategory>) =>
      Effect.gen(function* () {
        if (!(yield* repo.updateConsent(key, consentCategories(categories))))
          return yield* Effect.fail(notFound("Cookie consent"))
        return yield* consent(key)
      })

    return withSpans("Site", { homeLayout, saveHomeLayout, consent, giveConsent, changeConsent })
  }),
}) {}
