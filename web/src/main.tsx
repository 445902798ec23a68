import "@mantine/core/styles.css"
import { createTheme, type CSSVariablesResolver, MantineProvider } from "@mantine/core"
import { StrictMode } from "react"
import { createRoot } from "react-dom/client"
import { App } from "./App"
import { configureRequests } from "./api/request"
import { currentLanguage } from "./i18n/language"
import { keepDialogsInOrder } from "./ui/dialogs"
import "./styles.css"

/** Breakpoints: mobile 320, tablet 768, computer 992, large monitor 1200, widescreen 1840. */
/**
 * Colours that pass WCAG AA's contrast (4.5:1) on white: teal's 9th shade for links and filled
 * buttons, the palest teal behind light buttons, a darker grey for dimmed text than Mantine's own,
 * and darker words on the light badges and buttons of the warm colours (yellow's 9th shade on its
 * own tint is 2.7:1).
 */
const theme = createTheme({
  primaryColor: "teal",
  primaryShade: { light: 9, dark: 7 },
  breakpoints: { xs: "20em", sm: "48em", md: "62em", lg: "75em", xl: "115em" },
})

const contrast: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    "--mantine-color-dimmed": "var(--mantine-color-gray-7)",
    // Light buttons: a darker teal on teal's palest shades, 4.5:1 or more when hovered too.
    "--mantine-color-teal-light": "var(--mantine-color-teal-0)",
    "--mantine-color-teal-light-hover": "var(--mantine-color-teal-1)",
    "--mantine-color-teal-light-color": "#066649",
    // Filled teal hovered: white on the darker teal, not on the 8th shade (3.9:1).
    "--mantine-color-teal-filled-hover": "#066649",
    // Filled badges and buttons of the warm colours take white words: their 9th shades darkened.
    "--mantine-color-orange-filled": "#ae3a0c",
    "--mantine-color-yellow-filled": "#a15300",
    // Placeholders people must read (a file picker's "PNG or JPEG"): 4.7:1, not Mantine's 2.1.
    "--mantine-color-placeholder": "#6c757d",
    // Each its 9th shade darkened (by a fifth to three tenths) to pass 4.5:1 on its own tint.
    "--mantine-color-green-light-color": "#226e32",
    "--mantine-color-lime-light-color": "#456f0a",
    "--mantine-color-yellow-light-color": "#a15300",
    "--mantine-color-orange-light-color": "#ae3a0c",
  },
  dark: {},
})

keepDialogsInOrder()
// The server's refusals come back in the language the screens speak, whatever the browser's.
configureRequests({ language: currentLanguage })

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <MantineProvider theme={theme} cssVariablesResolver={contrast}>
      <App />
    </MantineProvider>
  </StrictMode>,
)
