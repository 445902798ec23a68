import { Anchor, Image, Stack, Text, Title } from "@mantine/core"
import { useEffect } from "react"
import { Link, useParams } from "react-router"
import { getFacility } from "../api/facilities"
import { facilityPostImageUrl, listFacilityPosts } from "../api/posts"
import { dateTime } from "../ui/format"
import { Loaded, useLoad } from "../ui/load"
import { useT } from "../i18n/I18n"

/** A club's published post at /clubs/{club}/posts/{slug}: anyone may read it, signed in or not. */
export const ClubPost = () => {
  const t = useT()
  const params = useParams()
  const facilityId = Number(params.facilityId)
  const slug = params.slug ?? ""
  const data = useLoad(
    () =>
      Promise.all([getFacility(facilityId), listFacilityPosts(facilityId, { slug, status: "published" })]).then(
        ([club, posts]) => ({ club, post: posts[0] }),
      ),
    [facilityId, slug],
  )
  const post = data.data?.post
  useEffect(() => {
    if (post === undefined) return
    document.title = `${post.title} · ${data.data!.club.name}`
    const meta =
      document.querySelector('meta[name="description"]') ?? document.head.appendChild(document.createElement("meta"))
    meta.setAttribute("name", "description")
    meta.setAttribute("content", post.meta_description)
  }, [post, data.data])
  return (
    <main className="narrow">
      <Loaded state={data}>
        {({ club, post }) =>
          post === undefined ? (
            <Stack>
              <Title order={1}>{t("common.notFound")}</Title>
              <Text>{t("post.none", { club: club.name })}</Text>
            </Stack>
          ) : (
            <article aria-label={post.title}>
              <Stack gap="sm">
                <Text size="sm" c="dimmed">
                  {club.name}
                  {post.published_at === null ? "" : ` · ${dateTime(post.published_at, club.time_zone)}`}
                </Text>
                <Title order={1}>{post.title}</Title>
                {post.has_featured_image && (
                  <Image src={facilityPostImageUrl(club.id, post.id)} alt="" radius="md" mah={360} fit="cover" />
                )}
                {/* The server keeps posts to an allowlist of formatting (sanitize-html): no script, no handlers. */}
                <div className="rich-text" dangerouslySetInnerHTML={{ __html: post.content }} />
                <Anchor component={Link} to={`/clubs/${club.id}`}>
                  {club.name}
                </Anchor>
              </Stack>
            </article>
          )
        }
      </Loaded>
    </main>
  )
}
