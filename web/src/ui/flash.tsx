import { Notification, Stack } from "@mantine/core"
import { createContext, type ReactNode, useCallback, useContext, useRef, useState } from "react"

/** A flash notification shows for 7000 ms. */
export const FLASH_MS = 7000

interface Flash {
  readonly id: number
  readonly message: string
}

const FlashContext = createContext<(message: string) => void>(() => {})

/**
 * Says that something happened, in a corner of the screen, for 7 seconds: what a click did
 * when the screen itself shows no sentence for it. Failures stay beside what failed.
 */
export const FlashProvider = ({ children }: { children: ReactNode }) => {
  const [shown, setShown] = useState<ReadonlyArray<Flash>>([])
  const next = useRef(0)
  const dismiss = useCallback((id: number) => setShown((all) => all.filter((f) => f.id !== id)), [])
  const flash = useCallback(
    (message: string) => {
      const id = next.current++
      setShown((all) => [...all.slice(-2), { id, message }])
      setTimeout(() => dismiss(id), FLASH_MS)
    },
    [dismiss],
  )
  return (
    <FlashContext.Provider value={flash}>
      {children}
      <Stack className="flash" gap="xs" aria-live="polite">
        {shown.map((f) => (
          <Notification key={f.id} role="status" color="teal" withBorder onClose={() => dismiss(f.id)}>
            {f.message}
          </Notification>
        ))}
      </Stack>
    </FlashContext.Provider>
  )
}

export const useFlash = () => useContext(FlashContext)
