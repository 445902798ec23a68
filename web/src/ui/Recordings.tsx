import { Anchor, Button, Group, Stack, Text } from "@mantine/core"
import { useT } from "../i18n/I18n"
import { useState } from "react"
import { bookingRecordings } from "../api/cameras"
import { messageOf } from "../api/request"
import { Failure } from "./load"

type Found = Awaited<ReturnType<typeof bookingRecordings>>

/** A played booking's recordings, asked of the club's cameras when the person wants them. */
export const Recordings = ({ reservationId }: { reservationId: number }) => {
  const t = useT()
  const [found, setFound] = useState<Found>()
  const [error, setError] = useState<string>()
  const [busy, setBusy] = useState(false)
  if (found === undefined)
    return (
      <Group mt="sm">
        <Button
          size="xs"
          variant="light"
          loading={busy}
          onClick={() => {
            setBusy(true)
            bookingRecordings(reservationId)
              .then(setFound, (e: unknown) => setError(messageOf(e)))
              .finally(() => setBusy(false))
          }}
        >
          {t("recordings.ask")}
        </Button>
        {error !== undefined && <Failure message={error} />}
      </Group>
    )
  const watchable = found.recordings.filter((r) => r.url !== null)
  return (
    <Stack gap={4} mt="sm" aria-label={t("recordings.title")}>
      {watchable.map((r) => (
        <Anchor key={r.camera} href={r.url!} target="_blank" rel="noreferrer" size="sm">
          {t("recordings.watch", { camera: r.camera })}
        </Anchor>
      ))}
      {found.message !== null && (
        <Text size="sm" c="dimmed">
          {found.message}
        </Text>
      )}
    </Stack>
  )
}
