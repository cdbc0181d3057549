import { describe, expect, it } from 'vitest';
import { encodeBase64 } from './base64';
import {
  decodeJwtPayload,
  isJwtExpired,
  isSessionExpired,
  isSessionRejectedMessage,
  parseSessionRecord,
  sessionHeaderAction,
} from './session';

const SEVEN_DAYS = 604_800_000;

function jwt(payload: unknown): string {
  const part = (value: unknown) => encodeBase64(JSON.stringify(value)).replace(/=+$/, '');
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part(payload)}.signature`;
}

describe('isSessionExpired', () => {
  const created = 1_700_000_000_000;

  it('given a session exactly 7 days old, it is still valid', () => {
    expect(isSessionExpired(created, created + SEVEN_DAYS)).toBe(false);
  });

  it('given a session older than 7 days by 1 ms, it is expired', () => {
    expect(isSessionExpired(created, created + SEVEN_DAYS + 1)).toBe(true);
  });

  it('given a fresh session, it is valid', () => {
    expect(isSessionExpired(created, created + 1000)).toBe(false);
  });

  it('given an unreadable creation time, it is expired', () => {
    expect(isSessionExpired(Number.NaN, created)).toBe(true);
  });
});

describe('parseSessionRecord', () => {
  it('given a stored record, it reads the token and the creation time', () => {
    expect(parseSessionRecord('{"token":"abc","createdTime":5}')).toEqual({
      token: 'abc',
      createdTime: 5,
    });
  });

  it('given corrupt or incomplete records, it treats them as absent', () => {
    for (const raw of [
      null,
      '',
      '{',
      'null',
      '"text"',
      '{"token":"","createdTime":5}',
      '{"token":"abc"}',
      '{"token":"abc","createdTime":"5"}',
      '{"createdTime":5}',
    ]) {
      expect(parseSessionRecord(raw)).toBeNull();
    }
  });
});

describe('sessionHeaderAction', () => {
  it("given 'false', it removes the stored session", () => {
    expect(sessionHeaderAction('false', true)).toBe('remove');
    expect(sessionHeaderAction('false', false)).toBe('remove');
  });

  it('given a value and no stored session, it stores it', () => {
    expect(sessionHeaderAction('new-token', false)).toBe('store');
  });

  it('given a value while a session is stored, it keeps the stored one', () => {
    expect(sessionHeaderAction('new-token', true)).toBe('keep');
  });

  it('given no header, it keeps what is stored', () => {
    expect(sessionHeaderAction(null, false)).toBe('keep');
    expect(sessionHeaderAction('', true)).toBe('keep');
  });
});

describe('decodeJwtPayload and isJwtExpired', () => {
  const now = 1_700_000_000_000;

  it('given a token, it reads the payload without verifying', () => {
    expect(decodeJwtPayload(jwt({ exp: 10, sub: 'ü' }))).toEqual({ exp: 10, sub: 'ü' });
  });

  it('given an exp in the future, the token is valid', () => {
    expect(isJwtExpired(jwt({ exp: now / 1000 + 60 }), now)).toBe(false);
  });

  it('given an exp equal to now or in the past, the token is expired', () => {
    expect(isJwtExpired(jwt({ exp: now / 1000 }), now)).toBe(true);
    expect(isJwtExpired(jwt({ exp: now / 1000 - 1 }), now)).toBe(true);
  });

  it('given malformed tokens, they count as expired', () => {
    const malformed = [
      null,
      undefined,
      '',
      'abc',
      'a.b',
      'a..c',
      'a.b.c.d',
      'a.!!!.c',
      `a.${encodeBase64('not json')}.c`,
      `a.${encodeBase64('[1]')}.c`,
      `a.${encodeBase64('null')}.c`,
      jwt({ sub: 'no exp' }),
      jwt({ exp: '9999999999' }),
    ];
    for (const token of malformed) expect(isJwtExpired(token, now)).toBe(true);
  });
});

describe('isSessionRejectedMessage', () => {
  it('given the two session messages, they reject the session everywhere', () => {
    expect(isSessionRejectedMessage('Expired token')).toBe(true);
    expect(isSessionRejectedMessage('The iss do not match with this server')).toBe(true);
  });

  it("given a message containing 'session', only the product page rule rejects it", () => {
    expect(isSessionRejectedMessage('Invalid session token')).toBe(false);
    expect(isSessionRejectedMessage('Invalid session token', { matchSessionSubstring: true })).toBe(
      true,
    );
  });

  it('given other messages or none, the session stands', () => {
    expect(isSessionRejectedMessage('Out of stock', { matchSessionSubstring: true })).toBe(false);
    expect(isSessionRejectedMessage(undefined)).toBe(false);
  });
});
