import { Alert, Anchor, Button, Card, Group, List, Select, Stack, Text, Title } from "@mantine/core"
import { useState } from "react"
import { Navigate, useLocation } from "react-router"
import { type AuthorizeQuery, consentAction, consentRequest } from "../api/partnerApps"
import { csrfToken } from "../api/request"
import { useSession } from "../session"
import { Loaded, useLoad } from "../ui/load"
import { type MessageId, useT } from "../i18n/I18n"

const READS: MessageId = "consentPage.reads"
const WRITES: MessageId = "consentPage.writes"
const MANAGES: MessageId = "consentPage.manages"
/** What each scope lets an app do at the club, as the person granting it reads it: each scope all the one below does, and more. */
const SCOPE_WORDS: Record<string, ReadonlyArray<MessageId>> = {
  read: [READS],
  write: [READS, WRITES],
  admin: [READS, WRITES, MANAGES],
}

/** The app's own request, passed on as asked; nothing else of the address goes into the answer. */
const ASKED: ReadonlyArray<keyof AuthorizeQuery> = [
  "response_type",
  "client_id",
  "redirect_uri",
  "scope",
  "state",
  "code_challenge",
  "code_challenge_method",
]

/**
 * OAuth's consent page (`/oauth/authorize?…`): a partner app asks to reach one of the clubs the
 * person owns or runs; they see the app, what it could do, choose the club, and allow or deny. Either
 * way they go back to the app.
 */
export const Consent = () => {
  const t = useT()
  const { session } = useSession()
  const location = useLocation()
  const query = Object.fromEntries(new URLSearchParams(location.search)) as unknown as AuthorizeQuery
  const asked = useLoad(
    () => (session?.user ? consentRequest(query) : Promise.resolve(undefined)),
    [location.search, session?.user?.id],
  )
  const [club, setClub] = useState<string | null>(null)
  const [sent, setSent] = useState<"true" | "false" | undefined>(undefined)
  if (session === undefined) return null
  if (session.user === null)
    return <Navigate to={`/sign-in?next=${encodeURIComponent(`/oauth/authorize${location.search}`)}`} />
  return (
    <main>
      <Loaded state={asked}>
        {(request) => {
          if (request === undefined) return null
          const clubs = session.facilities.filter((f) => request.facility_ids.includes(f.id))
          const chosen = Number(club ?? clubs[0]?.id ?? 0)
          return (
            <Card withBorder maw={560} mx="auto" component="section" aria-label={t("consentPage.allowApp")}>
              {/* A plain form the browser sends and follows: the app's code travels only by that redirect. */}
              <form
                method="post"
                action={consentAction()}
                onSubmit={(event) => {
                  const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null
                  // After the browser has read the form: a disabled button would not send its own value.
                  window.setTimeout(() => setSent(submitter?.value === "true" ? "true" : "false"))
                }}
              >
                {ASKED.flatMap((name) =>
                  query[name] === undefined ? [] : [<input key={name} type="hidden" name={name} value={query[name]} />],
                )}
                <input type="hidden" name="facility_id" value={chosen} />
                <input type="hidden" name="csrf_token" value={csrfToken()} />
                <Stack gap="md">
                  <Title order={1} size="h2">
                    {t("consentPage.wants", { app: request.app.name })}
                  </Title>
                  {request.app.description !== "" && <Text>{request.app.description}</Text>}
                  {request.app.homepage_url !== null && (
                    <Anchor href={request.app.homepage_url} target="_blank" rel="noreferrer">
                      {request.app.homepage_url}
                    </Anchor>
                  )}
                  {clubs.length === 0 ? (
                    <Alert color="orange">{t("consentPage.notOwner")}</Alert>
                  ) : (
                    <>
                      <Select
                        label={t("club.facility")}
                        data={clubs.map((f) => ({ value: String(f.id), label: f.name }))}
                        value={String(chosen)}
                        onChange={setClub}
                        allowDeselect={false}
                      />
                      <Text fw={600}>{t("consentPage.could", { app: request.app.name })}</Text>
                      <List>
                        {(SCOPE_WORDS[request.scope] ?? []).map((line) => (
                          <List.Item key={line}>{t(line)}</List.Item>
                        ))}
                      </List>
                      <Text size="sm" c="dimmed">
                        {t("consentPage.actsAsYou")}
                      </Text>
                    </>
                  )}
                  <Group justify="flex-end">
                    <Button
                      type="submit"
                      name="approve"
                      value="false"
                      variant="default"
                      loading={sent === "false"}
                      disabled={clubs.length === 0 || sent === "true"}
                    >
                      {t("consentPage.deny")}
                    </Button>
                    <Button
                      type="submit"
                      name="approve"
                      value="true"
                      loading={sent === "true"}
                      disabled={clubs.length === 0 || sent === "false"}
                    >
                      {t("family.allow")}
                    </Button>
                  </Group>
                </Stack>
              </form>
            </Card>
          )
        }}
      </Loaded>
    </main>
  )
}
