import { Button, Card, Group, SimpleGrid, Stack, Text, TextInput, Title } from "@mantine/core"
import { useState } from "react"
import { Link, Navigate } from "react-router"
import { acceptGuardian, addToFamily, family, removeFromFamily } from "../api/users"
import { Form } from "../components"
import { useSession } from "../session"
import { Failure, Loaded, useAction, useLoad } from "../ui/load"

/** A guardian's family: add a child, act for them (book, waivers, reservations), remove them. */
export const Family = () => {
  const { session } = useSession()
  const members = useLoad(() => family(), [])
  const [child, setChild] = useState({ first_name: "", last_name: "", birth_date: "" })
  const action = useAction()
  if (session === undefined) return null
  if (session.user === null) return <Navigate to="/sign-in?next=/family" />
  return (
    <main>
      <Stack gap="md">
        <Title order={1}>Your family</Title>
        <Loaded state={members}>
          {(rows) => {
            const related = rows.filter((m) => m.direction === "related")
            const guardians = rows.filter((m) => m.direction === "guardian")
            return (
              <>
                {related.length === 0 && <Text>No one in your family yet. Add a child below to book for them.</Text>}
                <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
                  {related.map((m) => (
                    <Card key={m.user.id} withBorder component="article" aria-label={m.user.first_name}>
                      <Text fw={700}>
                        {m.user.first_name} {m.user.last_name}
                      </Text>
                      <Text size="sm" c="dimmed">
                        {m.handled
                          ? `You act for them (${m.name ?? "child"})`
                          : m.awaiting_acceptance
                            ? m.acting_asked
                              ? "Asked to act for them; waiting for their yes"
                              : "Asked to join your family; waiting for their yes"
                            : (m.name ?? "Family")}
                      </Text>
                      {m.handled && (
                        <Group gap="xs" mt="sm">
                          <Button size="xs" component={Link} to={`/book?for=${m.user.id}`}>
                            Book for {m.user.first_name}
                          </Button>
                          <Button size="xs" variant="light" component={Link} to={`/waivers?user=${m.user.id}`}>
                            Waivers
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
                        Remove from family
                      </Button>
                    </Card>
                  ))}
                </SimpleGrid>
                {guardians
                  .filter((g) => g.awaiting_acceptance)
                  .map((g) => (
                    <Card key={`ask${g.user.id}`} withBorder maw={480} aria-label={`Request from ${g.user.first_name}`}>
                      <Text>
                        {g.acting_asked
                          ? `${g.user.first_name} ${g.user.last_name} asks to act for you: book, pay and sign waivers in your name.`
                          : `${g.user.first_name} ${g.user.last_name} asks to add you to their family.`}
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
                          Allow
                        </Button>
                      </Group>
                    </Card>
                  ))}
                {guardians.some((g) => g.handled) && (
                  <Text size="sm">
                    Acting for you:{" "}
                    {guardians
                      .filter((g) => g.handled)
                      .map((g) => `${g.user.first_name} ${g.user.last_name}`)
                      .join(", ")}
                  </Text>
                )}
              </>
            )
          }}
        </Loaded>
        {action.error !== undefined && <Failure message={action.error} />}
        <Card withBorder maw={480}>
          <Title order={2} size="h4" mb="sm">
            Add a child
          </Title>
          <Form
            submit="Add child"
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
              label="First name"
              required
              value={child.first_name}
              onChange={(e) => setChild({ ...child, first_name: e.currentTarget.value })}
            />
            <TextInput
              label="Last name"
              required
              value={child.last_name}
              onChange={(e) => setChild({ ...child, last_name: e.currentTarget.value })}
            />
            <TextInput
              label="Birth date"
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
