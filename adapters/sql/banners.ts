import { Effect, Option } from "effect"
import { BannerAd, type BannerFields, type BannerPlacement } from "../../engine/banners/rules"
import { decodedRows, idRows, imageRows, repository, withSql } from "./client"
import { BannersRepo } from "../../engine/banners/port"

/** A club's banner ads; lists name the club first, as the index does. */

export interface BannerQuery {
  readonly facility_id: number
  readonly placement?: BannerPlacement | undefined
  /** Only those showing on this facility-local day: active and within their dates. */
  readonly showingOn?: string | undefined
  readonly id?: number
}

export const bannerAds = (q: BannerQuery) =>
  withSql((sql) =>
    decodedRows(
      BannerAd,
      sql`
      select id, facility_id, title, link_url, alt_text, placement, to_char(starts_on, 'YYYY-MM-DD') as starts_on,
        to_char(ends_on, 'YYYY-MM-DD') as ends_on, active, position, image is not null as has_image,
        to_json(created_at) #>> '{}' as created_at
      from banner_ads
      where facility_id = ${q.facility_id}
        and ${q.placement === undefined ? sql`true` : sql`placement = ${q.placement}`}
        and ${q.id === undefined ? sql`true` : sql`id = ${q.id}`}
        and ${
          q.showingOn === undefined
            ? sql`true`
            : sql`active and (starts_on is null or starts_on <= ${q.showingOn}::date)
                and (ends_on is null or ends_on >= ${q.showingOn}::date)`
        }
      order by placement, position, id
      limit 200`,
    ),
  )

export const insertBannerAd = (facilityId: number, fields: BannerFields) =>
  withSql((sql) =>
    Effect.map(
      idRows(sql`insert into banner_ads ${sql.insert({ facility_id: facilityId, ...fields })} returning id`),
      (rows) => rows[0]!.id,
    ),
  )

export const updateBannerAd = (id: number, fields: BannerFields) =>
  withSql((sql) => Effect.asVoid(sql`update banner_ads set ${sql.update({ ...fields })} where id = ${id}`))

export const deleteBannerAd = (id: number) =>
  withSql((sql) => Effect.asVoid(sql`delete from banner_ads where id = ${id}`))

export const saveBannerImage = (id: number, contentType: string, bytes: Uint8Array) =>
  withSql((sql) =>
    Effect.asVoid(sql`update banner_ads set image = ${bytes}, image_type = ${contentType} where id = ${id}`),
  )

export const bannerImage = (facilityId: number, id: number) =>
  withSql((sql) =>
    Effect.map(
      imageRows(sql`
        select image_type as content_type, image as bytes from banner_ads
        where facility_id = ${facilityId} and id = ${id} and image is not null`),
      (rows) => Option.fromNullable(rows[0]),
    ),
  )

export const BannersRepoLive = repository(BannersRepo, (on) => ({
  bannerAds: on(bannerAds),
  insertBannerAd: on(insertBannerAd),
  updateBannerAd: on(updateBannerAd),
  deleteBannerAd: on(deleteBannerAd),
  saveBannerImage: on(saveBannerImage),
  bannerImage: on(bannerImage),
}))
