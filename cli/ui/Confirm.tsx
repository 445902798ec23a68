import { Box, render, Text, useApp, useInput } from "ink"

const ConfirmView = ({ question, onAnswer }: { question: string; onAnswer: (yes: boolean) => void }) => {
  const { exit } = useApp()
  useInput((input, key) => {
    const yes = input.toLowerCase() === "y"
    if (yes || input.toLowerCase() === "n" || key.return || key.escape) {
      onAnswer(yes)
      exit()
    }
  })
  return (
    <Box>
      <Text color="yellow">{question} </Text>
      <Text dimColor>[y/N]</Text>
    </Box>
  )
}

/** Asks a person at a terminal to confirm something that cannot be undone. */
export const confirm = (question: string) =>
  new Promise<boolean>((resolve) => {
    let answer = false
    const view = render(<ConfirmView question={question} onAnswer={(yes) => (answer = yes)} />)
    void view.waitUntilExit().then(() => resolve(answer))
  })
