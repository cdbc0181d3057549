import { describe, expect, it } from 'vitest';
import { buildTableOfContents } from './tableOfContents';

describe('buildTableOfContents', () => {
  it('given headings without ids, it adds slug ids and lists them in order', () => {
    const { html, entries } = buildTableOfContents(
      '<h1>Storage</h1><p>Cold.</p><h2 class="x">After reconstitution</h2><h3>Fridge &amp; freezer</h3>',
    );
    expect(entries).toEqual([
      { id: 'storage', text: 'Storage', level: 1 },
      { id: 'after-reconstitution', text: 'After reconstitution', level: 2 },
      { id: 'fridge-freezer', text: 'Fridge & freezer', level: 3 },
    ]);
    expect(html).toBe(
      '<h1 id="storage">Storage</h1><p>Cold.</p><h2 class="x" id="after-reconstitution">After reconstitution</h2><h3 id="fridge-freezer">Fridge &amp; freezer</h3>',
    );
  });

  it('given a heading with an id, it keeps that id and the markup as it was', () => {
    const source = "<h2 id='dosing-notes'>Dosing <em>notes</em></h2>";
    const { html, entries } = buildTableOfContents(source);
    expect(html).toBe(source);
    expect(entries).toEqual([{ id: 'dosing-notes', text: 'Dosing notes', level: 2 }]);
  });

  it('given repeated titles or a clash with an existing id, it makes the new ids unique', () => {
    const { entries } = buildTableOfContents(
      '<p id="summary">x</p><h2>Summary</h2><h2>Summary</h2>',
    );
    expect(entries.map((entry) => entry.id)).toEqual(['summary-2', 'summary-3']);
  });

  it('given h4 and deeper, it leaves them out', () => {
    const source = '<h4>Minor</h4><h5>Smaller</h5>';
    expect(buildTableOfContents(source)).toEqual({ html: source, entries: [] });
  });

  it('given a heading of symbols only, it still gets an id', () => {
    const { entries } = buildTableOfContents('<h2>★★★</h2><h2>Ünïcode Tïtle</h2>');
    expect(entries.map((entry) => entry.id)).toEqual(['section', 'unicode-title']);
  });

  it('given an empty heading, it gets an id but no entry', () => {
    const { html, entries } = buildTableOfContents('<h2> </h2>');
    expect(html).toBe('<h2 id="section"> </h2>');
    expect(entries).toEqual([]);
  });
});
