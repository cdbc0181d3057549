import { MESSAGES } from '@peptide/domain';
import type { ReactRenderer } from '@storybook/react-vite';
import type { ArgsEnhancer, ArgTypesEnhancer, StrictInputType } from 'storybook/internal/types';

const messages: Readonly<Record<string, unknown>> = MESSAGES;
const texts = new Set(Object.values(messages).filter((text) => typeof text === 'string'));

/** A default as docgen prints it (`MESSAGES.addToCart`) with each message's words in its place. */
function withCopy(summary: string): string {
  const whole = /^"?MESSAGES\.(\w+)"?$/.exec(summary)?.[1];
  const text = whole === undefined ? undefined : messages[whole];
  if (typeof text === 'string') return JSON.stringify(text);
  return summary.replace(/MESSAGES\.(\w+)/g, (reference, key: string) =>
    typeof messages[key] === 'string' ? JSON.stringify(messages[key]) : reference,
  );
}

/** The message a default summary quotes (`"Add to cart"`), if it is one of the `MESSAGES` texts. */
function copyOf(summary: string | undefined): string | undefined {
  if (!summary?.startsWith('"')) return undefined;
  try {
    const text: unknown = JSON.parse(summary);
    return typeof text === 'string' && texts.has(text) ? text : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Shows the copy a shopper reads where a prop defaults to a `MESSAGES` text: docgen reads the
 * source, so the props table would show `MESSAGES.addToCart` rather than "Add to cart".
 *
 * @returns the story's arg types, with those defaults rewritten and a text control on them
 */
export const messageDefaults: ArgTypesEnhancer<ReactRenderer> = ({ argTypes }) =>
  Object.fromEntries(
    Object.entries(argTypes).map(([name, argType]): [string, StrictInputType] => {
      const summary = argType.table?.defaultValue?.summary;
      if (!summary?.includes('MESSAGES.')) return [name, argType];
      const copy = withCopy(summary);
      return [
        name,
        {
          ...argType,
          ...(copyOf(copy) === undefined ? {} : { control: { type: 'text' } }),
          table: {
            ...argType.table,
            defaultValue: { ...argType.table?.defaultValue, summary: copy },
          },
        },
      ];
    }),
  );

/**
 * Starts each text control that defaults to a `MESSAGES` text at that text, so the control reads
 * "Add to cart" rather than offering to set an empty string. The component renders the same: the
 * arg is its own default.
 *
 * @returns the args to add (never one the story sets itself)
 */
export const messageArgs: ArgsEnhancer<ReactRenderer> = ({ argTypes, initialArgs }) =>
  Object.fromEntries(
    Object.entries(argTypes).flatMap(([name, argType]) => {
      const copy = copyOf(argType.table?.defaultValue?.summary);
      return name in initialArgs || copy === undefined ? [] : [[name, copy]];
    }),
  );
