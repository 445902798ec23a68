import type { Sold } from "../../../engine/payments/close"
import type { MessageId } from "../i18n/I18n"

/** What was sold, in words: the daily close's lines and the revenue insight's series. */
export const SOLD_WORDS: Record<Sold, MessageId> = {
  courts: "close.sold.courts",
  lessons: "close.sold.lessons",
  lesson_packages: "close.sold.lessonPackages",
  clinics: "close.sold.clinics",
  memberships: "close.sold.memberships",
  shop: "close.sold.shop",
  club_credits: "close.sold.clubCredits",
  club_accounts: "close.sold.clubAccounts",
  competitions: "close.sold.competitions",
  other: "close.sold.other",
}
