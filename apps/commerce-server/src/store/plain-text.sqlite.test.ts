import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { plainText } from './plain-text';

describe('plainText', () => {
  it('given tags with attributes, only the words between them remain', () => {
    expect(
      plainText(
        '<p class="lead">Pure <strong>BPC</strong>-157, <a href="https://lab.example.org/coa.pdf" title="COA">see the COA</a>.</p>',
      ),
    ).toBe('Pure BPC-157, see the COA.');
  });

  it('given blocks and line breaks with no space between, their words stay apart', () => {
    expect(
      plainText('<h2>About</h2><p>First</p><ul><li>one</li><li>two</li></ul>a<br>b<br/>c'),
    ).toBe('About First one two a b c');
  });

  it('given entities, named and numeric, they read as the characters they stand for', () => {
    expect(
      plainText('<p>Salt &amp; water &lt;5&gt; &quot;x&quot; &#8364;10 &#x2013; 5&nbsp;mg</p>'),
    ).toBe('Salt & water <5> "x" €10 – 5 mg');
  });

  it('given runs of white space, newlines and tabs, each becomes one space and the ends are trimmed', () => {
    expect(plainText('\n  <p>\tone \n\n two  </p>\n')).toBe('one two');
  });

  it('given scripts, styles and comments, none of their text remains', () => {
    expect(
      plainText('<style>.x{color:red}</style><p>seen<!-- hidden --></p><script>alert(1)</script>'),
    ).toBe('seen');
  });

  it('given no markup, the text is only trimmed and collapsed; given no text, it is empty', () => {
    expect(plainText('plain  words')).toBe('plain words');
    expect(plainText('<p></p><img src="a.png" alt="vial">')).toBe('');
    expect(plainText('')).toBe('');
  });

  it('given any text without markup characters, it comes back with its white space collapsed', () => {
    fc.assert(
      fc.property(
        fc.string().filter((text) => !/[<&]/.test(text)),
        (text) => {
          expect(plainText(text)).toBe(text.replace(/\s+/g, ' ').trim());
        },
      ),
    );
  });
});
