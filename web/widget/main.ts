/**
 * The embeddable court calendar: `<script src="https://venue.example/widget.js"></script>` then
 * `<court-calendar facility-id="1"></court-calendar>`; or `VenueWidget.mount("CourtCalendar", el, { facilityId: 1 })`.
 */
import { install, mount, unmount } from "./element"

install()

export { mount, unmount }
