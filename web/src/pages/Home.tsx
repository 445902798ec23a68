import { Card, SimpleGrid, Text } from "@mantine/core"
import { Link } from "react-router"
import { useSession } from "../session"

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
      <main className="narrow">
        <h1>Welcome</h1>
        <p>Book courts, lessons and clinics at your club.</p>
        <p>
          <Link to="/sign-in">Sign in</Link> or <Link to="/sign-up">create an account</Link>.
        </p>
      </main>
    )
  }
  return (
    <main>
      <h1>Hello, {session.user.first_name}</h1>
      <h2>Your facilities</h2>
      {session.facilities.length === 0 ? (
        <p>You do not belong to a facility yet. Ask your club to add you.</p>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          {session.facilities.map((facility) => (
            <Card key={facility.id} withBorder className="card">
              <Text fw={700}>{facility.name}</Text>
              <Text>{facility.role === null ? "Favourite" : ROLE_LABELS[facility.role]}</Text>
              <Text size="sm" c="dimmed">
                {facility.time_zone}
              </Text>
            </Card>
          ))}
        </SimpleGrid>
      )}
    </main>
  )
}
