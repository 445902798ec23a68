import { Anchor, Badge, Card, Group, Image, Stack, Text, Title } from "@mantine/core"
import { type Announcement, attachmentUrl, facilityAnnouncementThumbnailUrl } from "../api/announcements"
import { dateTime } from "./format"
import { useT } from "../i18n/I18n"

/** One announcement as its readers see it: thumbnail, title, date, its text and its files. */
export const AnnouncementView = ({ announcement: a, zone }: { announcement: Announcement; zone: string }) => {
  const t = useT()
  return (
    <Card withBorder component="article" aria-label={a.title}>
      <Group align="start" wrap="nowrap" gap="md">
        {a.has_thumbnail && a.facility_id !== null && (
          <Image
            src={facilityAnnouncementThumbnailUrl(a.facility_id, a.id)}
            alt=""
            w={72}
            h={72}
            radius="sm"
            fit="cover"
          />
        )}
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Group gap="xs">
            <Title order={3} size="h5">
              {a.title}
            </Title>
            {a.status === "draft" && (
              <Badge variant="light" color="gray">
                {t("announcement.draft")}
              </Badge>
            )}
          </Group>
          {a.published_at !== null && (
            <Text size="xs" c="dimmed">
              {dateTime(a.published_at, zone)}
            </Text>
          )}
          {/* The server keeps announcements to an allowlist of formatting (sanitize-html): no script, no handlers. */}
          <div className="rich-text" dangerouslySetInnerHTML={{ __html: a.content }} />
          {a.attachments.length > 0 && (
            <Group gap="sm">
              {a.attachments.map((f) => (
                <Anchor key={f.id} href={attachmentUrl(f.id)} size="sm" download={f.filename}>
                  {f.filename}
                </Anchor>
              ))}
            </Group>
          )}
        </Stack>
      </Group>
    </Card>
  )
}
