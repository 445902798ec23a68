import { Anchor, Button, Card, Group, Image, SimpleGrid, Stack, Table, Text, Title } from "@mantine/core"
import type { ReactNode } from "react"
import { Link, useParams } from "react-router"
import type { HomeBlock } from "../../../engine/site/rules"
import { getFacility } from "../api/facilities"
import { listFacilityAnnouncements } from "../api/announcements"
import { bannerAdImageUrl, listBannerAds } from "../api/banners"
import { getLeaderboard, listLeaderboards } from "../api/leaderboards"
import { listFacilityPosts } from "../api/posts"
import { AnnouncementView } from "../ui/AnnouncementView"
import { getHomeLayout } from "../api/site"
import { dateTime } from "../ui/format"
import { Loaded, useLoad } from "../ui/load"
import { useSession } from "../session"
import { BookingCalendar } from "./Book"
import { useT } from "../i18n/I18n"

type Club = Awaited<ReturnType<typeof getFacility>>

/**
 * A club's public home page at /clubs/{id}: the blocks its managers chose, in their order. A block
 * with nothing to show yet (no news published, say) is left out rather than shown empty.
 */
export const ClubHome = () => {
  const facilityId = Number(useParams().facilityId)
  const data = useLoad(
    () =>
      Promise.all([getFacility(facilityId), getHomeLayout(facilityId)]).then(([club, layout]) => ({
        club,
        blocks: layout.home_structure,
      })),
    [facilityId],
  )
  return (
    <main>
      <Loaded state={data}>
        {({ club, blocks }) => (
          <Stack gap="lg">
            <Title order={1}>{club.name}</Title>
            {blocks.map((b) => (
              <Block key={b} block={b} club={club} />
            ))}
          </Stack>
        )}
      </Loaded>
    </main>
  )
}

const Block = ({ block, club }: { block: HomeBlock; club: Club }): ReactNode => {
  const t = useT()
  switch (block) {
    case "posts":
      return <LatestPosts club={club} />
    case "announcements":
      return <LatestAnnouncements club={club} />
    case "leaderboards":
      return <LeaderboardsBlock club={club} />
    case "banners":
      return <BannersBlock club={club} />
    case "calendar":
      return <CourtsBlock club={club} />
    case "clinics":
      return (
        <Section label={t("nav.clinics")}>
          <Anchor component={Link} to={`/clinics?facility=${club.id}`}>
            {t("clubHome.seeClinics")}
          </Anchor>
        </Section>
      )
  }
}

/** Today's courts as the public calendar shows them (a member books on them), and the way to book. */
const CourtsBlock = ({ club }: { club: Club }) => {
  const t = useT()
  const { session } = useSession()
  const member = (session?.facilities ?? []).some((f) => f.id === club.id && f.role !== null)
  return (
    <Section label={t("clubHome.courts")}>
      <Stack gap="sm">
        <Group>
          <Button component={Link} to={`/book?facility=${club.id}`}>
            {t(member ? "book.title" : "clubHome.seeAndBook")}
          </Button>
        </Group>
        <BookingCalendar facilityId={club.id} canBook={member} club={club} />
      </Stack>
    </Section>
  )
}

const Section = ({ label, children }: { label: string; children: ReactNode }) => (
  <section aria-label={label}>
    <Title order={2} size="h3" mb="xs">
      {label}
    </Title>
    {children}
  </section>
)

const LatestPosts = ({ club }: { club: Club }) => {
  const t = useT()
  const posts = useLoad(() => listFacilityPosts(club.id, { status: "published", per_page: 6 }), [club.id])
  if (posts.data !== undefined && posts.data.length === 0) return null
  return (
    <Section label={t("clubHome.news")}>
      <Loaded state={posts}>
        {(list) => (
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
            {list.map((p) => (
              <Card key={p.id} withBorder>
                <Anchor component={Link} to={`/clubs/${club.id}/posts/${p.slug}`} fw={700}>
                  {p.title}
                </Anchor>
                {p.published_at !== null && (
                  <Text size="xs" c="dimmed">
                    {dateTime(p.published_at, club.time_zone)}
                  </Text>
                )}
                <Text size="sm">{p.meta_description}</Text>
              </Card>
            ))}
          </SimpleGrid>
        )}
      </Loaded>
    </Section>
  )
}

/** The latest three the reader may see (to everyone, or to them when signed in), and the way to the rest. */
const LatestAnnouncements = ({ club }: { club: Club }) => {
  const t = useT()
  const list = useLoad(() => listFacilityAnnouncements(club.id, { per_page: 3 }), [club.id])
  if (list.data !== undefined && list.data.length === 0) return null
  return (
    <Section label={t("clubHome.announcements")}>
      <Loaded state={list}>
        {(rows) => (
          <Stack gap="sm">
            {rows
              .filter((a) => a.status === "published")
              .map((a) => (
                <AnnouncementView key={a.id} announcement={a} zone={club.time_zone} />
              ))}
            <Anchor component={Link} to={`/clubs/${club.id}/announcements`}>
              {t("clubHome.allAnnouncements")}
            </Anchor>
          </Stack>
        )}
      </Loaded>
    </Section>
  )
}

/** The club's active ladders (the latest two), each with its top ten. */
const LeaderboardsBlock = ({ club }: { club: Club }) => {
  const t = useT()
  const boards = useLoad(
    () =>
      listLeaderboards(club.id).then((list) => Promise.all(list.slice(0, 2).map((b) => getLeaderboard(club.id, b.id)))),
    [club.id],
  )
  if (boards.data !== undefined && boards.data.length === 0) return null
  return (
    <Section label={t("clubHome.leaderboards")}>
      <Loaded state={boards}>
        {(list) => (
          <SimpleGrid cols={{ base: 1, md: 2 }}>
            {list.map((b) => (
              <Card key={b.id} withBorder>
                <Text fw={700}>{b.name}</Text>
                {b.standings.length === 0 ? (
                  <Text size="sm" c="dimmed">
                    {t("clubHome.noResults")}
                  </Text>
                ) : (
                  <Table aria-label={t("clubHome.standings", { board: b.name })}>
                    <Table.Thead>
                      <Table.Tr>
                        <Table.Th>#</Table.Th>
                        <Table.Th>{t("role.player")}</Table.Th>
                        <Table.Th>{t("clubHome.points")}</Table.Th>
                        <Table.Th>{t("clubHome.wonLost")}</Table.Th>
                      </Table.Tr>
                    </Table.Thead>
                    <Table.Tbody>
                      {b.standings.slice(0, 10).map((s) => (
                        <Table.Tr key={s.user_id}>
                          <Table.Td>{s.rank}</Table.Td>
                          <Table.Td>{s.name}</Table.Td>
                          <Table.Td>{s.rating}</Table.Td>
                          <Table.Td>
                            {s.won}–{s.lost}
                          </Table.Td>
                        </Table.Tr>
                      ))}
                    </Table.Tbody>
                  </Table>
                )}
              </Card>
            ))}
          </SimpleGrid>
        )}
      </Loaded>
    </Section>
  )
}

/** The home page's banners showing today: the image (or the title) linking where the club said, in a new tab. */
const BannersBlock = ({ club }: { club: Club }) => {
  const t = useT()
  const banners = useLoad(() => listBannerAds(club.id, "home"), [club.id])
  if (banners.data !== undefined && banners.data.length === 0) return null
  return (
    // Sponsors' and partners' banners are shown, not headed.
    <section aria-label={t("clubHome.partners")}>
      <Loaded state={banners}>
        {(list) => (
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {list.map((b) => {
              const face = b.has_image ? (
                <Image src={bannerAdImageUrl(club.id, b.id)} alt={b.alt_text || b.title} radius="md" />
              ) : (
                <Text fw={700}>{b.title}</Text>
              )
              return (
                <Card key={b.id} withBorder padding="xs">
                  {b.link_url === null ? (
                    face
                  ) : (
                    // The server keeps links to http and https addresses.
                    <Anchor href={b.link_url} target="_blank" rel="noopener noreferrer sponsored" aria-label={b.title}>
                      {face}
                    </Anchor>
                  )}
                </Card>
              )
            })}
          </SimpleGrid>
        )}
      </Loaded>
    </section>
  )
}
