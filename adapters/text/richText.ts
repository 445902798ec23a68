import { Layer } from "effect"
import sanitizeHtml from "sanitize-html"
import { RichText } from "../../engine/posts/port"

/**
 * Rich text that staff write for members (posts, announcements): kept to an allowlist of plain
 * formatting, links and images, so that nothing written can carry script to a member's browser.
 * Applied when it is saved and again when it is served, so a rule tightened later holds for old
 * text too.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    "p",
    "br",
    "strong",
    "em",
    "b",
    "i",
    "u",
    "s",
    "h2",
    "h3",
    "h4",
    "ul",
    "ol",
    "li",
    "blockquote",
    "a",
    "img",
  ],
  allowedAttributes: { a: ["href", "title", "rel", "target"], img: ["src", "alt", "title", "width", "height"] },
  allowedSchemes: ["http", "https", "mailto"],
  allowedSchemesByTag: { img: ["https", "http"] },
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  transformTags: {
    a: sanitizeHtml.simpleTransform("a", { rel: "noopener noreferrer nofollow", target: "_blank" }),
  },
  // A picture is one from the web by its full address; any other (a word, a path, data) shows as a broken image.
  exclusiveFilter: (frame) => frame.tag === "img" && !/^https?:\/\/[^\s/]+/i.test(frame.attribs.src ?? ""),
}

export const cleanRichText = (html: string) => sanitizeHtml(html, OPTIONS)

/** The words of rich text for a mail: blocks end lines, list items start with a dash, links keep their address. */
export const plainText = (html: string) =>
  sanitizeHtml(
    cleanRichText(html)
      .replace(/<li>/g, "<li>- ")
      .replace(/<a [^>]*href="([^"]*)"[^>]*>(.*?)<\/a>/g, "$2 ($1)")
      .replace(/<br \/>|<\/(p|h2|h3|h4|li|blockquote)>/g, "$&\n"),
    { allowedTags: [], allowedAttributes: {} },
  )
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\n{3,}/g, "\n\n")
    .trim()

export const RichTextLive = Layer.succeed(RichText, { clean: cleanRichText, plain: plainText })
