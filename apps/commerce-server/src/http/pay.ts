import { timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { formatEuro, SERVER_MESSAGES } from '@peptide/domain';
import QRCode from 'qrcode';
import { cancelOrder } from '../checkout/cancel-order';
import { confirmPayment } from '../checkout/confirm-payment';
import type { ServerConfig } from '../config';
import type { Db } from '../db/database';
import type { Order } from '../model/models';
import { orderById } from '../store/orders';
import { setting } from '../store/shop';
import { interLatinFont } from './fonts';
import { type Coin, chosenCoin, coinAmount, coinsFor } from './pay-coins';
import { PAY_SCRIPT, PAY_SCRIPT_HASH } from './pay-script';
import { escapeHtml, readBody, redirect, sendHtml } from './respond';

export { btcAddressFor } from './pay-coins';

function sameKey(order: Order, key: string | null): boolean {
  if (!key) return false;
  const expected = Buffer.from(order.orderKey);
  const actual = Buffer.from(key);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

/**
 * The pages' icon, inline: without one the browser asks this server for `/favicon.ico`, which it
 * does not serve, and logs the 404 on every payment.
 */
const ICON =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 16 16'%3E%3Ccircle cx='8' cy='8' r='8' fill='%23f7931a'/%3E%3C/svg%3E";

/** The pages paint with the shop's own typeface, served by this server (`fonts.ts`). */
function page(title: string, body: string): string {
  const font = interLatinFont().path;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title><link rel="icon" href="${ICON}">
<link rel="preload" href="${font}" as="font" type="font/woff2" crossorigin>
<style>@font-face{font-family:'Inter Variable';font-style:normal;font-display:swap;font-weight:100 900;src:url(${font}) format('woff2-variations')}
*,*::before,*::after{box-sizing:border-box}
body{font-family:'Inter Variable',sans-serif;background:#f4f6f8;color:#1d2630;display:grid;place-items:center;min-height:100vh;margin:0;padding:16px}
main{background:#fff;border-radius:12px;box-shadow:0 4px 24px #0002;padding:clamp(20px,6vw,32px);max-width:420px;width:100%;text-align:center}
h1{overflow-wrap:anywhere}
.amount{font-size:2rem;font-weight:700;margin:8px 0}
.coins{display:flex;flex-wrap:wrap;gap:8px;justify-content:center;margin:16px 0;padding:0;list-style:none}.coins a{display:inline-block;min-width:64px;padding:8px 12px;border:1px solid #c9d1d9;border-radius:6px;color:#1d2630;text-decoration:none;font-weight:600}.coins a[aria-current]{border-color:#0e6b62;background:#e6f2f0}
.field{display:flex;gap:8px;align-items:center;margin:4px 0 12px}.field input{flex:1;min-width:0;font-family:ui-monospace,monospace;font-size:.8rem;padding:8px;border:1px solid #c9d1d9;border-radius:6px;background:#f4f6f8;color:#1d2630}
label{display:block;text-align:left;font-size:.875rem;font-weight:600}.deadline{font-size:.875rem}
.qr svg{width:220px;height:220px}.actions{display:flex;gap:12px;justify-content:center;margin-top:24px}
button,a.button{font:inherit;padding:10px 20px;border-radius:6px;border:0;cursor:pointer;text-decoration:none}
button{background:#a85400;color:#fff;font-weight:600}a.button,button.secondary{background:#e3e7eb;color:#1d2630}</style></head><body><main>${body}</main></body></html>`;
}

/** What a simulator path asks for: the payment page, or one of its two form actions. */
export type PayAction = 'show' | 'confirm' | 'cancel';

/**
 * Reads `/pay/{orderId}`, `/pay/{orderId}/confirm` and `/pay/{orderId}/cancel` paths.
 *
 * @returns the order id and the action, or null for another path
 */
export function matchPayPath(pathname: string): { orderId: number; action: PayAction } | null {
  const match = /^\/pay\/(\d{1,12})(?:\/(confirm|cancel))?\/?$/.exec(pathname);
  if (!match) return null;
  return { orderId: Number(match[1]), action: (match[2] as PayAction | undefined) ?? 'show' };
}

/**
 * The payment simulator: `GET /pay/{id}?key=…` shows the exact amount, a BTC address and a QR
 * code with Confirm and Cancel; `POST /pay/{id}/confirm` (key in the form) marks the order paid
 * and redirects to the storefront's order summary; `POST /pay/{id}/cancel` cancels an unpaid
 * order, puts its lines back into the cart of the session that placed it and redirects to the
 * storefront's checkout (`/checkout?cancelled={id}`). A wrong or missing key is a 404, so no one pays, cancels or views an
 * order by guessing ids.
 */
export async function handlePay(
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  db: Db,
  config: ServerConfig,
): Promise<void> {
  const route = matchPayPath(url.pathname);
  const order = route ? await orderById(db, route.orderId) : null;
  let key = url.searchParams.get('key');
  if (route && route.action !== 'show') {
    if (req.method !== 'POST') {
      sendHtml(
        res,
        405,
        page(SERVER_MESSAGES.methodNotAllowed, `<h1>${SERVER_MESSAGES.methodNotAllowed}</h1>`),
      );
      return;
    }
    key = new URLSearchParams((await readBody(req, 10_000)) ?? '').get('key');
  }
  if (!route || !order || !sameKey(order, key)) {
    sendHtml(
      res,
      404,
      page(
        SERVER_MESSAGES.paymentNotFound,
        `<h1>${SERVER_MESSAGES.paymentNotFound}</h1><p>${SERVER_MESSAGES.paymentLinkInvalid}</p>`,
      ),
    );
    return;
  }
  const summaryUrl = `${config.storefrontUrl}/order-summary/${order.databaseId}`;
  const checkoutUrl = `${config.storefrontUrl}/checkout`;
  // The checkout reads the cancelled order's id to say so and to stop offering its payment.
  const cancelledUrl = `${checkoutUrl}?cancelled=${order.databaseId}`;
  if (route.action === 'confirm') {
    await confirmPayment(db, order, summaryUrl, config.now());
    redirect(res, summaryUrl);
    return;
  }
  if (route.action === 'cancel') {
    const outcome = await cancelOrder(db, order.databaseId, config.now(), config);
    redirect(res, outcome?.status === 'CANCELLED' ? cancelledUrl : summaryUrl);
    return;
  }
  if (order.status === 'CANCELLED') {
    sendHtml(
      res,
      200,
      page(
        'Order cancelled',
        `<h1>Order #${order.databaseId} is cancelled</h1><p><a class="button" href="${escapeHtml(checkoutUrl)}">Back to checkout</a></p>`,
      ),
    );
    return;
  }
  if (order.status !== 'PENDING') {
    sendHtml(
      res,
      200,
      page(
        'Order paid',
        `<h1>Order #${order.databaseId} is paid</h1><p><a class="button" href="${escapeHtml(summaryUrl)}">View your order</a></p>`,
      ),
    );
    return;
  }
  const coins = coinsFor(order.paymentMethod);
  const coin = chosenCoin(coins, url.searchParams.get('coin'));
  const rate = Number(await setting(db, coin.rateSetting, String(coin.defaultRate)));
  const amount = coinAmount(coin, order.total, rate);
  const address = coin.address(order.orderKey);
  const qr = await QRCode.toString(
    coin.scheme ? `${coin.scheme}:${address}?amount=${amount}` : address,
    { type: 'svg', margin: 1 },
  );
  // The items are held from the order's placing for COMMERCE_HOLD_STOCK_MINUTES.
  const placed = Date.parse(order.date);
  const deadline = new Date(
    (Number.isNaN(placed) ? config.now() : placed) + config.holdStockMinutes * 60_000,
  );
  sendHtml(
    res,
    200,
    page(
      `Pay order #${order.databaseId}`,
      `<h1>Pay order #${order.databaseId}</h1>
<p class="amount" data-testid="amount">${escapeHtml(formatEuro(order.total))}</p>
${coins.length > 1 ? coinChoice(coins, coin, order) : ''}
<p>Send exactly <strong data-testid="coin-amount">${amount} ${coin.code}</strong> (${escapeHtml(coin.name)}) to the address below.</p>
${copyField('pay-amount', `Amount in ${coin.code}`, amount)}
${copyField('pay-address', `${coin.code} address`, address)}
<div class="qr" role="img" aria-label="QR code of the payment">${qr}</div>
<p class="deadline">Pay within <strong data-deadline="${deadline.toISOString()}">${config.holdStockMinutes} minutes</strong>: the order's items are held for you until ${deadline.toISOString().slice(11, 16)} UTC.</p>
<p><small>Payment simulator: no coins move. Confirm marks the order paid; Cancel cancels it and returns to checkout with the cart.</small></p>
<div class="actions">
<form method="post" action="/pay/${order.databaseId}/confirm"><input type="hidden" name="key" value="${escapeHtml(order.orderKey)}"><button type="submit">Confirm payment</button></form>
<form method="post" action="/pay/${order.databaseId}/cancel"><input type="hidden" name="key" value="${escapeHtml(order.orderKey)}"><button type="submit" class="secondary">Cancel</button></form>
</div>
<script>${PAY_SCRIPT}</script>`,
    ),
    PAY_SCRIPT_HASH,
  );
}

/** The coins to pay in, as links to this page in each (no script needed); the shown one marked. */
function coinChoice(coins: readonly Coin[], shown: Coin, order: Order): string {
  const key = encodeURIComponent(order.orderKey);
  const links = coins
    .map(
      (coin) =>
        `<li><a href="/pay/${order.databaseId}?key=${key}&amp;coin=${coin.code}"${coin === shown ? ' aria-current="true"' : ''}>${coin.code}</a></li>`,
    )
    .join('');
  return `<nav aria-label="Pay in"><ul class="coins">${links}</ul></nav>`;
}

/** A value to send, on one line, selectable, with a Copy button once the script runs. */
function copyField(id: string, label: string, value: string): string {
  return `<label for="${id}">${escapeHtml(label)}</label><div class="field"><input id="${id}" readonly value="${escapeHtml(value)}"><button type="button" class="secondary" data-copy="${id}" hidden>Copy</button></div>`;
}
