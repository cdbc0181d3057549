import sanitizeHtml from 'sanitize-html';

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    ...sanitizeHtml.defaults.allowedTags,
    'img',
    'figure',
    'figcaption',
    'picture',
    'source',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'srcset', 'sizes', 'alt', 'title', 'width', 'height', 'loading'],
    source: ['srcset', 'sizes', 'type', 'media'],
    '*': ['id', 'class'],
    td: ['colspan', 'rowspan'],
    th: ['colspan', 'rowspan', 'scope'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesAppliedToAttributes: ['href', 'src', 'srcset'],
  allowProtocolRelative: false,
  transformTags: {
    // A link that opens a new tab must not hand the shop's window to the other site.
    a: (tagName, attribs) => ({
      tagName,
      attribs:
        attribs.target === '_blank' ? { ...attribs, rel: 'noopener noreferrer' } : { ...attribs },
    }),
    // Backend images come below the fold of every page that renders HTML from the backend.
    img: (tagName, attribs) => ({ tagName, attribs: { loading: 'lazy', ...attribs } }),
  },
};

/**
 * Makes HTML from the commerce backend (product descriptions, posts, pages) safe to render.
 *
 * @param html - the backend's HTML, possibly null
 * @returns the HTML with scripts, event handlers, styles, frames and unsafe URLs removed
 * @remarks Server-only: render the result with `dangerouslySetInnerHTML` and nothing else.
 */
export function sanitizeBackendHtml(html: string | null | undefined): string {
  return sanitizeHtml(html ?? '', OPTIONS);
}
