import { describe, expect, it } from "vitest"
import { numbersOf } from "./repo"

describe("a club's day as PostgreSQL writes its arrays", () => {
  it("reads the numbers of an array of any dimensions, and refuses anything else", () => {
    expect(Array.from(numbersOf("{{0,3600},{1800,0}}", 4))).toEqual([0, 3600, 1800, 0])
    expect(Array.from(numbersOf("{12,7}", 2))).toEqual([12, 7])
    expect(Array.from(numbersOf("{}", 0))).toEqual([])
    expect(() => numbersOf("{1,2}", 3)).toThrow(/2 numbers in an array, not 3/)
    expect(() => numbersOf("{1,2,3}", 2)).toThrow(/More than 2/)
    expect(() => numbersOf("{1,-2}", 2)).toThrow(/Not an array of whole numbers/)
    expect(() => numbersOf("{1,NULL}", 2)).toThrow(/Not an array of whole numbers/)
  })
})
