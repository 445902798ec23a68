import { describe, expect, it } from "vitest"
import { homeScreenNames } from "./rules"

describe("a club's names under its app's icon", () => {
  it("keep a short name whole, else the first words that fit in 12 characters, else the name cut", () => {
    expect(homeScreenNames("Padel Norte").short_name).toBe("Padel Norte")
    expect(homeScreenNames("Demo Racquet Club")).toEqual({ name: "Demo Racquet Club", short_name: "Demo Racquet" })
    expect(homeScreenNames("Tennisvereinigung Nord").short_name).toBe("Tennisverein")
  })
})
