import { Button, Card, Group, SimpleGrid, Text } from "@mantine/core"
import { isStaff, MANAGER_ROLES } from "../../../engine/roles"
import { Link } from "react-router"
import { useSession } from "../session"
import { ClubFinder } from "../ui/ClubFinder"
import { MarketplaceBanners } from "../ui/MarketplaceBanners"

const ROLE_LABELS: Record<string, string> = {
  owner: "Owner",
  admin: "Admin",
  manager: "Manager",
  front_desk: "Front desk",
  teacher: "Teacher",
  player: "Player",
}

export const Home = () => {
  const { session } = useSession()
  if (session === undefined) return null
  if (session.user === null) {
    return (
      <main>
        <h1>Welcome</h1>
        <p>Book courts, lessons and clinics at your club.</p>
        <p>
          <Link to="/sign-in">Sign in</Link> or <Link to="/sign-up">create an account</Link>. New here? Find your club
          below: its courts, clinics and news are open to see before you join.
        </p>
        <MarketplaceBanners areaKey="home" />
        <h2>Clubs on this server</h2>
        <ClubFinder />
      </main>
    )
  }
  return (
    <main>
      <h1>Hello, {session.user.first_name}</h1>
      <h2>Your facilities</h2>
      {session.facilities.length === 0 ? (
        <p>You do not belong to a club yet: find yours below and join it.</p>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          {session.facilities.map((facility) => (
            <Card key={facility.id} withBorder className="card">
              <Text fw={700}>{facility.name}</Text>
              <Text>{facility.role === null ? "Favourite" : ROLE_LABELS[facility.role]}</Text>
              <Text size="sm" c="dimmed">
                {facility.time_zone}
              </Text>
              <Group gap="xs" mt="sm">
                <Button size="xs" component={Link} to={`/book?facility=${facility.id}`}>
                  Book a court
                </Button>
                <Button size="xs" variant="default" component={Link} to={`/clubs/${facility.id}`}>
                  Club page
                </Button>
                {facility.role !== null && isStaff(facility.role) && (
                  <Button size="xs" variant="light" component={Link} to={`/desk?facility=${facility.id}`}>
                    Front desk
                  </Button>
                )}
                {facility.role !== null && MANAGER_ROLES.includes(facility.role) && (
                  <Button size="xs" variant="light" component={Link} to={`/manage/courts?facility=${facility.id}`}>
                    Manage
                  </Button>
                )}
              </Group>
            </Card>
          ))}
        </SimpleGrid>
      )}
      <h2>Clubs on this server</h2>
      <MarketplaceBanners areaKey="home" />
      <ClubFinder />
    </main>
  )
}
