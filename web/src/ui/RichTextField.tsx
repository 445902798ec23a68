import { Input, Loader } from "@mantine/core"
import { lazy, Suspense } from "react"
import type { RichTextFieldProps } from "./RichTextEditorField"

// The editor (tiptap, ProseMirror) loads with the first form that needs it, not with every page.
const Editor = lazy(() => import("./RichTextEditorField"))

/** A rich-text field for staff: announcements, posts. */
export const RichTextField = (props: RichTextFieldProps) => (
  <Suspense
    fallback={
      <Input.Wrapper label={props.label} description={props.description}>
        <Loader size="sm" mt="xs" />
      </Input.Wrapper>
    }
  >
    <Editor {...props} />
  </Suspense>
)
