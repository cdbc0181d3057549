import { openDatabase, productDescription } from '@peptide/commerce-server';

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
 * @param databasePath - the commerce server's database (the server may be running: WAL)
 */
export async function writeHostileContent(databasePath: string): Promise<void> {
  const { db, close } = openDatabase(databasePath);
  try {
    await db
      .updateTable('products')
      .set({
        ...productDescription(`${attacks('description')}\n<p>${HOSTILE_MARK.product}</p>`),
        short_description: attacks('short-description'),
      })
      .where('slug', '=', 'bpc-157-5mg')
      .execute();
    await db
      .updateTable('content')
      .set({
        content: `${attacks('post')}\n<p>${HOSTILE_MARK.post}</p>`,
        excerpt: attacks('excerpt'),
        title: `Storing peptides <img src=x onerror="window.__xss=['title']">`,
      })
      .where('kind', '=', 'post')
      .where('slug', '=', 'storing-peptides-in-the-lab')
      .execute();
    await db
      .updateTable('content')
      .set({ content: `${attacks('page')}\n<p>${HOSTILE_MARK.page}</p>` })
      .where('kind', '=', 'page')
      .where('slug', '=', 'privacy-policy')
      .execute();
  } finally {
    await close();
  }
}
