import { Alert, Badge, Button, Code, Group, Select, Stack, Switch, Text, TextInput, Title } from "@mantine/core"
import { useState } from "react"
import { clubApps, type PartnerApp, registerClubApp, retireClubApp } from "../../api/partnerApps"
import { Confirm } from "../../ui/Confirm"
import { dateTime } from "../../ui/format"
import { Failure, Loaded, useAction, useLoad } from "../../ui/load"
import { RecordTable } from "../../ui/RecordTable"
import { type MessageId, useT } from "../../i18n/I18n"

/** How far an app reaches, as a club's staff read it. */
export const APP_SCOPES: ReadonlyArray<{ value: "read" | "write" | "admin"; label: MessageId }> = [
  { value: "read", label: "apps.scope.read" },
  { value: "write", label: "apps.scope.write" },
  { value: "admin", label: "apps.scope.admin" },
]

/**
 * The club's own apps (owners and admins): one the club runs itself (its accounting sync, its own
 * scheduler) is registered here, let in at once as the person who registers it, and reaches this
 * club alone; its secret is shown once. Retiring it stops every token it holds.
 */
export const ClubApps = ({
  facilityId,
  zone,
  onChanged,
}: {
  facilityId: number
  zone: string
  onChanged: () => unknown
}) => {
  const t = useT()
  const apps = useLoad(() => clubApps(facilityId), [facilityId])
  const action = useAction()
  const [name, setName] = useState("")
  const [redirect, setRedirect] = useState("")
  const [confidential, setConfidential] = useState(true)
  const [scope, setScope] = useState<"read" | "write" | "admin">("read")
  const [secret, setSecret] = useState<{ app: string; clientId: string; secret: string | null }>()
  const [retiring, setRetiring] = useState<PartnerApp>()
  const register = () =>
    action.run(
      "register",
      async () => {
        const made = await registerClubApp(facilityId, {
          name,
          description: "",
          homepage_url: null,
          redirect_uris: redirect.trim() === "" ? [] : [redirect.trim()],
          confidential,
          scope,
          rate_per_minute: 600,
        })
        setSecret({ app: made.app.name, clientId: made.app.client_id, secret: made.client_secret })
        setName("")
        setRedirect("")
      },
      () => Promise.all([apps.reload(), onChanged()]),
      t("clubApps.registered", { app: name }),
    )
  return (
    <Stack gap="md" component="section" aria-label={t("clubApps.title")}>
      <Title order={2} size="h4">
        {t("clubApps.title")}
      </Title>
      <Text size="sm" c="dimmed">
        {t("clubApps.about")}
      </Text>
      {secret !== undefined && (
        <Alert color="yellow" title={t("clubApps.secretTitle", { app: secret.app })} role="status">
          <Stack gap={4}>
            <Text size="sm">
              {t("clubApps.clientId")} <Code>{secret.clientId}</Code>
            </Text>
            {secret.secret !== null && (
              <Text size="sm">
                {t("clubApps.secret")} <Code>{secret.secret}</Code>
              </Text>
            )}
            <Text size="sm">{t("clubApps.secretOnce")}</Text>
          </Stack>
        </Alert>
      )}
      <Loaded state={apps}>
        {(rows) => (
          <RecordTable
            label={t("clubApps.title")}
            rows={rows}
            empty={t("clubApps.none")}
            minWidth={560}
            columns={[
              { title: t("apps.app"), cell: (app) => app.name },
              { title: t("clubApps.clientId"), cell: (app) => <Code>{app.client_id}</Code> },
              {
                title: t("apps.reach"),
                cell: (app) => t(APP_SCOPES.find((s) => s.value === app.scope)?.label ?? "apps.scope.read"),
              },
              { title: t("apps.since"), cell: (app) => dateTime(app.created_at, zone) },
              {
                title: "",
                cell: (app) =>
                  app.retired_at === null ? (
                    <Button size="xs" color="red" variant="light" onClick={() => setRetiring(app)}>
                      {t("clubApps.retire")}
                    </Button>
                  ) : (
                    <Badge color="gray">{t("clubApps.retired", { at: dateTime(app.retired_at, zone) })}</Badge>
                  ),
              },
            ]}
          />
        )}
      </Loaded>
      <Stack
        gap="xs"
        component="form"
        aria-label={t("clubApps.register")}
        onSubmit={(e) => (e.preventDefault(), void register())}
      >
        <Group align="end" wrap="wrap">
          <TextInput
            label={t("clubApps.name")}
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            required
          />
          <TextInput
            label={t("clubApps.redirect")}
            description={t("clubApps.redirectHelp")}
            value={redirect}
            onChange={(e) => setRedirect(e.currentTarget.value)}
          />
          <Select
            label={t("apps.reach")}
            data={APP_SCOPES.map((s) => ({ value: s.value, label: t(s.label) }))}
            value={scope}
            onChange={(v) => v !== null && setScope(v as typeof scope)}
            allowDeselect={false}
          />
        </Group>
        <Switch
          label={t("clubApps.confidential")}
          description={t("clubApps.confidentialHelp")}
          checked={confidential}
          onChange={(e) => setConfidential(e.currentTarget.checked)}
        />
        {action.error !== undefined && <Failure message={action.error} />}
        <Group>
          <Button type="submit" loading={action.busy === "register"}>
            {t("clubApps.register")}
          </Button>
        </Group>
      </Stack>
      {retiring !== undefined && (
        <Confirm
          title={t("clubApps.retireTitle", { app: retiring.name })}
          confirm={t("clubApps.retire")}
          done={t("clubApps.retiredDone", { app: retiring.name })}
          onConfirm={() => retireClubApp(facilityId, retiring.id).then(() => Promise.all([apps.reload(), onChanged()]))}
          onClose={() => setRetiring(undefined)}
        >
          <Text size="sm">{t("clubApps.retireNote", { app: retiring.name })}</Text>
        </Confirm>
      )}
    </Stack>
  )
}
