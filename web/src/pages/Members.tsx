import { ShopPurchases } from "../ui/ShopPurchases"
import { StaffNotes, TagEditor } from "../ui/StaffNotes"
import { listTags } from "../api/notes"
import {
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from "@mantine/core"
import { useDebouncedValue } from "@mantine/hooks"
import { useState } from "react"
import { Link, Navigate, useParams } from "react-router"
import { useT } from "../i18n/I18n"
import { isStaff, MANAGER_ROLES } from "../../../engine/roles"
import { myReservations } from "../api/reservations"
import { getUser, searchUsers, userBookingPasses } from "../api/users"
import { useSession } from "../session"
import { FacilityPicker, useFacilityChoice } from "../ui/facility"
import { longDate, shortDate, timeRange } from "../ui/format"
import { Loaded, useLoad } from "../ui/load"
import { ClubAccount } from "../ui/ClubAccount"
import { CreditsAndPayments } from "../ui/Credits"
import { getFacility } from "../api/facilities"
import { RatingsPanel } from "../ui/Ratings"
import { PackageShop, PackagesHeld } from "../ui/LessonPackages"
import { StaffMemberships } from "../ui/Memberships"

const PAGE = 50

/** Staff's member search: by name or e-mail, a page of 50 at a time. */
export const Members = () => {
  const t = useT()
  const { session } = useSession()
  const admin = session?.user?.is_platform_admin ?? false
  const { facility, choices, choose } = useFacilityChoice((role) => admin || (role !== null && isStaff(role)))
  const [q, setQ] = useState("")
  const [debounced] = useDebouncedValue(q, 250)
  const [page, setPage] = useState(1)
  const [tag, setTag] = useState<string | null>(null)
  const tags = useLoad(
    () => (facility === undefined ? Promise.resolve([]) : listTags({ facility_id: facility.id })),
    [facility?.id],
  )
  const found = useLoad(
    () =>
      facility === undefined
        ? Promise.resolve([])
        : searchUsers({
            q: debounced,
            facility_id: facility.id,
            page,
            ...(tag === null ? {} : { tag_id: Number(tag) }),
          }),
    [debounced, facility?.id, page, tag],
  )
  if (session === undefined) return null
  if (session.user === null) return <Navigate to="/sign-in?next=/members" />
  return (
    <main>
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={1}>{t("nav.members")}</Title>
          <FacilityPicker choices={choices} value={facility} onChange={choose} />
        </Group>
        <Group align="end">
          <TextInput
            label={t("members.search")}
            placeholder={t("members.searchPlaceholder")}
            value={q}
            onChange={(e) => (setQ(e.currentTarget.value), setPage(1))}
            maw={420}
            style={{ flex: 1 }}
          />
          <Select
            label={t("members.tagged")}
            placeholder={t("members.anyTag")}
            clearable
            data={(tags.data ?? []).map((tag) => ({ value: String(tag.id), label: `${tag.name} (${tag.uses})` }))}
            value={tag}
            onChange={(v) => (setTag(v), setPage(1))}
            w={200}
          />
        </Group>
        <Loaded state={found}>
          {(people) => (
            <>
              {people.length === 0 ? (
                <Text>{t("members.noMatch")}</Text>
              ) : (
                <Table.ScrollContainer minWidth={480}>
                  <Table striped aria-label={t("members.found")}>
                    <Table.Thead>
                      <Table.Tr>
                        <Table.Th>{t("lessons.name")}</Table.Th>
                        <Table.Th>{t("account.email")}</Table.Th>
                        <Table.Th>{t("account.phone")}</Table.Th>
                      </Table.Tr>
                    </Table.Thead>
                    <Table.Tbody>
                      {people.map((p) => (
                        <Table.Tr key={p.id}>
                          <Table.Td>
                            <Anchor component={Link} to={`/members/${p.id}`}>
                              {p.first_name} {p.last_name}
                            </Anchor>
                            {!p.has_password && (
                              <Badge ml="xs" size="xs" color="gray">
                                {t("members.contactBadge")}
                              </Badge>
                            )}
                          </Table.Td>
                          <Table.Td>{p.email ?? "–"}</Table.Td>
                          <Table.Td>{p.phone ?? "–"}</Table.Td>
                        </Table.Tr>
                      ))}
                    </Table.Tbody>
                  </Table>
                </Table.ScrollContainer>
              )}
              {(page > 1 || people.length === PAGE) && (
                <Group justify="center">
                  <Button variant="default" disabled={page === 1} onClick={() => setPage(page - 1)}>
                    {t("members.previousPage")}
                  </Button>
                  <Text size="sm">{t("announcements.page", { page })}</Text>
                  <Button variant="default" disabled={people.length < PAGE} onClick={() => setPage(page + 1)}>
                    {t("members.nextPage")}
                  </Button>
                </Group>
              )}
            </>
          )}
        </Loaded>
      </Stack>
    </main>
  )
}

/** One member as staff see them: contact details, memberships, ratings, booking passes and reservations. */
export const MemberProfile = () => {
  const t = useT()
  const id = Number(useParams().id)
  const { session } = useSession()
  const admin = session?.user?.is_platform_admin ?? false
  const { facility } = useFacilityChoice((role) => admin || (role !== null && isStaff(role)))
  const person = useLoad(() => getUser(id), [id])
  const passes = useLoad(() => userBookingPasses(id), [id])
  const upcoming = useLoad(() => myReservations({ user_id: id }), [id])
  return (
    <main>
      <Loaded state={person}>
        {(p) => (
          <Stack gap="md">
            <Title order={1}>
              {p.first_name} {p.last_name}
            </Title>
            <SimpleGrid cols={{ base: 1, md: 2 }}>
              <Card withBorder>
                <Title order={2} size="h4" mb="xs">
                  {t("members.contact")}
                </Title>
                <Text>{p.email ?? t("members.noEmail")}</Text>
                <Text>{p.phone ?? t("members.noPhone")}</Text>
                {p.birth_date !== null && <Text>{t("members.born", { day: shortDate(p.birth_date, "UTC") })}</Text>}
                <Text size="sm" c="dimmed">
                  {t(p.has_password ? "members.hasAccount" : "members.noAccount")}
                </Text>
              </Card>
              <Card withBorder>
                <Title order={2} size="h4" mb="xs">
                  {t("members.passes")}
                </Title>
                <Loaded state={passes}>
                  {(rows) =>
                    rows.length === 0 ? (
                      <Text c="dimmed">{t("members.none")}</Text>
                    ) : (
                      rows.map((pass) => (
                        <Text key={pass.id}>
                          {pass.affiliation}
                          {pass.reservation_pass ? ` · ${t("members.booksAsMember")}` : ""}
                        </Text>
                      ))
                    )
                  }
                </Loaded>
              </Card>
            </SimpleGrid>
            {facility !== undefined && (
              <Card withBorder>
                <Title order={2} size="h4" mb="xs">
                  {t("members.credits")}
                </Title>
                <CreditsAndPayments
                  userId={id}
                  facilityId={facility.id}
                  manage={admin || (facility.role !== null && MANAGER_ROLES.includes(facility.role))}
                  sell
                />
                <StaffAccountView facilityId={facility.id} userId={id} />
                <ShopPurchases userId={id} facilityId={facility.id} />
              </Card>
            )}
            {facility !== undefined && (
              <Card withBorder>
                <Title order={2} size="h4" mb="xs">
                  {t("members.notes")}
                </Title>
                <Stack gap="md">
                  <TagEditor facilityId={facility.id} model="User" modelId={id} />
                  <StaffNotes
                    facilityId={facility.id}
                    subject={{ model: "User", modelId: id }}
                    label={t("members.staffNotes")}
                  />
                </Stack>
              </Card>
            )}
            {facility !== undefined && (
              <Card withBorder component="section" aria-label={t("members.memberships")}>
                <Title order={2} size="h4" mb="xs">
                  {t("members.memberships")}
                </Title>
                <StaffMembershipsView
                  facilityId={facility.id}
                  userId={id}
                  name={`${p.first_name} ${p.last_name}`}
                  manage={admin || (facility.role !== null && MANAGER_ROLES.includes(facility.role))}
                />
              </Card>
            )}
            {facility !== undefined && (
              <Card withBorder component="section" aria-label={t("lessons.packages")}>
                <Title order={2} size="h4" mb="xs">
                  {t("lessons.packages")}
                </Title>
                <StaffPackagesView facilityId={facility.id} userId={id} name={`${p.first_name} ${p.last_name}`} />
              </Card>
            )}
            <Card withBorder>
              <Title order={2} size="h4" mb="xs">
                {t("account.ratings")}
              </Title>
              <RatingsPanel userId={id} />
            </Card>
            <Card withBorder>
              <Title order={2} size="h4" mb="xs">
                {t("members.upcoming")}
              </Title>
              <Loaded state={upcoming}>
                {(data) =>
                  data.reservations.length === 0 ? (
                    <Text c="dimmed">{t("members.nothingBooked")}</Text>
                  ) : (
                    data.reservations.map((r) => (
                      <Text key={r.id}>
                        {longDate(r.date, r.time_zone)}, {timeRange(r.hour_start, r.hour_end)} · {r.court_name} ·{" "}
                        {t(`status.${r.status}`)}
                      </Text>
                    ))
                  )
                }
              </Loaded>
            </Card>
          </Stack>
        )}
      </Loaded>
    </main>
  )
}

/** The member's club account at the facility, which staff take payment on. */
const StaffAccountView = ({ facilityId, userId }: { facilityId: number; userId: number }) => {
  const facility = useLoad(() => getFacility(facilityId), [facilityId])
  return facility.data === undefined ? null : (
    <ClubAccount
      facilityId={facilityId}
      userId={userId}
      staff
      currency={facility.data.currency}
      decimals={facility.data.currency_decimals}
    />
  )
}

/** The member's memberships at the facility. */
const StaffMembershipsView = (props: { facilityId: number; userId: number; name: string; manage: boolean }) => {
  const club = useLoad(() => getFacility(props.facilityId), [props.facilityId])
  return <Loaded state={club}>{(c) => <StaffMemberships club={c} {...props} />}</Loaded>
}

/** The member's lesson packages at the facility, and the club's packages the desk sells them. */
const StaffPackagesView = ({ facilityId, userId, name }: { facilityId: number; userId: number; name: string }) => {
  const club = useLoad(() => getFacility(facilityId), [facilityId])
  const [version, setVersion] = useState(0)
  return (
    <Loaded state={club}>
      {(c) => (
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          <PackagesHeld userId={userId} club={c} version={version} />
          <PackageShop club={c} userId={userId} buyerName={name} staff onBought={() => setVersion(version + 1)} />
        </SimpleGrid>
      )}
    </Loaded>
  )
}
