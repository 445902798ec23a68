import { Card, Group, Stack, Text, TextInput, Title, UnstyledButton } from "@mantine/core"
import { useDebouncedValue } from "@mantine/hooks"
import { useState } from "react"
import { Navigate } from "react-router"
import { keptMail } from "../api/keptMail"
import { useSession } from "../session"
import { dateTime } from "../ui/format"
import { Loaded, useLoad } from "../ui/load"
import { useT } from "../i18n/I18n"
import { DemoPhone } from "../phone/DemoPhone"

/**
 * The mail a server without SMTP_URL keeps instead of sending (the demo's): every notice, receipt
 * and reminder it would have sent, newest first, for the platform's admins to read; in demo mode,
 * beside what the demo's phone received.
 */
export const KeptMail = () => {
  const t = useT()
  const { session } = useSession()
  const [to, setTo] = useState("")
  const [address] = useDebouncedValue(to.trim(), 300)
  const [open, setOpen] = useState<number>()
  const mail = useLoad(() => keptMail(address === "" ? undefined : address), [address])
  if (session === undefined) return null
  if (session.user === null) return <Navigate to="/sign-in?next=/mail" />
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone
  return (
    <main>
      <Stack gap="md">
        <Title order={1}>{t("keptMail.title")}</Title>
        <Text>{t("keptMail.about")}</Text>
        {session.demo && <DemoPhone />}
        <TextInput
          label={t("sales.to")}
          placeholder={t("keptMail.anyAddress")}
          value={to}
          onChange={(e) => setTo(e.currentTarget.value)}
          maw={360}
        />
        <Loaded state={mail}>
          {(rows) =>
            rows.length === 0 ? (
              <Text c="dimmed">{address === "" ? t("keptMail.none") : t("keptMail.noneFor", { address })}</Text>
            ) : (
              <Stack gap="xs" component="ul" className="plain-list" aria-label={t("keptMail.list")}>
                {rows.map((m) => (
                  <Card key={m.id} component="li" withBorder padding="sm">
                    <UnstyledButton
                      onClick={() => setOpen(open === m.id ? undefined : m.id)}
                      aria-expanded={open === m.id}
                    >
                      <Group justify="space-between" wrap="wrap" gap="xs">
                        <Text fw={600}>{m.subject}</Text>
                        <Text size="sm" c="dimmed">
                          {t("keptMail.to", { to: m.to })} · {dateTime(m.created_at, zone)}
                        </Text>
                      </Group>
                    </UnstyledButton>
                    {open === m.id && (
                      <Stack gap={4} mt="xs">
                        <Text size="sm" style={{ whiteSpace: "pre-wrap" }}>
                          {m.body}
                        </Text>
                        {m.attachments.length > 0 && (
                          <Text size="sm" c="dimmed">
                            {t("keptMail.attached", { files: m.attachments.join(", ") })}
                          </Text>
                        )}
                      </Stack>
                    )}
                  </Card>
                ))}
              </Stack>
            )
          }
        </Loaded>
      </Stack>
    </main>
  )
}
