import "@mantine/tiptap/styles.css"
import { Button, Group, Input, Popover, TextInput } from "@mantine/core"
import { Link, RichTextEditor, useRichTextEditorContext } from "@mantine/tiptap"
import Image from "@tiptap/extension-image"
import { useEditor } from "@tiptap/react"
import StarterKit from "@tiptap/starter-kit"
import { useEffect, useState } from "react"

export interface RichTextFieldProps {
  readonly label: string
  readonly description?: string
  readonly value: string
  readonly onChange: (html: string) => void
}

/** An image from the web by its address: the server keeps only https and http pictures. */
const ImageControl = () => {
  const { editor } = useRichTextEditorContext()
  const [open, setOpen] = useState(false)
  const [src, setSrc] = useState("")
  const usable = /^https?:\/\/\S+$/i.test(src.trim())
  return (
    <Popover opened={open} onChange={setOpen} trapFocus withArrow>
      <Popover.Target>
        <RichTextEditor.Control
          onClick={() => setOpen(!open)}
          aria-label="Insert a picture"
          title="Insert a picture"
          w="auto"
          px={6}
          fz="xs"
        >
          Picture
        </RichTextEditor.Control>
      </Popover.Target>
      <Popover.Dropdown>
        <Group align="end" gap="xs">
          <TextInput
            label="Picture's address"
            placeholder="https://…"
            value={src}
            onChange={(e) => setSrc(e.currentTarget.value)}
            error={src.trim() !== "" && !usable ? "An address starting with https://" : undefined}
          />
          <Button
            disabled={!usable}
            onClick={() => {
              editor?.chain().focus().setImage({ src: src.trim() }).run()
              setSrc("")
              setOpen(false)
            }}
          >
            Insert
          </Button>
        </Group>
      </Popover.Dropdown>
    </Popover>
  )
}

/**
 * Formatted text for members (announcements, posts) written as in a word processor: only what the
 * server's sanitizer keeps can be made here (paragraphs, bold, italic, underline, strike, headings
 * 2–4, lists, quotes, links, pictures by address), so what is saved is what is shown.
 */
export default function RichTextEditorField({ label, description, value, onChange }: RichTextFieldProps) {
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3, 4] },
        code: false,
        codeBlock: false,
        horizontalRule: false,
        link: false,
      }),
      Link,
      Image,
    ],
    content: value,
    editorProps: { attributes: { "aria-label": label, role: "textbox", "aria-multiline": "true" } },
    onUpdate: ({ editor }) => onChange(editor.isEmpty ? "" : editor.getHTML()),
    immediatelyRender: true,
  })
  // A draft chosen or cleared from outside replaces what is in the editor.
  useEffect(() => {
    if (editor === null) return
    const shown = editor.isEmpty ? "" : editor.getHTML()
    if (value !== shown) editor.commands.setContent(value, { emitUpdate: false })
  }, [editor, value])
  return (
    <Input.Wrapper label={label} description={description}>
      <RichTextEditor editor={editor} mt={4}>
        <RichTextEditor.Toolbar>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Bold />
            <RichTextEditor.Italic />
            <RichTextEditor.Underline />
            <RichTextEditor.Strikethrough />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.H2 />
            <RichTextEditor.H3 />
            <RichTextEditor.H4 />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.BulletList />
            <RichTextEditor.OrderedList />
            <RichTextEditor.Blockquote />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Link />
            <RichTextEditor.Unlink />
            <ImageControl />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Undo />
            <RichTextEditor.Redo />
          </RichTextEditor.ControlsGroup>
        </RichTextEditor.Toolbar>
        <RichTextEditor.Content mih={120} />
      </RichTextEditor>
    </Input.Wrapper>
  )
}
