import { Group, Stack, Text, Title } from "@mantine/core"
import type { ReactNode } from "react"
import { Navigate, useLocation } from "react-router"
import type { Role } from "../../../engine/roles"
import { getFacility } from "../api/facilities"
import { useSession } from "../session"
import { FacilityPicker, useFacilityChoice } from "./facility"
import { Loaded, useLoad } from "./load"
import { useT } from "../i18n/I18n"

export type Club = Awaited<ReturnType<typeof getFacility>>
type Choice = NonNullable<ReturnType<typeof useFacilityChoice>["facility"]>

/**
 * The shell of a signed-in person's screen about one of their clubs: its title with the club
 * picker, a line about it, a sentence when they have no club it is for, else the screen for the
 * club chosen (as their session knows it: id, name, zone, their role). Signed out, to sign-in and
 * back here.
 */
export const ClubShell = ({
  title,
  about,
  none,
  allowed,
  children,
}: {
  title: string | ((club: Choice | undefined) => string)
  about?: ReactNode
  /** What is said to a person without a club this screen is for. */
  none: string
  allowed?: (role: Role | null) => boolean
  children: (club: Choice) => ReactNode
}) => {
  const { session } = useSession()
  const location = useLocation()
  const { facility, choices, choose } = useFacilityChoice(allowed)
  if (session === undefined) return null
  if (session.user === null)
    return <Navigate to={`/sign-in?next=${encodeURIComponent(location.pathname + location.search + location.hash)}`} />
  return (
    <main>
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={1}>{typeof title === "string" ? title : title(facility)}</Title>
          <FacilityPicker choices={choices} value={facility} onChange={choose} />
        </Group>
        {about !== undefined && (
          <Text size="sm" c="dimmed" maw={720}>
            {about}
          </Text>
        )}
        {facility === undefined ? <Text>{none}</Text> : children(facility)}
      </Stack>
    </main>
  )
}

/** A club's screen that needs the whole club (its settings, currency ...): "{title} at {club}". */
export const ClubPage = ({
  title,
  none,
  allowed,
  children,
}: {
  title: string
  none: string
  allowed?: (role: Role | null) => boolean
  children: (club: Club) => ReactNode
}) => {
  const t = useT()
  return (
    <ClubShell
      title={(facility) => (facility === undefined ? title : t("club.titleAt", { title, club: facility.name }))}
      none={none}
      {...(allowed === undefined ? {} : { allowed })}
    >
      {(facility) => <LoadedClub key={facility.id} id={facility.id} render={children} />}
    </ClubShell>
  )
}

const LoadedClub = ({ id, render }: { id: number; render: (club: Club) => ReactNode }) => {
  const club = useLoad(() => getFacility(id), [id])
  return <Loaded state={club}>{render}</Loaded>
}
