import { join } from 'node:path';
import { STORAGE_KEYS } from '@peptide/sdk';
import { chromium } from 'playwright';
import { CHROMIUM_PATH } from './config';
import { withoutScripts } from './html';
import { COMMERCE_DIR, STOREFRONT_DIR } from './paths';
import { startShop } from './servers';

/**
 * Traces the main thread of a few pages under a 4× CPU slowdown and prints what the longest tasks
 * hold: `pnpm --filter @peptide/bench long-tasks [storefrontDir] [runs]` after `pnpm build`.
 *
 * Each task is read in thread CPU time times four, which a loaded machine distorts far less
 * than wall time, and, for a top-level task, as Lighthouse's simulation times it: wall time
 * times 4, or times 2 for a task that lays the page out (the trace engine's Simulator). The
 * first task, the navigation commit, is mostly waiting: compare its CPU with its wall time.
 * PROBE_THROTTLE=1 throttles the page instead, PROBE_PAGES=home,product picks pages,
 * PROBE_VISITS=first or returning picks visits, PROBE_CSS adds a stylesheet to try a change
 * without a build, PROBE_STRIP=1 removes the page's scripts (the bench's static copy),
 * PROBE_TOP and PROBE_DEPTH say how much of each trace to print.
 */

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  tdur?: number;
  pid: number;
  tid: number;
  args?: {
    name?: string;
    data?: Record<string, unknown>;
    elementCount?: number;
    beginData?: { totalObjects?: number; dirtyObjects?: number; url?: string };
  };
}

interface Node {
  event: TraceEvent;
  children: Node[];
}

const PAGES = [
  ['home', '/'],
  ['shop', '/shop'],
  ['product', '/product/tesamorelin'],
  ['post', '/blog-single/how-to-reconstitute-research-peptides'],
] as const;

const CATEGORIES = [
  'devtools.timeline',
  'v8.execute',
  'disabled-by-default-devtools.timeline',
  'blink.user_timing',
  'loading',
  'v8',
  'disabled-by-default-v8.cpu_profiler',
];

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string };
  parent?: number;
}

/** Self-time samples as [timestamp, leaf frame label] from the trace's CPU profile. */
function samples(events: TraceEvent[]): [number, string, string][] {
  const nodes = new Map<number, ProfileNode>();
  const out: [number, string, string][] = [];
  let time = 0;
  for (const event of events) {
    const data = event.args?.data as Record<string, unknown> | undefined;
    if (event.name === 'Profile') time = Number(data?.startTime ?? 0);
    if (event.name !== 'ProfileChunk' || !data) continue;
    const profile = data.cpuProfile as { nodes?: ProfileNode[]; samples?: number[] } | undefined;
    for (const node of profile?.nodes ?? []) nodes.set(node.id, node);
    const deltas = (data.timeDeltas as number[] | undefined) ?? [];
    (profile?.samples ?? []).forEach((id, index) => {
      time += deltas[index] ?? 0;
      const node = nodes.get(id);
      const url = (node?.callFrame.url ?? '').replace(/^https?:\/\/[^/]+/, '');
      out.push([
        time,
        url || `(${node?.callFrame.functionName || 'native'})`,
        node?.callFrame.functionName ?? '',
      ]);
    });
  }
  return out;
}

function attribute(task: Node, all: [number, string, string][], out: string[]) {
  const from = task.event.ts;
  const to = from + (task.event.dur ?? 0);
  const inside = all.filter(([t]) => t >= from && t <= to);
  const byUrl = new Map<string, number>();
  const byFn = new Map<string, number>();
  for (const [, url, fn] of inside) {
    byUrl.set(url, (byUrl.get(url) ?? 0) + 1);
    byFn.set(`${fn} ${url}`, (byFn.get(`${fn} ${url}`) ?? 0) + 1);
  }
  const top = (map: Map<string, number>) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 8)
      .map(([k, n]) => `${k}:${n}`)
      .join(', ');
  out.push(`    samples ${inside.length} by script: ${top(byUrl)}`);
  out.push(`    by function: ${top(byFn)}`);
}

/** The top-level tasks of the renderer that parsed a page of `origin`. */
function mainThreadTasks(events: TraceEvent[], origin: string): Node[] {
  const mains = events.filter((e) => e.ph === 'M' && e.args?.name === 'CrRendererMain');
  let best: Node[] = [];
  for (const main of mains) {
    const own = events
      .filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X' && e.dur)
      .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
    const roots: Node[] = [];
    const stack: Node[] = [];
    for (const event of own) {
      const node = { event, children: [] };
      while (stack.length) {
        const top = stack[stack.length - 1] as Node;
        if (event.ts < top.event.ts + (top.event.dur ?? 0)) break;
        stack.pop();
      }
      const parent = stack[stack.length - 1];
      if (parent) parent.children.push(node);
      else roots.push(node);
      stack.push(node);
    }
    const tasks = roots.filter((n) => n.event.name === 'RunTask');
    const ours = own.some(
      (e) => e.name === 'ParseHTML' && String(e.args?.beginData?.url ?? '').startsWith(origin),
    );
    if (ours) best = tasks;
  }
  return best;
}

function label(event: TraceEvent): string {
  const data = event.args?.data ?? {};
  const parts = [event.name];
  for (const key of ['url', 'functionName', 'type', 'timerId', 'fileName']) {
    const value = data[key];
    if (value !== undefined && value !== '') {
      parts.push(`${key}=${String(value).replace(/^https?:\/\/[^/]+/, '')}`);
    }
  }
  // How much a style or layout pass had to do: a count no load on the machine changes.
  if (event.args?.elementCount !== undefined) parts.push(`elements=${event.args.elementCount}`);
  const layout = event.args?.beginData;
  if (layout?.totalObjects !== undefined) {
    parts.push(`objects=${layout.dirtyObjects}/${layout.totalObjects}`);
  }
  return parts.join(' ');
}

/** The page's element count and deepest nesting, run in the page. */
function domSize(): { elements: number; depth: number } {
  let depth = 0;
  const all = document.querySelectorAll('*');
  for (const element of all) {
    let level = 0;
    for (let at: Element | null = element; at; at = at.parentElement) level += 1;
    depth = Math.max(depth, level);
  }
  return { elements: all.length, depth };
}

const cpu = (node: Node) => (node.event.tdur ?? node.event.dur ?? 0) / 1000;

const laysOut = (node: Node): boolean =>
  node.event.name === 'Layout' || node.children.some((child) => laysOut(child));

/** The task as Lighthouse's simulation times it: wall time × 4, or × 2 if it lays the page out. */
const simulated = (node: Node) => ((node.event.dur ?? 0) / 1000) * (laysOut(node) ? 2 : 4);

function print(node: Node, depth: number, maxDepth: number, start: number, out: string[]) {
  const ms = cpu(node);
  if (depth > 0 && ms < 0.5) return;
  out.push(
    `${'  '.repeat(depth)}cpu ${ms.toFixed(1)} (x4 ${(ms * 4).toFixed(0)}) wall ${((node.event.dur ?? 0) / 1000).toFixed(1)} ms${depth === 0 ? ` (Lighthouse ${simulated(node).toFixed(0)})` : ''} @${((node.event.ts - start) / 1000).toFixed(0)} ${label(node.event)}`,
  );
  if (depth < maxDepth)
    for (const child of node.children) print(child, depth + 1, maxDepth, start, out);
}

async function main() {
  const storefrontDir = process.argv[2] || STOREFRONT_DIR;
  const runs = Number(process.argv[3] ?? 3);
  const depth = Number(process.env.PROBE_DEPTH ?? 3);
  const only = process.env.PROBE_PAGES?.split(',');
  const visits = process.env.PROBE_VISITS?.split(',');
  const shop = await startShop({
    storefrontDir,
    commerceMain: join(COMMERCE_DIR, 'dist/main.js'),
    remove: async () => {},
  });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: ['--no-sandbox'] });
  const summary: string[] = [];
  try {
    for (const visit of ['first', 'returning'] as const) {
      if (visits && !visits.includes(visit)) continue;
      for (const [name, path] of PAGES) {
        if (only && !only.includes(name)) continue;
        const longest: number[] = [];
        for (let run = 0; run < runs; run += 1) {
          const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
          if (visit === 'returning') {
            await context.addInitScript(
              (keys) => {
                for (const key of keys) localStorage.setItem(key, 'true');
              },
              [STORAGE_KEYS.ageVerified, STORAGE_KEYS.emailModalDismissed],
            );
          }
          const page = await context.newPage();
          const css = process.env.PROBE_CSS;
          if (css || process.env.PROBE_STRIP) {
            await page.route(new URL(path, shop.storefrontUrl).href, async (route) => {
              const response = await route.fetch();
              let body = (await response.text()).replace(
                '</head>',
                `<style>${css ?? ''}</style></head>`,
              );
              if (process.env.PROBE_STRIP) body = withoutScripts(body);
              await route.fulfill({ response, body });
            });
          }
          if (process.env.PROBE_THROTTLE) {
            const cdp = await context.newCDPSession(page);
            await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
          }
          await browser.startTracing(page, { categories: CATEGORIES });
          const started = Date.now();
          await page.goto(new URL(path, shop.storefrontUrl).href, { waitUntil: 'load' });
          await page.waitForTimeout(Math.max(0, 7000 - (Date.now() - started)));
          const dom = await page.evaluate(domSize);
          const trace = JSON.parse((await browser.stopTracing()).toString()) as {
            traceEvents: TraceEvent[];
          };
          await context.close();
          const tasks = mainThreadTasks(trace.traceEvents, shop.storefrontUrl);
          const start = tasks[0]?.event.ts ?? 0;
          const sorted = [...tasks].sort((a, b) => cpu(b) - cpu(a));
          longest.push(sorted[0] ? cpu(sorted[0]) * 4 : 0);
          const out: string[] = [
            `== ${visit} ${name} run ${run + 1}: ${dom.elements} elements, depth ${dom.depth}`,
          ];
          const profile = samples(trace.traceEvents);
          for (const task of sorted.slice(0, Number(process.env.PROBE_TOP ?? 4))) {
            print(task, 0, depth, start, out);
            attribute(task, profile, out);
          }
          console.log(out.join('\n'));
        }
        longest.sort((a, b) => a - b);
        summary.push(
          `${visit} ${name}: longest ${longest.map((ms) => ms.toFixed(0)).join(' ')} median ${longest[Math.floor(longest.length / 2)]?.toFixed(0)} ms`,
        );
      }
    }
  } finally {
    await browser.close();
    await shop.stop();
  }
  console.log(summary.join('\n'));
}

await main();
