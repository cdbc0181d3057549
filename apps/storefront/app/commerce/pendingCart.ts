import type { AddPreview, PendingChange } from '@peptide/sdk';
import { CART_INTENTS } from '@peptide/ui';

/**
 * The field in which the page's script posts what an added product looks like, so its line is
 * drawn before the action answers (Hydrogen's cart forms carry the selected variant so); the
 * action reads nothing of it, and a form without scripts has none.
 */
export const PREVIEW_FIELD = 'preview';

/** A cart form as the optimistic cart reads it: its fetcher key and its fields. */
export interface UnansweredForm {
  key: string;
  fields: Readonly<Record<string, string>>;
}

/** What is busy while cart forms wait for their answers. */
export interface PendingCart {
  /** The changes to the lines, in the order they were made. */
  changes: PendingChange[];
  /** Lines with a plus, minus or remove in flight, by line key. */
  busyLines: Readonly<Record<string, { increment: boolean; decrement: boolean; remove: boolean }>>;
  /** Products with an add in flight, by database id. */
  adding: ReadonlySet<number>;
  /** Whether a coupon is being applied or removed. */
  couponBusy: boolean;
  /** Whether any cart form is unanswered, so the server's totals are out of date. */
  pending: boolean;
}

const IDLE_LINE = { increment: false, decrement: false, remove: false };

/** The added product's look, when the form carries a readable one. */
function previewOf(text: string | undefined): AddPreview | undefined {
  if (!text) return undefined;
  try {
    const preview = JSON.parse(text) as Partial<AddPreview>;
    if (typeof preview.name !== 'string' || typeof preview.price !== 'number') return undefined;
    return {
      name: preview.name,
      slug: typeof preview.slug === 'string' ? preview.slug : '',
      price: preview.price,
      image: typeof preview.image === 'string' ? preview.image : null,
      stock: typeof preview.stock === 'number' ? preview.stock : null,
    };
  } catch {
    return undefined;
  }
}

/** The number a form field holds, or null when it holds none. */
function numberOf(text: string | undefined): number | null {
  if (text === undefined || text === '') return null;
  const value = Number(text);
  return Number.isFinite(value) ? value : null;
}

/**
 * The cart's pending state from the cart forms not yet answered: the lines' changes (an add, a
 * step of a quantity, a removal) and which buttons are busy, the way Hydrogen's
 * `useOptimisticCart` reads the pending fetchers.
 *
 * @param forms - the unanswered cart forms, in the order they were made
 * @returns the changes and the busy flags
 */
export function pendingCartOf(forms: readonly UnansweredForm[]): PendingCart {
  const changes: PendingChange[] = [];
  const busyLines: Record<string, typeof IDLE_LINE> = {};
  const adding = new Set<number>();
  let couponBusy = false;
  forms.forEach((form, index) => {
    // The form's own number (its fetcher's key), so an added line keeps its key meanwhile.
    const id = Number(form.key.replace(/\D/g, '')) || index + 1;
    const { fields } = form;
    const { intent, key } = fields;
    switch (intent) {
      case CART_INTENTS.add: {
        const productId = numberOf(fields.productId);
        if (productId === null) return;
        adding.add(productId);
        const preview = previewOf(fields[PREVIEW_FIELD]);
        changes.push({
          id,
          kind: 'add',
          productId,
          variationId: numberOf(fields.variationId),
          quantity: numberOf(fields.quantity) ?? 1,
          ...(preview ? { preview } : {}),
        });
        return;
      }
      case CART_INTENTS.increment:
      case CART_INTENTS.decrement: {
        const quantity = numberOf(fields.quantity);
        if (!key || quantity === null) return;
        busyLines[key] = { ...(busyLines[key] ?? IDLE_LINE), [intent]: true };
        const step = intent === CART_INTENTS.increment ? 1 : -1;
        changes.push({ id, kind: 'quantity', key, quantity: quantity + step });
        return;
      }
      case CART_INTENTS.remove:
        if (!key) return;
        busyLines[key] = { ...(busyLines[key] ?? IDLE_LINE), remove: true };
        changes.push({ id, kind: 'remove', key });
        return;
      case CART_INTENTS.coupon:
      case CART_INTENTS.removeCoupon:
        couponBusy = true;
        return;
    }
  });
  return { changes, busyLines, adding, couponBusy, pending: forms.length > 0 };
}
