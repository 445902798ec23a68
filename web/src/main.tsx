import "@mantine/core/styles.css"
import { createTheme, MantineProvider } from "@mantine/core"
import { StrictMode } from "react"
import { createRoot } from "react-dom/client"
import { App } from "./App"
import { FlashProvider } from "./ui/flash"
import "./styles.css"

/** Breakpoints: mobile 320, tablet 768, computer 992, large monitor 1200, widescreen 1840. */
const theme = createTheme({
  primaryColor: "teal",
  breakpoints: { xs: "20em", sm: "48em", md: "62em", lg: "75em", xl: "115em" },
})

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <MantineProvider theme={theme}>
      <FlashProvider>
        <App />
      </FlashProvider>
    </MantineProvider>
  </StrictMode>,
)
