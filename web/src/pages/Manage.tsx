import { Group, Stack, Tabs, Text, Title } from "@mantine/core"
import { Navigate, useLocation, useNavigate } from "react-router"
import { ADMIN_ROLES, MANAGER_ROLES } from "../../../engine/roles"
import { type MessageId, useT } from "../i18n/I18n"
import { useSession } from "../session"
import { FacilityPicker, useFacilityChoice } from "../ui/facility"
import { CourtsEditor } from "./manage/Courts"
import { HoursEditor } from "./manage/Hours"
import { RulesEditor } from "./manage/Rules"
import { WaiversEditor } from "./manage/Waivers"
import { SettingsEditor } from "./manage/Settings"
import { CouponsEditor } from "./manage/Coupons"
import { CredentialsEditor } from "./manage/Credentials"
import { PaymentsEditor } from "./manage/Payments"
import { TeachersEditor } from "./manage/Teachers"
import { PackagesEditor } from "./manage/Packages"
import { ClinicsEditor } from "./manage/Clinics"
import { MembershipsEditor } from "./manage/Memberships"
import { ShopEditor } from "./manage/Shop"
import { ContentEditor } from "./manage/Content"
import { AuditLogView } from "./manage/AuditLog"
import { CamerasEditor } from "./manage/Cameras"
import { WebhooksEditor } from "./manage/Webhooks"
import { AppsEditor } from "./manage/Apps"

/** Sections only the club's owners and admins see (the platform's admins too). */
const ADMINS_ONLY = ["credentials", "apps"]

const SECTIONS: ReadonlyArray<{ path: string; label: MessageId }> = [
  { path: "courts", label: "manage.tab.courts" },
  { path: "hours", label: "manage.tab.hours" },
  { path: "rules", label: "manage.tab.rules" },
  { path: "waivers", label: "manage.tab.waivers" },
  { path: "teachers", label: "manage.tab.teachers" },
  { path: "packages", label: "manage.tab.packages" },
  { path: "clinics", label: "manage.tab.clinics" },
  { path: "memberships", label: "manage.tab.memberships" },
  { path: "shop", label: "manage.tab.shop" },
  { path: "content", label: "manage.tab.content" },
  { path: "coupons", label: "manage.tab.coupons" },
  { path: "payments", label: "manage.tab.payments" },
  { path: "credentials", label: "manage.tab.credentials" },
  { path: "cameras", label: "manage.tab.cameras" },
  { path: "webhooks", label: "manage.tab.webhooks" },
  { path: "apps", label: "manage.tab.apps" },
  { path: "settings", label: "manage.tab.settings" },
  { path: "log", label: "manage.tab.log" },
]

/**
 * A manager's setup: courts, opening hours, schedule rules, waivers, teachers, lesson packages,
 * clinics, memberships, the shop, posts and the home page, coupons, card readers and bank accounts, credentials and apps (owners and admins), cameras, webhooks, settings and the audit log.
 */
export const Manage = () => {
  const t = useT()
  const { session } = useSession()
  const admin = session?.user?.is_platform_admin ?? false
  const { facility, choices, choose } = useFacilityChoice(
    (role) => admin || (role !== null && MANAGER_ROLES.includes(role)),
  )
  const location = useLocation()
  const navigate = useNavigate()
  const section = location.pathname.split("/")[2] || "courts"
  if (session === undefined) return null
  if (session.user === null) return <Navigate to="/sign-in?next=/manage" />
  return (
    <main>
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={1}>{t("manage.title", { club: facility?.name ?? "" })}</Title>
          <FacilityPicker choices={choices} value={facility} onChange={choose} />
        </Group>
        {facility === undefined ? (
          <Text>{t("manage.none")}</Text>
        ) : (
          <Tabs value={section} onChange={(v) => v && navigate(`/manage/${v}${location.search}`)} keepMounted={false}>
            <Tabs.List>
              {SECTIONS.filter(
                (s) =>
                  !ADMINS_ONLY.includes(s.path) ||
                  admin ||
                  (facility.role !== null && ADMIN_ROLES.includes(facility.role)),
              ).map((s) => (
                <Tabs.Tab key={s.path} value={s.path}>
                  {t(s.label)}
                </Tabs.Tab>
              ))}
            </Tabs.List>
            <Tabs.Panel value="courts" pt="md">
              <CourtsEditor facilityId={facility.id} />
            </Tabs.Panel>
            <Tabs.Panel value="hours" pt="md">
              <HoursEditor facilityId={facility.id} zone={facility.time_zone} />
            </Tabs.Panel>
            <Tabs.Panel value="rules" pt="md">
              <RulesEditor facilityId={facility.id} />
            </Tabs.Panel>
            <Tabs.Panel value="waivers" pt="md">
              <WaiversEditor facilityId={facility.id} />
            </Tabs.Panel>
            <Tabs.Panel value="teachers" pt="md">
              <TeachersEditor facilityId={facility.id} />
            </Tabs.Panel>
            <Tabs.Panel value="packages" pt="md">
              <PackagesEditor facilityId={facility.id} />
            </Tabs.Panel>
            <Tabs.Panel value="clinics" pt="md">
              <ClinicsEditor facilityId={facility.id} />
            </Tabs.Panel>
            <Tabs.Panel value="memberships" pt="md">
              <MembershipsEditor facilityId={facility.id} />
            </Tabs.Panel>
            <Tabs.Panel value="shop" pt="md">
              <ShopEditor facilityId={facility.id} />
            </Tabs.Panel>
            <Tabs.Panel value="content" pt="md">
              <ContentEditor facilityId={facility.id} zone={facility.time_zone} />
            </Tabs.Panel>
            <Tabs.Panel value="coupons" pt="md">
              <CouponsEditor facilityId={facility.id} />
            </Tabs.Panel>
            <Tabs.Panel value="payments" pt="md">
              <PaymentsEditor
                facilityId={facility.id}
                admin={admin || (facility.role !== null && ADMIN_ROLES.includes(facility.role))}
              />
            </Tabs.Panel>
            <Tabs.Panel value="credentials" pt="md">
              <CredentialsEditor facilityId={facility.id} />
            </Tabs.Panel>
            <Tabs.Panel value="cameras" pt="md">
              <CamerasEditor facilityId={facility.id} />
            </Tabs.Panel>
            <Tabs.Panel value="webhooks" pt="md">
              <WebhooksEditor facilityId={facility.id} zone={facility.time_zone} />
            </Tabs.Panel>
            <Tabs.Panel value="apps" pt="md">
              <AppsEditor facilityId={facility.id} zone={facility.time_zone} />
            </Tabs.Panel>
            <Tabs.Panel value="settings" pt="md">
              <SettingsEditor facilityId={facility.id} />
            </Tabs.Panel>
            <Tabs.Panel value="log" pt="md">
              <AuditLogView facilityId={facility.id} zone={facility.time_zone} />
            </Tabs.Panel>
          </Tabs>
        )}
      </Stack>
    </main>
  )
}
