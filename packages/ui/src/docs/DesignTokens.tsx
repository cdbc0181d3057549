import { type ReactNode, useEffect, useState } from 'react';
import {
  breakpoints,
  fontFamily,
  fontSize,
  fontWeight,
  lineHeight,
  motion,
  palette,
  radii,
  shadows,
  space,
  touchTarget,
  zIndex,
} from '../theme/tokens';
import { vars } from '../theme/vars.css';
import * as styles from './DesignTokens.css';

/** The custom property a theme variable reads, `--x` of `var(--x)`. */
function propertyOf(variable: string): string {
  return variable.replace(/^var\((--[^,)]+).*$/, '$1');
}

/**
 * One spelling of a colour, as the built CSS may shorten it (`#FFFFFF` to `#fff`, `0.55` to
 * `.55`, spaces dropped), so a computed value can be matched to the token it came from.
 */
function canonicalColour(value: string): string {
  const compact = value
    .trim()
    .toLowerCase()
    .replace(/\s+/g, '')
    .replace(/(^|[,(])0\./g, '$1.');
  const short = /^#([0-9a-f])([0-9a-f])([0-9a-f])$/.exec(compact);
  return short ? `#${short[1]}${short[1]}${short[2]}${short[2]}${short[3]}${short[3]}` : compact;
}

/** The palette entry (name and value) holding a colour, so a role shows what it points at. */
function paletteEntryOf(value: string): [string, string] | undefined {
  const wanted = canonicalColour(value);
  return Object.entries(palette).find(([, colour]) => canonicalColour(colour) === wanted);
}

function Swatch({ label, colour, detail }: { label: string; colour: string; detail: ReactNode }) {
  return (
    <li className={styles.swatch}>
      <span className={styles.chip} style={{ background: colour }} />
      <span className={styles.name}>{label}</span>
      <span className={styles.value}>{detail}</span>
    </li>
  );
}

/** Every primitive colour of `tokens.ts`' `palette`: swatch, name and value. */
export function PaletteSwatches() {
  return (
    <ul className={styles.grid} aria-label="Palette">
      {Object.entries(palette).map(([key, colour]) => (
        <Swatch key={key} label={`palette.${key}`} colour={colour} detail={colour} />
      ))}
    </ul>
  );
}

/**
 * Every semantic colour role of the theme contract (`vars.color`), with the palette entry the
 * theme points it at, read from the rendered theme.
 */
export function SemanticSwatches() {
  const [resolved, setResolved] = useState<Record<string, string>>({});
  useEffect(() => {
    const computed = getComputedStyle(document.documentElement);
    setResolved(
      Object.fromEntries(
        Object.entries(vars.color).map(([role, variable]) => [
          role,
          computed.getPropertyValue(propertyOf(variable)).trim(),
        ]),
      ),
    );
  }, []);
  return (
    <ul className={styles.grid} aria-label="Semantic colours">
      {Object.entries(vars.color).map(([role, variable]) => {
        const value = resolved[role] ?? '';
        const entry = paletteEntryOf(value);
        return (
          <Swatch
            key={role}
            label={`color.${role}`}
            colour={variable}
            detail={entry ? `palette.${entry[0]} (${entry[1]})` : value}
          />
        );
      })}
    </ul>
  );
}

/** Each step of the type scale (`fontSize`) rendered in the body font, then each weight. */
export function TypeScale() {
  return (
    <>
      <p className={styles.value}>fontFamily.body: {fontFamily.body}</p>
      <ul className={styles.rows} aria-label="Font sizes">
        {Object.entries(fontSize).map(([key, size]) => (
          <li key={key} className={styles.row}>
            <span className={styles.value}>
              fontSize.{key}: {size}
            </span>
            <p className={styles.sample} style={{ fontSize: size, lineHeight: lineHeight.tight }}>
              BPC-157 5 mg, €49.00
            </p>
          </li>
        ))}
      </ul>
      <ul className={styles.rows} aria-label="Font weights">
        {Object.entries(fontWeight).map(([key, weight]) => (
          <li key={key} className={styles.row}>
            <span className={styles.value}>
              fontWeight.{key}: {weight}
            </span>
            <p className={styles.sample} style={{ fontWeight: weight, fontSize: fontSize.lg }}>
              Third-party tested research peptides
            </p>
          </li>
        ))}
      </ul>
      <ul className={styles.rows} aria-label="Line heights">
        {Object.entries(lineHeight).map(([key, height]) => (
          <li key={key} className={styles.row}>
            <span className={styles.value}>
              lineHeight.{key}: {height}
            </span>
            <p className={styles.sample} style={{ lineHeight: height, fontSize: fontSize.sm }}>
              Every order ships from the EU warehouse with its certificate of analysis. Store the
              lyophilised powder cold and dry until it is reconstituted.
            </p>
          </li>
        ))}
      </ul>
    </>
  );
}

/** Each spacing step (`space`) as a bar of that length. */
export function SpaceScale() {
  return (
    <ul className={styles.rows} aria-label="Spacing">
      {Object.entries(space).map(([key, size]) => (
        <li key={key} className={styles.row}>
          <span className={styles.value}>
            space[{key}]: {size}
          </span>
          <span className={styles.bar} style={{ width: size }} />
        </li>
      ))}
    </ul>
  );
}

/** Each corner radius (`radii`) and shadow (`shadows`) on a sample box. */
export function RadiiAndShadows() {
  return (
    <>
      <ul className={styles.grid} aria-label="Radii">
        {Object.entries(radii).map(([key, radius]) => (
          <li key={key} className={styles.swatch}>
            <span className={styles.box} style={{ borderRadius: radius }} />
            <span className={styles.name}>radii.{key}</span>
            <span className={styles.value}>{radius}</span>
          </li>
        ))}
      </ul>
      <ul className={styles.grid} aria-label="Shadows">
        {Object.entries(shadows).map(([key, shadow]) => (
          <li key={key} className={styles.swatch}>
            <span className={styles.box} style={{ boxShadow: shadow, borderRadius: radii.md }} />
            <span className={styles.name}>shadows.{key}</span>
            <span className={styles.value}>{shadow}</span>
          </li>
        ))}
      </ul>
    </>
  );
}

/** The remaining scalar tokens: motion, stacking order, breakpoints and the touch target. */
export function OtherTokens() {
  const groups: Record<string, Record<string, string | number>> = {
    motion,
    zIndex,
    breakpoints: Object.fromEntries(
      Object.entries(breakpoints).map(([key, px]) => [key, `${px}px`]),
    ),
    touchTarget: { touchTarget },
  };
  return (
    <ul className={styles.rows} aria-label="Motion, stacking, breakpoints and touch target">
      {Object.entries(groups).flatMap(([group, values]) =>
        Object.entries(values).map(([key, value]) => (
          <li key={`${group}.${key}`} className={styles.row}>
            <span className={styles.name}>{group === key ? key : `${group}.${key}`}</span>
            <span className={styles.value}>{value}</span>
          </li>
        )),
      )}
    </ul>
  );
}
