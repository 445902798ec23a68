import { Card, Checkbox, Text, Title } from "@mantine/core"
import { useState } from "react"
import { acceptWaiver, bookingWaivers } from "../api/waivers"
import { useLoad } from "./load"
import { useT } from "../i18n/I18n"

/**
 * The club's booking waivers a player has not accepted yet: each shown whole with its checkbox,
 * a booking waits until every one is ticked, and `acceptTicked` accepts them just before booking.
 */
export const useBookingWaivers = (facilityId: number, userId: number) => {
  const t = useT()
  const waivers = useLoad(() => bookingWaivers({ facility_id: facilityId, user_id: userId }), [facilityId, userId])
  const pending = (waivers.data ?? []).filter((w) => !w.accepted)
  const [agreed, setAgreed] = useState<ReadonlyArray<number>>([])
  return {
    waivers,
    /** Whether a booking must still wait: the waivers are loading, or one is not ticked. */
    waiting: waivers.loading || pending.some((w) => !agreed.includes(w.waiver.id)),
    acceptTicked: async () => {
      for (const w of pending) await acceptWaiver(w.waiver.id, { user_id: userId })
    },
    checks: (forOther: boolean) =>
      pending.map((w) => (
        <Card key={w.waiver.id} withBorder bg="gray.0">
          <Title order={4} size="h5">
            {w.waiver.name}
          </Title>
          <Text size="sm" style={{ whiteSpace: "pre-wrap" }}>
            {w.waiver.current_version.content}
          </Text>
          <Checkbox
            mt="sm"
            label={t(forOther ? "waiver.acceptForOther" : "waiver.acceptBooking", { waiver: w.waiver.name })}
            checked={agreed.includes(w.waiver.id)}
            onChange={(e) =>
              setAgreed(e.currentTarget.checked ? [...agreed, w.waiver.id] : agreed.filter((id) => id !== w.waiver.id))
            }
          />
        </Card>
      )),
  }
}
