/** Where the browser keeps the visitor's cookie-consent answer: this device's storage, not a cookie. */
export const CONSENT_STORAGE = "venue.cookie-consent"
