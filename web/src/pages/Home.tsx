import { Button, Card, Group, SimpleGrid, Text } from "@mantine/core"
import { isStaff, MANAGER_ROLES } from "../../../engine/roles"
import { Link } from "react-router"
import { useSession } from "../session"
import { ClubFinder } from "../ui/ClubFinder"
import { MarketplaceBanners } from "../ui/MarketplaceBanners"
import { type MessageId, Message, useT } from "../i18n/I18n"

const ROLE_LABELS: Record<string, MessageId> = {
  owner: "role.owner",
  admin: "role.admin",
  manager: "role.manager",
  front_desk: "role.front_desk",
  teacher: "role.teacher",
  player: "role.player",
}

export const Home = () => {
  const t = useT()
  const { session } = useSession()
  if (session === undefined) return null
  if (session.user === null) {
    return (
      <main>
        <h1>{t("home.welcome")}</h1>
        <p>{t("home.about")}</p>
        <p>
          <Message
            id="home.signInOrUp"
            values={{
              signIn: (words) => <Link to="/sign-in">{words}</Link>,
              signUp: (words) => <Link to="/sign-up">{words}</Link>,
            }}
          />
        </p>
        <MarketplaceBanners areaKey="home" />
        <h2>{t("home.clubs")}</h2>
        <ClubFinder />
      </main>
    )
  }
  return (
    <main>
      <h1>{t("home.hello", { name: session.user.first_name })}</h1>
      <h2>{t("home.yourClubs")}</h2>
      {session.facilities.length === 0 ? (
        <p>{t("home.noClub")}</p>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          {session.facilities.map((facility) => (
            <Card key={facility.id} withBorder className="card">
              <Text fw={700}>{facility.name}</Text>
              <Text>
                {facility.role === null ? t("home.favourite") : t(ROLE_LABELS[facility.role] ?? "role.player")}
              </Text>
              <Text size="sm" c="dimmed">
                {facility.time_zone}
              </Text>
              <Group gap="xs" mt="sm">
                <Button size="xs" component={Link} to={`/book?facility=${facility.id}`}>
                  {t("book.title")}
                </Button>
                <Button size="xs" variant="default" component={Link} to={`/clubs/${facility.id}`}>
                  {t("home.clubPage")}
                </Button>
                {facility.role !== null && isStaff(facility.role) && (
                  <Button size="xs" variant="light" component={Link} to={`/desk?facility=${facility.id}`}>
                    {t("nav.desk")}
                  </Button>
                )}
                {facility.role !== null && MANAGER_ROLES.includes(facility.role) && (
                  <Button size="xs" variant="light" component={Link} to={`/manage/courts?facility=${facility.id}`}>
                    {t("nav.manage")}
                  </Button>
                )}
              </Group>
            </Card>
          ))}
        </SimpleGrid>
      )}
      <h2>{t("home.clubs")}</h2>
      <MarketplaceBanners areaKey="home" />
      <ClubFinder />
    </main>
  )
}
