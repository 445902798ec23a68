import { Select, Text } from "@mantine/core"
import { useDebouncedValue } from "@mantine/hooks"
import { useState } from "react"
import {
  answerCompetitionPartner,
  type CompetitionView,
  type DrawSheetView,
  enterCompetition,
} from "../../api/competitions"
import { findPlayers } from "../../api/reservations"
import { acceptWaiver, listWaivers, programWaivers } from "../../api/waivers"
import { useT } from "../../i18n/I18n"
import { useSession } from "../../session"
import { SavedCardPicker } from "../../ui/CardPayments"
import { Confirm } from "../../ui/Confirm"
import { PersonPicker, useFamily } from "../../ui/family"
import { directoryLabel } from "../../ui/format"
import { useLoad } from "../../ui/load"
import { PayWaySelect } from "../../ui/PayWaySelect"
import { PLAYER_WAYS } from "../../ui/payWays"
import { WaiverAcceptance } from "../../ui/WaiverAcceptance"

type Division = CompetitionView["divisions"][number]
type Entry = DrawSheetView["entries"][number]

/**
 * The waivers a player accepts to play in a competition: the program waivers it names (accepted
 * for this competition), and for a child the club's children's waivers not yet accepted for them.
 * Each is shown whole with its box; `acceptTicked` accepts them just before the entry is made.
 */
const useCompetitionWaivers = (facilityId: number, c: CompetitionView, personId: number, meId: number) => {
  const asked = useLoad(
    () =>
      Promise.all([
        c.waiver_ids.length === 0
          ? Promise.resolve([])
          : programWaivers({ facility_id: facilityId, user_id: personId }).then((all) =>
              all.filter((w) => c.waiver_ids.includes(w.waiver.id)),
            ),
        personId === meId
          ? Promise.resolve([])
          : listWaivers({ facility_id: facilityId, user_id: personId }).then((all) =>
              all.filter((w) => w.waiver.category === "childs" && !w.accepted),
            ),
      ]),
    [facilityId, c.id, personId, meId],
  )
  const [ticked, setTicked] = useState<ReadonlyArray<number>>([])
  const [program, child] = asked.data ?? [[], []]
  const all = [...child, ...program]
  return {
    asked: all,
    ticked,
    setTicked,
    waiting: asked.loading || all.some((w) => !ticked.includes(w.waiver.id)),
    acceptTicked: async () => {
      for (const w of child) await acceptWaiver(w.waiver.id, { user_id: personId })
      for (const w of program)
        await acceptWaiver(w.waiver.id, { user_id: personId, acceptable_type: "competition", acceptable_id: c.id })
    },
  }
}

/**
 * Entering a division: who plays (oneself or a child), for doubles the partner (a member of the
 * club, who is asked and says yes), the waivers the competition asks for, and the fee's way.
 */
export const EnterDialog = ({
  facilityId,
  competition: c,
  division: d,
  entered,
  fee,
  onClose,
  onEntered,
}: {
  facilityId: number
  competition: CompetitionView
  division: Division
  entered: number
  /** The fee in the club's currency, as shown. */
  fee: string
  onClose: () => void
  onEntered: () => Promise<unknown>
}) => {
  const t = useT()
  const me = useSession().session!.user!
  const family = useFamily()
  const [forId, setForId] = useState(me.id)
  // The partner chosen, kept with its label while the search shows others.
  const [partner, setPartner] = useState<{ readonly value: string; readonly label: string }>()
  const [search, setSearch] = useState("")
  const [debounced] = useDebouncedValue(search, 250)
  const found = useLoad(
    () => (c.team_size === 1 || debounced.trim().length < 2 ? Promise.resolve([]) : findPlayers(facilityId, debounced)),
    [facilityId, debounced, c.team_size],
  )
  const shown = [
    ...(partner === undefined ? [] : [partner]),
    ...(found.data ?? [])
      .filter((p) => p.id !== forId && String(p.id) !== partner?.value)
      .map((p) => ({ value: String(p.id), label: directoryLabel(p) })),
  ]
  const [way, setWay] = useState("prepaid")
  const [cardId, setCardId] = useState<number>()
  const waivers = useCompetitionWaivers(facilityId, c, forId, me.id)
  const person = family.find((p) => p.id === forId)?.name ?? ""
  const full = entered >= d.cap
  return (
    <Confirm
      title={t("competitions.enterTitle", { name: `${c.name} · ${d.name}` })}
      confirm={t("competitions.enter")}
      color="teal"
      done={t(c.team_size === 2 ? "competitions.partnerAsked" : full ? "competitions.waiting" : "competitions.entered")}
      onClose={onClose}
      disabled={
        waivers.waiting ||
        (c.team_size === 2 && partner === undefined) ||
        (c.fee > 0 && way === "card" && cardId === undefined)
      }
      onConfirm={() =>
        waivers
          .acceptTicked()
          .then(() =>
            enterCompetition(facilityId, d.id, {
              player_id: forId,
              ...(c.team_size === 2 && partner !== undefined ? { partner_id: Number(partner.value) } : {}),
              ...(c.fee === 0
                ? {}
                : {
                    payment: {
                      method: way as "card",
                      ...(way === "card" && cardId !== undefined ? { card_id: cardId } : {}),
                    },
                  }),
            }),
          )
          .then(onEntered)
      }
    >
      <PersonPicker label={t("competitions.who")} people={family} value={{ id: forId }} onChange={setForId} />
      {c.team_size === 2 && (
        <Select
          label={t("competitions.partner")}
          description={t("competitions.partnerNote")}
          placeholder={t("competitions.typeName")}
          searchable
          searchValue={search}
          onSearchChange={setSearch}
          data={shown}
          value={partner?.value ?? null}
          onChange={(v) => setPartner(shown.find((o) => o.value === v))}
          nothingFoundMessage={t(debounced.trim().length < 2 ? "competitions.twoLetters" : "competitions.noMember")}
          filter={({ options: all }) => all}
        />
      )}
      <Text size="sm">{t(full ? "competitions.fullNote" : "competitions.enterNote", { entered, cap: d.cap })}</Text>
      <WaiverAcceptance
        waivers={waivers.asked}
        personName={person}
        accepted={[...waivers.ticked]}
        onChange={waivers.setTicked}
      />
      {c.fee > 0 && (
        <>
          <Text size="sm" role="note">
            {t("competitions.feeNote", { fee })}
          </Text>
          <PayWaySelect ways={PLAYER_WAYS} value={way} onChange={setWay} />
          {way === "card" && (
            <SavedCardPicker userId={me.id} facilityId={facilityId} value={cardId} onChange={setCardId} allowAdd />
          )}
        </>
      )}
    </Confirm>
  )
}

/**
 * The named partner's answer (or their guardian's): yes, with the competition's waivers accepted,
 * and the pair takes a place or waits for one; or no, and the entry ends, its fee given back.
 */
export const PartnerAnswer = ({
  facilityId,
  competition: c,
  entry,
  accept,
  onClose,
  onAnswered,
}: {
  facilityId: number
  competition: CompetitionView
  entry: Entry
  accept: boolean
  onClose: () => void
  onAnswered: () => Promise<unknown>
}) => {
  const t = useT()
  const me = useSession().session!.user!
  const asked = entry.players.find((p) => !p.accepted)!
  const by = entry.players.filter((p) => p.accepted).map((p) => p.name)
  const waivers = useCompetitionWaivers(facilityId, c, asked.user_id, me.id)
  return (
    <Confirm
      title={t("competitions.answerTitle", { who: by.join(" / ") })}
      confirm={t(accept ? "competitions.sayYes" : "competitions.decline")}
      color={accept ? "teal" : "red"}
      done={t(accept ? "competitions.saidYes" : "competitions.declined")}
      disabled={accept && waivers.waiting}
      onClose={onClose}
      onConfirm={() =>
        (accept ? waivers.acceptTicked() : Promise.resolve())
          .then(() => answerCompetitionPartner(facilityId, entry.id, accept))
          .then(onAnswered)
      }
    >
      <Text size="sm">
        {t(accept ? "competitions.sayYesNote" : "competitions.declineNote", {
          who: by.join(" / "),
          player: asked.name,
          competition: c.name,
        })}
      </Text>
      {accept && (
        <WaiverAcceptance
          waivers={waivers.asked}
          personName={asked.name}
          accepted={[...waivers.ticked]}
          onChange={waivers.setTicked}
        />
      )}
    </Confirm>
  )
}
