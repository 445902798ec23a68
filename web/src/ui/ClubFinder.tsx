import { ActionIcon, Button, Card, Group, SimpleGrid, Stack, Text, TextInput } from "@mantine/core"
import { useDebouncedValue } from "@mantine/hooks"
import { useState } from "react"
import { Link } from "react-router"
import { joinFacility } from "../api/reservations"
import { recommendedFacilities, toggleFave } from "../api/users"
import { useSession } from "../session"
import { Failure, Loaded, useAction, useLoad } from "./load"

/** The clubs on this server, searched by name or address, with Join and a favourite star. */
export const ClubFinder = () => {
  const { session, reload: reloadSession } = useSession()
  const signedIn = session?.user !== null && session?.user !== undefined
  const [search, setSearch] = useState("")
  const [debounced] = useDebouncedValue(search, 250)
  const clubs = useLoad(() => recommendedFacilities(debounced), [debounced])
  const action = useAction()
  return (
    <Stack gap="sm" component="section" aria-label="Club directory">
      <TextInput
        label="Find a club"
        placeholder="Club name or town"
        value={search}
        onChange={(e) => setSearch(e.currentTarget.value)}
        maw={400}
      />
      {action.error !== undefined && <Failure message={action.error} />}
      <Loaded state={clubs}>
        {(list) =>
          list.length === 0 ? (
            <Text>No club on this server matches “{debounced}”.</Text>
          ) : (
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
              {list.map((club) => (
                <Card key={club.id} withBorder aria-label={club.name} component="article">
                  <Group justify="space-between" wrap="nowrap">
                    <Text fw={700}>{club.name}</Text>
                    {signedIn && (
                      <ActionIcon
                        variant="subtle"
                        color="yellow"
                        aria-label={
                          club.fave ? `Remove ${club.name} from favourites` : `Add ${club.name} to favourites`
                        }
                        aria-pressed={club.fave}
                        onClick={() => void action.run(`fave${club.id}`, () => toggleFave(club.id), clubs.reload)}
                      >
                        {club.fave ? "★" : "☆"}
                      </ActionIcon>
                    )}
                  </Group>
                  {club.address !== null && (
                    <Text size="sm" c="dimmed">
                      {club.address}
                    </Text>
                  )}
                  {club.reason === "partners" && (
                    <Text size="sm">
                      {club.partners === 1
                        ? "Someone you played with this year plays here."
                        : `${club.partners} people you played with this year play here.`}
                    </Text>
                  )}
                  {club.reason === "near" && <Text size="sm">Near your ZIP code.</Text>}
                  <Group gap="xs" mt="sm">
                    {!signedIn ? (
                      <Button
                        size="xs"
                        component={Link}
                        to={`/sign-up?next=${encodeURIComponent(`/book?facility=${club.id}`)}`}
                      >
                        Sign up to join
                      </Button>
                    ) : club.role === null ? (
                      <Button
                        size="xs"
                        loading={action.busy === `join${club.id}`}
                        onClick={() =>
                          void action.run(
                            `join${club.id}`,
                            () => joinFacility(club.id),
                            () => Promise.all([reloadSession(), clubs.reload()]),
                            `You joined ${club.name}.`,
                          )
                        }
                      >
                        Join
                      </Button>
                    ) : (
                      <Text size="sm">You belong to this club.</Text>
                    )}
                    <Button size="xs" variant="light" component={Link} to={`/book?facility=${club.id}`}>
                      See its courts
                    </Button>
                    <Button size="xs" variant="default" component={Link} to={`/clubs/${club.id}`}>
                      Club page
                    </Button>
                  </Group>
                </Card>
              ))}
            </SimpleGrid>
          )
        }
      </Loaded>
    </Stack>
  )
}
