import { Alert, createTheme, Drawer, MantineThemeProvider, Modal, Notification, Table } from "@mantine/core"
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from "react"
import { FormattedMessage, IntlProvider, useIntl } from "react-intl"
import type { Language } from "../../../engine/i18n/languages"
import { updateUser } from "../api/users"
import { useSession } from "../session"
import { browserLanguages, keepVisitorLanguage, pickLanguage, setCurrentLanguage, visitorLanguage } from "./language"
import type english from "./messages/en.json"

/** A message's key in the catalogues; English (`messages/en.json`) is the source every other follows. */
export type MessageId = keyof typeof english
type Values = Record<string, string | number | Date | null | undefined>
type Catalogue = Record<MessageId, string>

/**
 * Each language's catalogue in a chunk of its own: a browser downloads only the one it shows. Typed
 * as English's, so a catalogue that lacks one of its keys does not compile.
 */
const catalogues: Record<Language, () => Promise<{ default: Catalogue }>> = {
  en: () => import("./messages/en.json"),
  es: () => import("./messages/es.json"),
  "pt-BR": () => import("./messages/pt-BR.json"),
}
const load = (language: Language) => catalogues[language]().then((module) => module.default)

/**
 * The language of the screens: the person's own setting, else their browser's, else their club's
 * (the person's choice first; the club's only fills in). Children wait for its catalogue on first load.
 */
export const I18nProvider = ({ children }: { children: ReactNode }) => {
  const { session, reload } = useSession()
  const [visitor, setVisitor] = useState(visitorLanguage)
  const user = session?.user ?? null
  const club = session?.facilities.find((f) => f.id === user?.current_facility_id) ?? session?.facilities[0]
  const language = pickLanguage(user?.language ?? visitor, browserLanguages(), club?.language)
  const [shown, setShown] = useState<{ language: Language; messages: Catalogue }>()
  useEffect(() => {
    let live = true
    void load(language).then((messages) => {
      if (!live) return
      setCurrentLanguage(language)
      setShown({ language, messages })
    })
    return () => void (live = false)
  }, [language])
  // A signed-in person's choice goes on their account (their mail follows it); a visitor's stays in the browser.
  const choose = useCallback(
    async (chosen: Language) => {
      keepVisitorLanguage(chosen)
      setVisitor(chosen)
      if (user !== null) await updateUser(user.id, { language: chosen }).then(reload)
    },
    [user, reload],
  )
  const controls = useMemo(() => namedControls(shown?.messages["common.close"] ?? "Close"), [shown])
  if (shown === undefined) return null
  return (
    <LanguageContext.Provider value={{ language: shown.language, choose }}>
      <IntlProvider locale={shown.language} messages={shown.messages} defaultLocale="en">
        <MantineThemeProvider theme={controls}>{children}</MantineThemeProvider>
      </IntlProvider>
    </LanguageContext.Provider>
  )
}

/**
 * Mantine's own controls named in the screens' language (the close buttons, an × alone, of
 * dialogs, drawers and notices), and a wide table's scrolling box reachable by keyboard.
 */
const namedControls = (close: string) => {
  const closeButtonProps = { "aria-label": close }
  return createTheme({
    components: {
      Modal: Modal.extend({ defaultProps: { closeButtonProps } }),
      Drawer: Drawer.extend({ defaultProps: { closeButtonProps } }),
      Notification: Notification.extend({ defaultProps: { closeButtonProps } }),
      Alert: Alert.extend({ defaultProps: { closeButtonLabel: close } }),
      TableScrollContainer: Table.ScrollContainer.extend({
        defaultProps: { scrollAreaProps: { viewportProps: { tabIndex: 0 } } },
      }),
    },
  })
}

const LanguageContext = createContext<{ language: Language; choose: (language: Language) => Promise<void> }>({
  language: "en",
  choose: async () => {},
})
/** The language shown, and a way to choose another. */
export const useLanguage = () => useContext(LanguageContext)

/** `t("book.title", { club })`: a message of the active catalogue, its ICU plurals and values filled in. */
export const useT = () => {
  const intl = useIntl()
  return (id: MessageId, values?: Values) => intl.formatMessage({ id }, values)
}
/** What `useT` gives: for helpers outside components that word something. */
export type Translate = ReturnType<typeof useT>

/** A message with parts that are elements (`<link>…</link>` in the catalogue becomes the element `values.link` makes). */
export const Message = ({
  id,
  values,
}: {
  id: MessageId
  values?: Parameters<typeof FormattedMessage>[0]["values"]
}) => <FormattedMessage id={id} values={values} />
