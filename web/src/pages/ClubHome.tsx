import { Anchor, Button, Card, Group, SimpleGrid, Stack, Text, Title } from "@mantine/core"
import type { ReactNode } from "react"
import { Link, useParams } from "react-router"
import type { HomeBlock } from "../../../engine/site"
import { getFacility } from "../api/facilities"
import { listFacilityAnnouncements } from "../api/announcements"
import { listFacilityPosts } from "../api/posts"
import { AnnouncementView } from "../ui/AnnouncementView"
import { getHomeLayout } from "../api/site"
import { dateTime } from "../ui/format"
import { Loaded, useLoad } from "../ui/load"

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
  switch (block) {
    case "posts":
      return <LatestPosts club={club} />
    case "announcements":
      return <LatestAnnouncements club={club} />
    case "calendar":
      return (
        <Section label="Courts">
          <Group>
            <Button component={Link} to={`/book?facility=${club.id}`}>
              Book a court
            </Button>
          </Group>
        </Section>
      )
    case "clinics":
      return (
        <Section label="Clinics">
          <Anchor component={Link} to={`/clinics?facility=${club.id}`}>
            See the club&apos;s clinics
          </Anchor>
        </Section>
      )
    // Leaderboards and banners have no public block yet.
    default:
      return null
  }
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
  const posts = useLoad(() => listFacilityPosts(club.id, { status: "published", per_page: 6 }), [club.id])
  if (posts.data !== undefined && posts.data.length === 0) return null
  return (
    <Section label="News">
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
  const list = useLoad(() => listFacilityAnnouncements(club.id, { per_page: 3 }), [club.id])
  if (list.data !== undefined && list.data.length === 0) return null
  return (
    <Section label="Announcements">
      <Loaded state={list}>
        {(rows) => (
          <Stack gap="sm">
            {rows
              .filter((a) => a.status === "published")
              .map((a) => (
                <AnnouncementView key={a.id} announcement={a} zone={club.time_zone} />
              ))}
            <Anchor component={Link} to={`/clubs/${club.id}/announcements`}>
              All announcements
            </Anchor>
          </Stack>
        )}
      </Loaded>
    </Section>
  )
}
