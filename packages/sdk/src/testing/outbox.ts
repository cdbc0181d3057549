import { get } from 'node:http';

/** GETs JSON with Node's HTTP client: tests in happy-dom must not read the dev outbox as a page would. */
function getJson(url: string): Promise<unknown> {
  return new Promise((resolve, reject) => {
    get(url, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        if (response.statusCode !== 200) {
          reject(new Error(`GET ${url} answered ${response.statusCode}`));
          return;
        }
        try {
          resolve(JSON.parse(Buffer.concat(chunks).toString('utf8')));
        } catch (error) {
          reject(error);
        }
      });
    }).on('error', reject);
  });
}

/**
 * The newest set-password / reset link the server e-mailed to an address, read from the dev
 * outbox (`GET /dev/outbox`), as a person following the e-mail would.
 */
export async function resetLinkFor(
  origin: string,
  email: string,
): Promise<{ email: string; token: string }> {
  const text = JSON.stringify(await getJson(`${origin}/dev/outbox`));
  const links = [...text.matchAll(/https?:\/\/[^"\s\\<>]*reset-password\?[^"\s\\<>]+/g)]
    .map((match) => new URL(match[0].replaceAll('&amp;', '&')))
    .filter((url) => url.searchParams.get('email')?.toLowerCase() === email.toLowerCase());
  const link = links.at(-1);
  const token = link?.searchParams.get('token');
  if (!link || !token) throw new Error(`no reset link for ${email} in the outbox`);
  return { email: link.searchParams.get('email') ?? email, token };
}

/**
 * The newest WordPress reset link (`sendPasswordResetEmail`) the server e-mailed to an address:
 * its `key` and `login`.
 */
export async function wordPressResetLinkFor(
  origin: string,
  email: string,
): Promise<{ key: string; login: string }> {
  const outbox = (await getJson(`${origin}/dev/outbox`)) as unknown;
  const mails = (Array.isArray(outbox) ? outbox : ((outbox as { emails?: unknown[] }).emails ?? []))
    .map((mail) => JSON.stringify(mail))
    .filter((mail) => mail.toLowerCase().includes(email.toLowerCase()));
  const links = mails.flatMap((mail) =>
    [...mail.matchAll(/https?:\/\/[^"\s\\<>]*reset-password\?[^"\s\\<>]+/g)].map(
      (match) => new URL(match[0].replaceAll('&amp;', '&')),
    ),
  );
  const link = links.filter((url) => url.searchParams.has('key')).at(-1);
  const key = link?.searchParams.get('key');
  const login = link?.searchParams.get('login');
  if (!key || !login) throw new Error(`no WordPress reset link for ${email} in the outbox`);
  return { key, login };
}
