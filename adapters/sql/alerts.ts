import type { AttentionFact } from "../../engine/alerts/rules"
import { repository, withSql } from "./client"
import { AlertsRepo } from "../../engine/alerts/port"

/**
 * What needs staff at a club now, each read bounded by the club and a recent period: unpaid
 * membership charges (declined or overdue), payments pending over a day or failed in the last three
 * days (the last 30 business days), open lesson requests for days to come, and the door when the
 * last try to open it in the past day failed, and webhook addresses whose deliveries since their
 * last success are failing.
 */
export const attentionFacts = (facilityId: number, today: string) =>
  withSql(
    (sql) => sql<AttentionFact>`
      select case when c.last_error is not null then 'failed_renewal' else 'overdue_charge' end as kind,
        c.facility_id, c.membership_id as subject_id, c.due_on::text as since,
        coalesce(trim(u.first_name || ' ' || u.last_name), '') as name, c.amount, c.last_error as note
      from membership_charges c
      join memberships m on m.facility_id = c.facility_id and m.id = c.membership_id
      left join users u on u.id = m.owner_id
      where c.facility_id = ${facilityId} and c.payment_id is null and c.due_on < ${today}::date
        and c.due_on >= ${today}::date - 180
      union all
      select case when p.status = 'failed' then 'failed_payment' else 'stuck_payment' end,
        p.facility_id, p.id, to_json(p.created_at) #>> '{}',
        coalesce(trim(u.first_name || ' ' || u.last_name), coalesce(p.description, 'Payment ' || p.id)),
        p.amount, replace(p.method, '_', ' ')
      from payments p
      left join users u on u.id = p.payer_id
      where p.facility_id = ${facilityId} and p.business_date >= ${today}::date - 30
        and ((p.status = 'pending' and p.created_at < now() - interval '1 day')
          or (p.status = 'failed' and p.business_date >= ${today}::date - 3))
      union all
      select 'lesson_request', r.facility_id, r.id, to_json(r.created_at) #>> '{}',
        coalesce(trim(u.first_name || ' ' || u.last_name), ''), null,
        to_char(r.local_date, 'MM/DD/YYYY') || ' with ' || coalesce(trim(t.first_name || ' ' || t.last_name), 'a teacher')
      from lesson_requests r
      left join users u on u.id = r.user_id
      left join users t on t.id = r.teacher_id
      where r.facility_id = ${facilityId} and r.status = 'open' and r.local_date >= ${today}::date
      union all
      select 'door_fault', d.facility_id, d.id, to_json(d.at) #>> '{}', 'the club door', null, d.reason
      from (
        select * from door_openings
        where facility_id = ${facilityId} and at >= now() - interval '1 day' and outcome in ('fault', 'opened')
        order by at desc limit 1
      ) d
      where d.outcome = 'fault'
      union all
      select 'webhook_failing', e.facility_id, e.id, to_json(f.since) #>> '{}', e.url, null,
        case when f.n = 1 then 'Its last delivery was not taken'
          else f.n || ' deliveries since its last success were not taken' end
      from webhook_endpoints e
      cross join lateral (
        select count(*)::int as n, min(r.created_at) as since
        from (
          select d.status, d.attempts, d.created_at,
            bool_or(d.status = 'delivered') over (order by d.id desc rows unbounded preceding) as superseded
          from webhook_deliveries d
          where d.facility_id = e.facility_id and d.endpoint_id = e.id and d.created_at > now() - interval '1 day'
          order by d.id desc
          limit 100
        ) r
        where not r.superseded and (r.status = 'failed' or (r.status = 'pending' and r.attempts > 0))
      ) f
      where e.facility_id = ${facilityId} and e.active and f.n > 0
      order by since
      limit 200`,
  )

export const AlertsRepoLive = repository(AlertsRepo, (on) => ({ attentionFacts: on(attentionFacts) }))
