import { Badge, Button, Card, Group, Stack, Text, Title } from "@mantine/core"
import { Navigate, useSearchParams } from "react-router"
import { acceptWaiver, listWaivers } from "../api/waivers"
import { children } from "../api/users"
import { useSession } from "../session"
import { FacilityPicker, useFacilityChoice } from "../ui/facility"
import { Failure, Loaded, useAction, useLoad } from "../ui/load"
import { useT } from "../i18n/I18n"

/** The club's waivers for the person (or a child they act for): which are accepted, and accepting the rest. */
export const Waivers = () => {
  const t = useT()
  const { session } = useSession()
  const [params] = useSearchParams()
  const { facility, choices, choose } = useFacilityChoice()
  const me = session?.user
  const forId = Number(params.get("user") ?? me?.id ?? 0)
  const kids = useLoad(() => (me ? children() : Promise.resolve([])), [me?.id])
  if (session === undefined) return null
  if (me === null || me === undefined) return <Navigate to="/sign-in?next=/waivers" />
  const person = forId === me.id ? undefined : (kids.data?.find((k) => k.id === forId)?.first_name ?? "…")
  return (
    <main>
      <Stack gap="md">
        <Title order={1}>{t("nav.waivers")}</Title>
        <FacilityPicker choices={choices} value={facility} onChange={choose} />
        {facility === undefined ? (
          <Text>{t("waivers.noClub")}</Text>
        ) : (
          <WaiverList facilityId={facility.id} userId={forId} person={person} />
        )}
      </Stack>
    </main>
  )
}

/** `person`: the child's name, or none when the waivers are the caller's own. */
const WaiverList = ({
  facilityId,
  userId,
  person,
}: {
  facilityId: number
  userId: number
  person: string | undefined
}) => {
  const t = useT()
  const waivers = useLoad(() => listWaivers({ facility_id: facilityId, user_id: userId }), [facilityId, userId])
  const action = useAction()
  return (
    <Loaded state={waivers}>
      {(rows) => (
        <Stack gap="sm">
          <Text>
            {person === undefined
              ? t(rows.every((w) => w.accepted) ? "waivers.allYou" : "waivers.someYou")
              : t(rows.every((w) => w.accepted) ? "waivers.allFor" : "waivers.someFor", { person })}
          </Text>
          {action.error !== undefined && <Failure message={action.error} />}
          {rows.map((w) => (
            <Card key={w.waiver.id} withBorder component="article" aria-label={w.waiver.name}>
              <Group justify="space-between">
                <Title order={2} size="h4">
                  {w.waiver.name}
                </Title>
                {w.accepted ? (
                  <Badge color="teal">{t("waivers.accepted")}</Badge>
                ) : (
                  <Badge color="orange">
                    {t(w.accepted_version === null ? "waivers.toAccept" : "waivers.newVersion")}
                  </Badge>
                )}
              </Group>
              <Text size="sm" my="sm" style={{ whiteSpace: "pre-wrap" }}>
                {w.waiver.current_version.content}
              </Text>
              {!w.accepted && (
                <Button
                  loading={action.busy === `w${w.waiver.id}`}
                  onClick={() =>
                    void action.run(
                      `w${w.waiver.id}`,
                      () => acceptWaiver(w.waiver.id, { user_id: userId }),
                      waivers.reload,
                      t("waivers.acceptedDone"),
                    )
                  }
                >
                  {t("waivers.accept")}
                </Button>
              )}
            </Card>
          ))}
        </Stack>
      )}
    </Loaded>
  )
}
