/**
 * One task of the debug data of Lighthouse's long-tasks audit: the URL it is attributed to (by
 * index into the audit's `urls`), its simulated start and duration, and the time of each task
 * group it held (the groups' keys are present even where the simulation rounds their time to 0).
 */
export interface LongTaskDebug {
  urlIndex: number;
  startTime: number;
  duration: number;
  [group: string]: number;
}

/** The long-tasks audit's debug data. */
export interface LongTasksDebugData {
  urls: string[];
  tasks: LongTaskDebug[];
}

/** A page's long tasks, the renderer's start apart from the page's own work. */
export interface LongTaskSplit {
  /**
   * The navigation commit, in ms: the task in which the renderer creates the page's script
   * context and takes the first bytes of the response, before any of the page is parsed or
   * laid out; 0 when it stayed under 50 ms.
   */
  commitTask: number;
  /** The longest of the other tasks (parsing, style and layout, script), 0 when none. */
  longestPageTask: number;
  /**
   * The longest task Lighthouse attributes to one of the page's script files (hydration, a
   * timer's render), 0 when none: the work the page's own code can slice.
   */
  longestScriptTask: number;
}

/** A script file's URL: the page's chunks, not the document (its parsing, style and layout). */
const SCRIPT_URL = /\.m?js(?:[?#]|$)/;

/** Task groups that only come once the page's own markup is being read. */
const PAGE_GROUPS = ['parseHTML', 'styleLayout', 'scriptParseCompile'];

/**
 * Tells the navigation commit apart from the page's own long tasks.
 *
 * @param debug - the long-tasks audit's debug data (`details.debugData`), if it has any
 * @returns the commit's duration, the longest other task's, and the longest script task's
 * @remarks The commit is the earliest long task when Lighthouse attributes it to no script and
 *   it holds no parsing, layout or compiling: nothing of the page has been read yet. A trace of
 *   it shows `DocumentLoader::CommitNavigation`, most of it V8 deserialising a new context in a
 *   renderer process that has just started.
 */
export function splitLongTasks(debug: LongTasksDebugData | undefined): LongTaskSplit {
  const tasks = [...(debug?.tasks ?? [])].sort((a, b) => a.startTime - b.startTime);
  const first = tasks[0];
  const isCommit =
    first !== undefined &&
    debug?.urls[first.urlIndex] === 'Unattributable' &&
    !PAGE_GROUPS.some((group) => group in first);
  const others = isCommit ? tasks.slice(1) : tasks;
  return {
    commitTask: isCommit ? first.duration : 0,
    longestPageTask: Math.max(0, ...others.map((task) => task.duration)),
    longestScriptTask: Math.max(
      0,
      ...tasks
        .filter((task) => SCRIPT_URL.test(debug?.urls[task.urlIndex] ?? ''))
        .map((task) => task.duration),
    ),
  };
}
