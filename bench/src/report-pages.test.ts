import { describe, expect, it } from 'vitest';
import type { MeasuredRun, PageLighthouse } from './lighthouse-suite';
import { lighthouse, staticCopy } from './report-pages';
import type { BenchResults } from './results';
import { type Summary, summarise } from './stats';

/** Every figure of a visit as one value, the longest task as given. */
function visit(
  longestTask: number[],
  commitTask = [0],
  longestPageTask = longestTask,
  longestScriptTask = [0],
  hostSteal = [0],
): Record<keyof MeasuredRun, Summary> {
  const one = summarise([1]);
  return {
    performance: one,
    accessibility: one,
    bestPractices: one,
    seo: one,
    fcp: one,
    lcp: one,
    tbt: one,
    cls: one,
    longestTask: summarise(longestTask),
    commitTask: summarise(commitTask),
    longestPageTask: summarise(longestPageTask),
    longestScriptTask: summarise(longestScriptTask),
    totalBytes: one,
    scriptBytes: one,
    requests: one,
    hostSteal: summarise(hostSteal),
  };
}

const post: PageLighthouse = {
  name: 'post',
  path: '/blog-single/a-post',
  ours: visit([193, 123, 231], [193, 0, 231], [90, 123, 70], [58, 0, 61]),
  firstVisit: visit([111, 104, 120], [0], [111, 104, 120], [84, 92, 77], [0, 0.052, 0.01]),
  staticCopy: {
    performance: summarise([100]),
    fcp: summarise([900]),
    lcp: summarise([1000]),
    longestTask: summarise([188, 80, 195]),
    commitTask: summarise([188, 0, 195]),
    longestPageTask: summarise([70, 80, 65]),
    hostSteal: summarise([0.01, 0.002]),
  },
  lcpRatio: 1,
  firstVisitLcpRatio: 1,
  fcpRatio: 1,
};

describe('the static-copy section', () => {
  const lines = staticCopy({ lighthouse: [post] } as BenchResults);
  const header = lines.find((line) => line.startsWith('| page'));
  const row = lines.find((line) => line.startsWith('| post'));

  it('given a page / shows the static copy’s longest task beside ours, returning and first visit', () => {
    expect(header).toContain(
      '| static longest task ms | returning longest task ms | first-visit longest task ms |',
    );
    expect(row?.endsWith('| 188 (80–195) | 193 (123–231) | 111 (104–120) |')).toBe(true);
  });

  it('given a page / parts each longest task into the commit, the page’s own and its scripts’', () => {
    const split = lines.filter((line) => line.startsWith('| post'));
    expect(split).toHaveLength(2);
    expect(split[1]).toBe(
      '| post | 188 (0–195) | 70 (65–80) | 193 (0–231) | 90 (70–123) | 58 (0–61) | 0 | 111 (104–120) | 84 (77–92) |',
    );
  });
});

describe('the Lighthouse section', () => {
  it('given runs the host stole CPU time from / says how much the most contended kept run lost, per visit', () => {
    const text = lighthouse({ lighthouse: [post] } as BenchResults).join('\n');
    expect(text).toContain(
      'most stolen from a kept run: 5.2 % on a first visit, 0 % on a returning visit, 1 % on the static copy',
    );
  });
});
