import { Effect, Option, Schema } from "effect"
import { MarketplaceBanner, MarketplaceBannerArea } from "../../engine/marketplace/rules"
import { idRows, isUniqueViolation, repository, rowsOf, sqlGen, withSql } from "./client"
import { MarketplaceRepo } from "../../engine/marketplace/port"

const areaRows = rowsOf(MarketplaceBannerArea.pipe(Schema.omit("banners")))
const bannerRows = rowsOf(Schema.Struct({ ...MarketplaceBanner.fields, area_id: Schema.Number }))
const imageOfAreaRows = rowsOf(
  Schema.Struct({ content_type: Schema.String, bytes: Schema.Uint8ArrayFromSelf, active: Schema.Boolean }),
)

/** The platform's banner areas, each with its banners in order. */
export const bannerAreas = (q: { readonly id?: number; readonly activeOnly: boolean }) =>
  sqlGen(function* (sql) {
    const areas = yield* areaRows(sql`
      select id, name, key, active from marketplace_banner_areas
      where ${q.id === undefined ? sql`true` : sql`id = ${q.id}`} and ${q.activeOnly ? sql`active` : sql`true`}
      order by name, id limit 100`)
    if (areas.length === 0) return []
    const banners = yield* bannerRows(sql`
      select id, area_id, link_url, alt_text, position, image is not null as has_image from marketplace_banners
      where area_id in ${sql.in(areas.map((a) => a.id))} order by position, id`)
    return areas.map((a): MarketplaceBannerArea => ({
      ...a,
      banners: banners.filter((b) => b.area_id === a.id).map(({ area_id: _, ...b }) => b),
    }))
  })

/** The new area's id; undefined when another area has that key. */
export const insertBannerArea = (area: { readonly name: string; readonly key: string; readonly active: boolean }) =>
  withSql((sql) =>
    idRows(sql`insert into marketplace_banner_areas ${sql.insert({ ...area })} returning id`).pipe(
      Effect.map((rows): number | undefined => rows[0]!.id),
      Effect.catchIf(isUniqueViolation, () => Effect.succeed(undefined)),
    ),
  )

/** False when another area has that key. */
export const updateBannerArea = (
  id: number,
  area: { readonly name: string; readonly key: string; readonly active: boolean },
) =>
  withSql((sql) =>
    sql`update marketplace_banner_areas set ${sql.update({ ...area })} where id = ${id}`.pipe(
      Effect.as(true),
      Effect.catchIf(isUniqueViolation, () => Effect.succeed(false)),
    ),
  )

export const deleteBannerArea = (id: number) =>
  withSql((sql) => Effect.asVoid(sql`delete from marketplace_banner_areas where id = ${id}`))

export interface BannerRow {
  readonly link_url: string | null
  readonly alt_text: string
  readonly position: number
}

export const insertAreaBanner = (areaId: number, banner: BannerRow) =>
  withSql((sql) =>
    Effect.map(
      idRows(sql`insert into marketplace_banners ${sql.insert({ area_id: areaId, ...banner })} returning id`),
      (rows) => rows[0]!.id,
    ),
  )

export const updateAreaBanner = (id: number, banner: BannerRow) =>
  withSql((sql) => Effect.asVoid(sql`update marketplace_banners set ${sql.update({ ...banner })} where id = ${id}`))

export const deleteAreaBanner = (id: number) =>
  withSql((sql) => Effect.asVoid(sql`delete from marketplace_banners where id = ${id}`))

export const saveAreaBannerImage = (id: number, contentType: string, bytes: Uint8Array) =>
  withSql((sql) =>
    Effect.asVoid(sql`update marketplace_banners set image = ${bytes}, image_type = ${contentType} where id = ${id}`),
  )

/** A banner's image, and whether its area is active. */
export const areaBannerImage = (id: number) =>
  withSql((sql) =>
    Effect.map(
      imageOfAreaRows(sql`
        select b.image_type as content_type, b.image as bytes, a.active
        from marketplace_banners b join marketplace_banner_areas a on a.id = b.area_id
        where b.id = ${id} and b.image is not null`),
      (rows) => Option.fromNullable(rows[0]),
    ),
  )

export const MarketplaceRepoLive = repository(MarketplaceRepo, (on) => ({
  bannerAreas: on(bannerAreas),
  insertBannerArea: on(insertBannerArea),
  updateBannerArea: on(updateBannerArea),
  deleteBannerArea: on(deleteBannerArea),
  insertAreaBanner: on(insertAreaBanner),
  updateAreaBanner: on(updateAreaBanner),
  deleteAreaBanner: on(deleteAreaBanner),
  saveAreaBannerImage: on(saveAreaBannerImage),
  areaBannerImage: on(areaBannerImage),
}))
