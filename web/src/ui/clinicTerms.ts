import type { LessonUnit } from "../../../engine/clinics/rules"
import type { Translate } from "../i18n/I18n"

/** What one of a clinic's prices buys, in words: "10 sessions", "2 sessions a week", "the next 8 sessions". */
export const clinicPriceTerms = (t: Translate, lessons: number, unit: LessonUnit) =>
  t(`clinic.terms.${unit}`, { lessons })
