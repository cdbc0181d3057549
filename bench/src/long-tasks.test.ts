import { describe, expect, it } from 'vitest';
import { splitLongTasks } from './long-tasks';

// Shapes as Lighthouse 12.8's long-tasks audit gave them for the home page.
const urls = ['Unattributable', 'http://127.0.0.1:4000/', 'http://127.0.0.1:4000/assets/entry.js'];
const commit = { urlIndex: 0, startTime: 628.2, duration: 179, other: 179, scriptEvaluation: 0 };
const layout = {
  urlIndex: 1,
  startTime: 897.2,
  duration: 120,
  other: 120,
  paintCompositeRender: 0,
  scriptEvaluation: 0,
  styleLayout: 0,
};
const hydration = { urlIndex: 2, startTime: 3562.8, duration: 76, other: 76 };
const lateUnattributed = { urlIndex: 0, startTime: 1103.8, duration: 64, other: 64 };

describe('splitLongTasks', () => {
  it('given the commit first / parts it from the longest of the page’s own tasks', () => {
    expect(splitLongTasks({ urls, tasks: [hydration, layout, commit] })).toEqual({
      commitTask: 179,
      longestPageTask: 120,
      longestScriptTask: 76,
    });
  });

  it('given tasks of the document and of a script / the script task is the one a script file runs', () => {
    const inlineScript = { urlIndex: 1, startTime: 950, duration: 90, other: 90 };
    const module = { urlIndex: 3, startTime: 1200, duration: 58, other: 58 };
    const withModule = [...urls, 'http://127.0.0.1:4000/assets/chunk.mjs?v=1'];
    expect(
      splitLongTasks({ urls: withModule, tasks: [commit, layout, inlineScript, module, hydration] })
        .longestScriptTask,
    ).toBe(76);
    expect(
      splitLongTasks({ urls: withModule, tasks: [commit, layout, module] }).longestScriptTask,
    ).toBe(58);
  });

  it('given a commit under 50 ms / reads no other task as the commit', () => {
    expect(splitLongTasks({ urls, tasks: [hydration, layout, lateUnattributed] })).toEqual({
      commitTask: 0,
      longestPageTask: 120,
      longestScriptTask: 76,
    });
  });

  it('given an earliest task that parses the page / counts it as the page’s', () => {
    const parsing = { ...commit, parseHTML: 0 };
    expect(splitLongTasks({ urls, tasks: [hydration, parsing] })).toEqual({
      commitTask: 0,
      longestPageTask: 179,
      longestScriptTask: 76,
    });
  });

  it('given no long task / answers zeros', () => {
    expect(splitLongTasks(undefined)).toEqual({
      commitTask: 0,
      longestPageTask: 0,
      longestScriptTask: 0,
    });
    expect(splitLongTasks({ urls, tasks: [commit] })).toEqual({
      commitTask: 179,
      longestPageTask: 0,
      longestScriptTask: 0,
    });
  });
});
