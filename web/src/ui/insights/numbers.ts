import { currentLanguage } from "../../i18n/language"
import { money } from "../format"

/** Shares and counts in the screens' language. */
export const percent = (share: number) =>
  new Intl.NumberFormat(currentLanguage(), { style: "percent", maximumFractionDigits: 1 }).format(share)
export const count = (n: number) => new Intl.NumberFormat(currentLanguage(), { maximumFractionDigits: 2 }).format(n)

/** An amount in minor units as the club's money. */
export const moneyOf = (currency: string, decimals: number) => (amount: number) => money(amount, currency, decimals)
