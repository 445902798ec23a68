import { Anchor, Card, Image, SimpleGrid, Text } from "@mantine/core"
import { listMarketplaceBannerAreas, marketplaceBannerImageUrl } from "../api/marketplace"
import { useLoad } from "./load"

/** The banners of the platform's area `key` (each its image or its description, linking out), or nothing. */
export const MarketplaceBanners = ({ areaKey }: { areaKey: string }) => {
  const areas = useLoad(() => listMarketplaceBannerAreas(), [])
  const area = areas.data?.find((a) => a.key === areaKey)
  if (area === undefined || area.banners.length === 0) return null
  return (
    <SimpleGrid component="aside" aria-label={area.name} cols={{ base: 1, sm: 2, lg: 3 }} my="md">
      {area.banners.map((b) => {
        const face = b.has_image ? (
          <Image src={marketplaceBannerImageUrl(b.id)} alt={b.alt_text} radius="md" />
        ) : (
          <Text fw={600}>{b.alt_text}</Text>
        )
        return (
          <Card key={b.id} withBorder padding="xs">
            {b.link_url === null ? (
              face
            ) : (
              // The server keeps links to http and https addresses.
              <Anchor href={b.link_url} target="_blank" rel="noopener noreferrer sponsored">
                {face}
              </Anchor>
            )}
          </Card>
        )
      })}
    </SimpleGrid>
  )
}
