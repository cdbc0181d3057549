import { describe, expect, it } from 'vitest';
import { sanitizeBackendHtml } from './sanitize.server';

describe('sanitizeBackendHtml', () => {
  it('given a script, event handlers and a javascript: link / it removes them and keeps the text', () => {
    const html =
      '<p onclick="steal()">Storage<script>alert(1)</script> <a href="javascript:alert(1)">x</a></p>';
    expect(sanitizeBackendHtml(html)).toBe('<p>Storage <a>x</a></p>');
  });

  it('given headings, lists and tables / it keeps them with their ids for a table of contents', () => {
    const html =
      '<h2 id="storage">Storage</h2><ul><li>Fridge</li></ul><table><tr><td>4 °C</td></tr></table>';
    expect(sanitizeBackendHtml(html)).toBe(html);
  });

  it('given an image / it keeps its size and loads it lazily', () => {
    expect(
      sanitizeBackendHtml(
        '<img src="https://lab.example.org/a.svg" alt="Vial" width="400" height="400">',
      ),
    ).toBe(
      '<img loading="lazy" src="https://lab.example.org/a.svg" alt="Vial" width="400" height="400" />',
    );
  });

  it('given a link that opens a new tab / it adds rel noopener noreferrer', () => {
    expect(sanitizeBackendHtml('<a href="https://lab.example.org" target="_blank">Lab</a>')).toBe(
      '<a href="https://lab.example.org" target="_blank" rel="noopener noreferrer">Lab</a>',
    );
  });

  it('given styles, iframes and null / it drops them', () => {
    expect(
      sanitizeBackendHtml(
        '<style>p{}</style><iframe src="https://x.example"></iframe><p style="color:red">A</p>',
      ),
    ).toBe('<p>A</p>');
    expect(sanitizeBackendHtml(null)).toBe('');
  });
});
