import { ActionIcon, Button, Card, Group, SimpleGrid, Stack, Text, TextInput } from "@mantine/core"
import { useDebouncedValue } from "@mantine/hooks"
import { useState } from "react"
import { Link } from "react-router"
import { joinFacility } from "../api/reservations"
import { recommendedFacilities, toggleFave } from "../api/users"
import { useSession } from "../session"
import { Failure, Loaded, useAction, useLoad } from "./load"
import { useT } from "../i18n/I18n"

/** The clubs on this server, searched by name or address, with Join and a favourite star. */
export const ClubFinder = () => {
  const t = useT()
  const { session, reload: reloadSession } = useSession()
  const signedIn = session?.user !== null && session?.user !== undefined
  const [search, setSearch] = useState("")
  const [debounced] = useDebouncedValue(search, 250)
  const clubs = useLoad(() => recommendedFacilities(debounced), [debounced])
  const action = useAction()
  return (
    <Stack gap="sm" component="section" aria-label={t("finder.directory")}>
      <TextInput
        label={t("finder.find")}
        placeholder={t("finder.placeholder")}
        value={search}
        onChange={(e) => setSearch(e.currentTarget.value)}
        maw={400}
      />
      {action.error !== undefined && <Failure message={action.error} />}
      <Loaded state={clubs}>
        {(list) =>
          list.length === 0 ? (
            <Text>{t("finder.noMatch", { search: debounced })}</Text>
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
                        aria-label={t(club.fave ? "finder.unfave" : "finder.fave", { club: club.name })}
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
                    <Text size="sm">{t("finder.partners", { partners: club.partners })}</Text>
                  )}
                  {club.reason === "near" && <Text size="sm">{t("finder.near")}</Text>}
                  <Group gap="xs" mt="sm">
                    {!signedIn ? (
                      <Button
                        size="xs"
                        component={Link}
                        to={`/sign-up?next=${encodeURIComponent(`/book?facility=${club.id}`)}`}
                      >
                        {t("finder.signUpToJoin")}
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
                            t("finder.joined", { club: club.name }),
                          )
                        }
                      >
                        {t("finder.join")}
                      </Button>
                    ) : (
                      <Text size="sm">{t("finder.belong")}</Text>
                    )}
                    <Button size="xs" variant="light" component={Link} to={`/book?facility=${club.id}`}>
                      {t("finder.courts")}
                    </Button>
                    <Button size="xs" variant="default" component={Link} to={`/clubs/${club.id}`}>
                      {t("home.clubPage")}
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
