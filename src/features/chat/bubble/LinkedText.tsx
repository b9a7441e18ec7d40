import { splitLinks } from '../../../lib/text/links';

/*
 * Styled through the CSSOM, which needs no stylesheet request: the bubble's own text colour (AA on both
 * bubbles in both modes) with the browser's underline, and a focus ring of that colour, as the app's
 * accent ring would vanish on the customer's accent-coloured bubble.
 */
const LINK_STYLE = { color: 'inherit', outlineColor: 'currentColor' } as const;

/**
 * A message's text with its http(s) addresses as links to a new tab, without the opener or a referrer.
 * Framed by a host that opens links itself, the host bridge sends the click there (docs/embedding.md):
 * it knows these links by `data-message-link` (src/features/hostBridge/messageLinkClicks.ts).
 */
export default function LinkedText({ text }: { text: string }) {
  return (
    <p className="bubble__text">
      {splitLinks(text).map(({ text: written, href }, index) =>
        href ? (
          <a key={index} href={href} target="_blank" rel="noopener noreferrer" style={LINK_STYLE} data-message-link="">
            {written}
          </a>
        ) : (
          written
        ),
      )}
    </p>
  );
}
