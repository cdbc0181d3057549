import { createRequire } from 'node:module';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Marks of content a test put in the database, visible once the page rendered it. */
export const HOSTILE_MARK = {
  product: 'Hostile description ends here.',
  post: 'Hostile post ends here.',
  page: 'Hostile page ends here.',
} as const;

/** Where the hostile content sits in the shop. */
export const HOSTILE_PATHS = {
  product: '/product/bpc-157-5mg',
  post: '/post/storing-peptides-in-the-lab',
  page: '/page/privacy-policy',
} as const;

/**
 * Markup that runs a script by every route an attacker who can write the backend's HTML would
 * try; each one, if it ran, would record its name in `window.__xss`.
 */
function attacks(where: string): string {
  const hit = (name: string) => `(window.__xss=window.__xss||[]).push('${where}:${name}')`;
  return [
    `<p>Plain text before the attacks.</p>`,
    `<script>${hit('script')}</script>`,
    `<img src="/no-such-image.png" alt="broken" onerror="${hit('img-onerror')}">`,
    `<svg><script>${hit('svg-script')}</script></svg>`,
    `<svg onload="${hit('svg-onload')}"></svg>`,
    `<p onmouseover="${hit('mouseover')}" onclick="${hit('onclick')}">Hover or click me.</p>`,
    `<a href="javascript:${hit('javascript-link')}">A javascript link</a>`,
    `<a href="JaVaScRiPt:${hit('mixed-case-link')}">A mixed case link</a>`,
    `<a href="&#106;avascript:${hit('entity-link')}">An entity link</a>`,
    `<a href="data:text/html,<script>${hit('data-link')}</script>">A data link</a>`,
    `<iframe srcdoc="<script>parent.${hit('iframe')}</script>"></iframe>`,
    `<form action="javascript:${hit('form')}"><button type="submit">Send the form</button></form>`,
    `<object data="javascript:${hit('object')}"></object>`,
    `<math><mtext><table><mglyph><style><img src=x onerror="${hit('mxss')}">`,
    `<style>body { display: none }</style>`,
  ].join('\n');
}

/**
 * Writes hostile HTML into a seeded commerce database: the description and short description
 * of BPC-157 5mg, the body, excerpt and title of a post, and the body of the privacy page.
 *
 * @param databasePath - the commerce server's SQLite file (the server may be running: WAL)
 */
export function writeHostileContent(databasePath: string): void {
  const commerceServer = resolve(
    dirname(fileURLToPath(import.meta.url)),
    '../../../commerce-server/package.json',
  );
  // better-sqlite3 is the commerce server's dependency: reach it through that package.
  const Database = createRequire(commerceServer)('better-sqlite3');
  const db = new Database(databasePath);
  try {
    db.prepare('UPDATE products SET description = ?, short_description = ? WHERE slug = ?').run(
      `${attacks('description')}\n<p>${HOSTILE_MARK.product}</p>`,
      attacks('short-description'),
      'bpc-157-5mg',
    );
    db.prepare(
      "UPDATE content SET content = ?, excerpt = ?, title = ? WHERE kind = 'post' AND slug = ?",
    ).run(
      `${attacks('post')}\n<p>${HOSTILE_MARK.post}</p>`,
      attacks('excerpt'),
      `Storing peptides <img src=x onerror="window.__xss=['title']">`,
      'storing-peptides-in-the-lab',
    );
    db.prepare("UPDATE content SET content = ? WHERE kind = 'page' AND slug = ?").run(
      `${attacks('page')}\n<p>${HOSTILE_MARK.page}</p>`,
      'privacy-policy',
    );
  } finally {
    db.close();
  }
}
