import type { KeptMailGroup } from "../../../adapters/http/plugins/keptMail"
import { pathOf } from "./paths"
import { request } from "./request"
import type { Success } from "./typed"

export type KeptMail = Success<typeof KeptMailGroup, "keptMail">[number]

/** The mail the server kept instead of sending (no SMTP_URL), newest first; to one address when given. */
export const keptMail = (to?: string) => request<Array<KeptMail>>(pathOf("keptMail.keptMail"), { params: { to } })
