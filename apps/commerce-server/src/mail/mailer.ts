/** A message of the outbox, as a mailer sends it. */
export interface OutgoingEmail {
  /** The outbox id: the message's idempotency key. */
  id: number;
  recipient: string;
  subject: string;
  body: string;
  link: string | null;
}

/** Sends e-mail; a rejection means the message was not accepted and will be tried again. */
export interface Mailer {
  send(message: OutgoingEmail): Promise<void>;
}

/** How long one send may take before it counts as failed. */
const SEND_TIMEOUT_MS = 10_000;

/**
 * A mailer that hands each message to an HTTP mail API (a transactional e-mail provider, or a
 * relay of the shop's own) as `POST {url}` with a JSON body `{ id, to, subject, text, link }`
 * and an `Idempotency-Key: outbox-{id}` header, so a message sent twice (an instance died between
 * the provider's answer and marking it sent) can be recognised and dropped by the receiver.
 *
 * @param url - the endpoint (COMMERCE_MAIL_WEBHOOK_URL)
 * @returns the mailer; any answer other than 2xx rejects
 */
export function createWebhookMailer(url: string): Mailer {
  return {
    async send(message) {
      const response = await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'idempotency-key': `outbox-${message.id}`,
        },
        body: JSON.stringify({
          id: message.id,
          to: message.recipient,
          subject: message.subject,
          text: message.body,
          link: message.link,
        }),
        signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
      });
      await response.body?.cancel();
      if (!response.ok) throw new Error(`the mail API answered ${response.status}`);
    },
  };
}
