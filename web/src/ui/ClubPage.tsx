import { Group, Stack, Text, Title } from "@mantine/core"
import type { ReactNode } from "react"
import { Navigate } from "react-router"
import type { Role } from "../../../engine/roles"
import { getFacility } from "../api/facilities"
import { useSession } from "../session"
import { FacilityPicker, useFacilityChoice } from "./facility"
import { Loaded, useLoad } from "./load"
import { useT } from "../i18n/I18n"

export type Club = Awaited<ReturnType<typeof getFacility>>

/**
 * A signed-in person's screen about one of their clubs: "{title} at {club}" with the club picker,
 * a sentence when they have no club it is for, else the screen for the club chosen.
 */
export const ClubPage = ({
  title,
  path,
  none,
  allowed,
  children,
}: {
  title: string
  /** Where sign-in returns to. */
  path: string
  /** What is said to a person without a club this screen is for. */
  none: string
  allowed?: (role: Role | null) => boolean
  children: (club: Club) => ReactNode
}) => {
  const t = useT()
  const { session } = useSession()
  const { facility, choices, choose } = useFacilityChoice(allowed)
  const club = useLoad(
    () => (facility === undefined ? Promise.resolve(null) : getFacility(facility.id)),
    [facility?.id],
  )
  if (session === undefined) return null
  if (session.user === null) return <Navigate to={`/sign-in?next=${path}`} />
  return (
    <main>
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={1}>{facility === undefined ? title : t("club.titleAt", { title, club: facility.name })}</Title>
          <FacilityPicker choices={choices} value={facility} onChange={choose} />
        </Group>
        {facility === undefined ? (
          <Text>{none}</Text>
        ) : (
          <Loaded state={club}>{(c) => (c === null ? null : children(c))}</Loaded>
        )}
      </Stack>
    </main>
  )
}
