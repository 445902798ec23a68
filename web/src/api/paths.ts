/**
 * Paths of the API's operations from its own definitions (the typed client's generated routes), so
 * that no path is written by hand: `pathOf("partnerApps.appGrants", { id }, query?)`.
 */
export { pathOf, ROUTES } from "../../../client/src/index"
