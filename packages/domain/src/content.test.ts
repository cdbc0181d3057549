import { describe, expect, it } from 'vitest';
import { accountGreetingName, authorDisplayName } from './content';

describe('authorDisplayName', () => {
  it('given a first name, it shows it', () => {
    expect(authorDisplayName({ firstName: 'Rosalind', name: 'rfranklin' })).toBe('Rosalind');
  });

  it('given only a name, it shows the name', () => {
    expect(authorDisplayName({ firstName: ' ', name: 'rfranklin' })).toBe('rfranklin');
  });

  it('given no author, it shows Unknown', () => {
    expect(authorDisplayName(null)).toBe('Unknown');
    expect(authorDisplayName({})).toBe('Unknown');
  });
});

describe('accountGreetingName', () => {
  it('given an e-mail, it greets by the part before the @', () => {
    expect(accountGreetingName('ada.lovelace@example.com')).toBe('ada.lovelace');
  });

  it('given a value without @ or nothing, it uses what there is', () => {
    expect(accountGreetingName('ada')).toBe('ada');
    expect(accountGreetingName(undefined)).toBe('');
  });
});
