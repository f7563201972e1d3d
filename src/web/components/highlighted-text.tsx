import { highlightParts } from '#shared/domain/search-highlight'

/**
 * A title or name with the searched words in <mark>. The text goes in as React text nodes, never as HTML, so a
 * title written like markup shows as the characters it is.
 */
export function HighlightedText({ text, query }: { text: string; query: string }) {
  return (
    <>
      {highlightParts(text, query).map((part, index) =>
        part.match ? (
          <mark key={index} className="rounded-sm bg-primary/20 px-0.5 text-inherit">
            {part.text}
          </mark>
        ) : (
          part.text
        ),
      )}
    </>
  )
}
