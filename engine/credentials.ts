import { Schema } from "effect"
import { CAMERA_CATEGORY } from "./cameras"
import { DOOR_CATEGORY } from "./doors"

/**
 * The outside services a club's credential (SPEC §3 Credential) connects, each with what the
 * platform reads of it: a credential of any other category would be kept and never used, so none
 * is taken.
 */
export const CREDENTIAL_CATEGORIES = {
  stripe: { label: "Stripe (cards and readers)", needs: "token: the secret key; password: the webhook signing secret" },
  [CAMERA_CATEGORY]: {
    label: "Camera system",
    needs: "token: the camera cloud's API key; username: a name for it; then add its cameras in Manage › Cameras",
  },
  [DOOR_CATEGORY]: { label: "Door access (Kisi)", needs: "type: kisi; token: the API key; device_id: the lock's id" },
  eventbrite: { label: "Eventbrite", needs: "token: the private token; company_id: the organization id" },
} as const

export type CredentialCategory = keyof typeof CREDENTIAL_CATEGORIES

const categories = Object.keys(CREDENTIAL_CATEGORIES) as Array<CredentialCategory>

export const CredentialCategory = Schema.Literal(...categories)
