import { Button, Card, Group, SimpleGrid, Stack, Text, TextInput, Title } from "@mantine/core"
import { useState } from "react"
import { Link, Navigate } from "react-router"
import { acceptGuardian, addToFamily, family, removeFromFamily } from "../api/users"
import { Form } from "../components"
import { useT } from "../i18n/I18n"
import { useSession } from "../session"
import { Failure, Loaded, useAction, useLoad } from "../ui/load"

/** A guardian's family: add a child, act for them (book, waivers, reservations), remove them. */
export const Family = () => {
  const t = useT()
  const { session } = useSession()
  const members = useLoad(() => family(), [])
  const [child, setChild] = useState({ first_name: "", last_name: "", birth_date: "" })
  const action = useAction()
  // A relation the family was given by its own name: "child" is said in the reader's language.
  const relation = (name: string) => (name === "child" ? t("family.child") : name)
  if (session === undefined) return null
  if (session.user === null) return <Navigate to="/sign-in?next=/family" />
  return (
    <main>
      <Stack gap="md">
        <Title order={1}>{t("family.title")}</Title>
        <Loaded state={members}>
          {(rows) => {
            const related = rows.filter((m) => m.direction === "related")
            const guardians = rows.filter((m) => m.direction === "guardian")
            return (
              <>
                {related.length === 0 && <Text>{t("family.empty")}</Text>}
                <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
                  {related.map((m) => (
                    <Card key={m.user.id} withBorder component="article" aria-label={m.user.first_name}>
                      <Text fw={700}>
                        {m.user.first_name} {m.user.last_name}
                      </Text>
                      <Text size="sm" c="dimmed">
                        {m.handled
                          ? t("family.actFor", { relation: relation(m.name ?? "child") })
                          : m.awaiting_acceptance
                            ? t(m.acting_asked ? "family.askedToAct" : "family.askedToJoin")
                            : m.name === null
                              ? t("family.member")
                              : relation(m.name)}
                      </Text>
                      {m.handled && (
                        <Group gap="xs" mt="sm">
                          <Button size="xs" component={Link} to={`/book?for=${m.user.id}`}>
                            {t("family.bookFor", { name: m.user.first_name })}
                          </Button>
                          <Button size="xs" variant="light" component={Link} to={`/waivers?user=${m.user.id}`}>
                            {t("nav.waivers")}
                          </Button>
                        </Group>
                      )}
                      <Button
                        mt="xs"
                        size="xs"
                        variant="subtle"
                        color="red"
                        loading={action.busy === `remove${m.user.id}`}
                        onClick={() =>
                          void action.run(
                            `remove${m.user.id}`,
                            () => removeFromFamily(m.user.id),
                            () => members.reload(),
                          )
                        }
                      >
                        {t("family.remove")}
                      </Button>
                    </Card>
                  ))}
                </SimpleGrid>
                {guardians
                  .filter((g) => g.awaiting_acceptance)
                  .map((g) => (
                    <Card
                      key={`ask${g.user.id}`}
                      withBorder
                      maw={480}
                      aria-label={t("family.requestFrom", { name: g.user.first_name })}
                    >
                      <Text>
                        {t(g.acting_asked ? "family.asksToAct" : "family.asksToAdd", {
                          name: `${g.user.first_name} ${g.user.last_name}`,
                        })}
                      </Text>
                      <Group gap="xs" mt="sm">
                        <Button
                          size="xs"
                          loading={action.busy === `accept${g.user.id}`}
                          onClick={() =>
                            void action.run(
                              `accept${g.user.id}`,
                              () => acceptGuardian(g.user.id),
                              () => members.reload(),
                            )
                          }
                        >
                          {t("family.allow")}
                        </Button>
                      </Group>
                    </Card>
                  ))}
                {guardians.some((g) => g.handled) && (
                  <Text size="sm">
                    {t("family.actingForYou", {
                      names: guardians
                        .filter((g) => g.handled)
                        .map((g) => `${g.user.first_name} ${g.user.last_name}`)
                        .join(", "),
                    })}
                  </Text>
                )}
              </>
            )
          }}
        </Loaded>
        {action.error !== undefined && <Failure message={action.error} />}
        <Card withBorder maw={480}>
          <Title order={2} size="h4" mb="sm">
            {t("family.addChild")}
          </Title>
          <Form
            submit={t("family.addChildButton")}
            onSubmit={() =>
              addToFamily({
                name: "child",
                handled: true,
                first_name: child.first_name,
                last_name: child.last_name,
                birth_date: child.birth_date === "" ? null : child.birth_date,
              }).then(() => (setChild({ first_name: "", last_name: "", birth_date: "" }), members.reload()))
            }
          >
            <TextInput
              label={t("account.firstName")}
              required
              value={child.first_name}
              onChange={(e) => setChild({ ...child, first_name: e.currentTarget.value })}
            />
            <TextInput
              label={t("account.lastName")}
              required
              value={child.last_name}
              onChange={(e) => setChild({ ...child, last_name: e.currentTarget.value })}
            />
            <TextInput
              label={t("family.birthDate")}
              type="date"
              value={child.birth_date}
              onChange={(e) => setChild({ ...child, birth_date: e.currentTarget.value })}
            />
          </Form>
        </Card>
      </Stack>
    </main>
  )
}
