import { Badge, Button, Stack, Text, Title } from "@mantine/core"
import { useState } from "react"
import { type AppGrant, appGrants, revokeAppGrant } from "../../api/partnerApps"
import { Confirm } from "../../ui/Confirm"
import { dateTime } from "../../ui/format"
import { Loaded, useLoad } from "../../ui/load"
import { RecordTable } from "../../ui/RecordTable"
import { useT } from "../../i18n/I18n"
import { APP_SCOPES, ClubApps } from "./ClubApps"

/**
 * The partner apps the club let in (owners and admins): who allowed each, how far it reaches, and
 * ending its access, which stops every token it holds at once.
 */
export const AppsEditor = ({ facilityId, zone }: { facilityId: number; zone: string }) => {
  const t = useT()
  const scopeLabel = (scope: string) => {
    const label = APP_SCOPES.find((s) => s.value === scope)?.label
    return label === undefined ? scope : t(label)
  }
  const grants = useLoad(() => appGrants(facilityId), [facilityId])
  const [ending, setEnding] = useState<AppGrant>()
  return (
    <Stack gap="md" component="section" aria-label={t("apps.title")}>
      <Title order={2} size="h4">
        {t("apps.title")}
      </Title>
      <Text size="sm" c="dimmed">
        {t("apps.about")}
      </Text>
      <Loaded state={grants}>
        {(rows) => (
          <RecordTable
            label={t("apps.allowed")}
            rows={rows}
            empty={t("apps.none")}
            minWidth={560}
            columns={[
              { title: t("apps.app"), cell: (g) => g.app_name },
              { title: t("apps.allowedBy"), cell: (g) => g.granted_by },
              { title: t("apps.reach"), cell: (g) => scopeLabel(g.scope) },
              { title: t("apps.since"), cell: (g) => dateTime(g.created_at, zone) },
              {
                title: "",
                cell: (g) =>
                  g.revoked_at === null ? (
                    <Button size="xs" color="red" variant="light" onClick={() => setEnding(g)}>
                      {t("apps.end")}
                    </Button>
                  ) : (
                    <Badge color="gray">{t("apps.ended", { at: dateTime(g.revoked_at, zone) })}</Badge>
                  ),
              },
            ]}
          />
        )}
      </Loaded>
      <ClubApps facilityId={facilityId} zone={zone} onChanged={grants.reload} />
      {ending !== undefined && (
        <Confirm
          title={t("apps.endTitle", { app: ending.app_name })}
          confirm={t("apps.end")}
          done={t("apps.endedDone", { app: ending.app_name })}
          onConfirm={() => revokeAppGrant(facilityId, ending.id).then(grants.reload)}
          onClose={() => setEnding(undefined)}
        >
          <Text size="sm">{t("apps.endNote", { app: ending.app_name })}</Text>
        </Confirm>
      )}
    </Stack>
  )
}
