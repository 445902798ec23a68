import "@mantine/tiptap/styles.css"
import { Button, Group, Input, Popover, TextInput } from "@mantine/core"
import { Link, RichTextEditor, type RichTextEditorLabels, useRichTextEditorContext } from "@mantine/tiptap"
import Image from "@tiptap/extension-image"
import { useEditor } from "@tiptap/react"
import StarterKit from "@tiptap/starter-kit"
import { useEffect, useState } from "react"
import { type Translate, useT } from "../i18n/I18n"

export interface RichTextFieldProps {
  readonly label: string
  readonly description?: string
  readonly value: string
  readonly onChange: (html: string) => void
}

/** An image from the web by its address: the server keeps only https and http pictures. */
const ImageControl = () => {
  const t = useT()
  const { editor } = useRichTextEditorContext()
  const [open, setOpen] = useState(false)
  const [src, setSrc] = useState("")
  const usable = /^https?:\/\/\S+$/i.test(src.trim())
  return (
    <Popover opened={open} onChange={setOpen} trapFocus withArrow>
      <Popover.Target>
        <RichTextEditor.Control
          onClick={() => setOpen(!open)}
          aria-label={t("richText.insertPicture")}
          title={t("richText.insertPicture")}
          w="auto"
          px={6}
          fz="xs"
        >
          {t("richText.picture")}
        </RichTextEditor.Control>
      </Popover.Target>
      <Popover.Dropdown>
        <Group align="end" gap="xs">
          <TextInput
            label={t("richText.pictureAddress")}
            placeholder="https://…"
            value={src}
            onChange={(e) => setSrc(e.currentTarget.value)}
            error={src.trim() !== "" && !usable ? t("richText.pictureAddressHint") : undefined}
          />
          <Button
            disabled={!usable}
            onClick={() => {
              editor?.chain().focus().setImage({ src: src.trim() }).run()
              setSrc("")
              setOpen(false)
            }}
          >
            {t("richText.insert")}
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
  const t = useT()
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
      <RichTextEditor editor={editor} mt={4} labels={controlLabels(t)}>
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

/** The toolbar's buttons named in the screens' language (Mantine names them in English). */
const controlLabels = (t: Translate): Partial<RichTextEditorLabels> => ({
  boldControlLabel: t("richText.bold"),
  italicControlLabel: t("richText.italic"),
  underlineControlLabel: t("richText.underline"),
  strikeControlLabel: t("richText.strike"),
  h2ControlLabel: t("richText.h2"),
  h3ControlLabel: t("richText.h3"),
  h4ControlLabel: t("richText.h4"),
  bulletListControlLabel: t("richText.bulletList"),
  orderedListControlLabel: t("richText.orderedList"),
  blockquoteControlLabel: t("richText.blockquote"),
  linkControlLabel: t("richText.link"),
  unlinkControlLabel: t("richText.unlink"),
  undoControlLabel: t("richText.undo"),
  redoControlLabel: t("richText.redo"),
  linkEditorInputLabel: t("richText.linkAddress"),
  linkEditorExternalLink: t("richText.linkNewTab"),
  linkEditorInternalLink: t("richText.linkSameTab"),
  linkEditorSave: t("richText.linkSave"),
})
