import { Anchor, Button, Group, Stack, Text, TextInput, Title } from "@mantine/core"
import { useState } from "react"
import { Link, useParams } from "react-router"
import { listFacilityAnnouncements } from "../api/announcements"
import { getFacility } from "../api/facilities"
import { AnnouncementView } from "../ui/AnnouncementView"
import { Loaded, useLoad } from "../ui/load"
import { useT } from "../i18n/I18n"

const PER_PAGE = 10

/** A club's announcements at /clubs/{id}/announcements: what was sent to everyone or to the reader, a page at a time. */
export const ClubAnnouncements = () => {
  const t = useT()
  const facilityId = Number(useParams().facilityId)
  const [search, setSearch] = useState("")
  const [query, setQuery] = useState("")
  const [page, setPage] = useState(1)
  const club = useLoad(() => getFacility(facilityId), [facilityId])
  const list = useLoad(
    () =>
      listFacilityAnnouncements(facilityId, { page, per_page: PER_PAGE, ...(query === "" ? {} : { search: query }) }),
    [facilityId, page, query],
  )
  return (
    <main className="narrow">
      <Loaded state={club}>
        {(c) => (
          <Stack gap="md">
            <Anchor component={Link} to={`/clubs/${c.id}`} size="sm">
              {c.name}
            </Anchor>
            <Title order={1}>{t("clubHome.announcements")}</Title>
            <form
              onSubmit={(e) => {
                e.preventDefault()
                setPage(1)
                setQuery(search.trim())
              }}
            >
              <Group align="end">
                <TextInput
                  label={t("announcements.search")}
                  value={search}
                  onChange={(e) => setSearch(e.currentTarget.value)}
                  style={{ flex: 1 }}
                />
                <Button type="submit" variant="default">
                  {t("announcements.searchButton")}
                </Button>
              </Group>
            </form>
            <Loaded state={list}>
              {(rows) => (
                <Stack gap="sm">
                  {rows.length === 0 && (
                    <Text c="dimmed">{t(query === "" ? "announcements.noneYet" : "announcements.noMatch")}</Text>
                  )}
                  {rows.map((a) => (
                    <AnnouncementView key={a.id} announcement={a} zone={c.time_zone} />
                  ))}
                  <Group justify="space-between">
                    <Button variant="default" disabled={page === 1} onClick={() => setPage(page - 1)}>
                      {t("announcements.newer")}
                    </Button>
                    <Text size="sm">{t("announcements.page", { page })}</Text>
                    <Button variant="default" disabled={rows.length < PER_PAGE} onClick={() => setPage(page + 1)}>
                      {t("announcements.older")}
                    </Button>
                  </Group>
                </Stack>
              )}
            </Loaded>
          </Stack>
        )}
      </Loaded>
    </main>
  )
}
