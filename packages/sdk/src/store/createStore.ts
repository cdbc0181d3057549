/** A state container read through `useSyncExternalStore`: one state, one derived snapshot. */
export interface Kernel<State, Snapshot> {
  /** The current state (the slices' working data). */
  get(): State;
  /** Merges a change into the state, derives a new snapshot and tells every listener. */
  set(patch: Partial<State>): void;
  /** The snapshot of the current state; the same object until the next {@link Kernel.set}. */
  snapshot(): Snapshot;
  /** The snapshot of the initial state (the server's render and the hydrating one). */
  initialSnapshot(): Snapshot;
  subscribe(listener: () => void): () => void;
}

/**
 * Creates the kernel the shop store's slices share: each slice reads the state and writes its
 * part through `set`, and readers only ever see snapshots.
 *
 * @param initial - the state before anything is read from storage
 * @param derive - builds the public snapshot of a state (called once per change)
 * @returns the kernel
 * @remarks Every `set` notifies, so a slice that changes several fields at once passes them in
 *   one patch: readers never see half of a change.
 */
export function createStore<State extends object, Snapshot>(
  initial: State,
  derive: (state: State) => Snapshot,
): Kernel<State, Snapshot> {
  const listeners = new Set<() => void>();
  const first = derive(initial);
  let state = initial;
  let snapshot = first;
  return {
    get: () => state,
    set(patch) {
      state = { ...state, ...patch };
      snapshot = derive(state);
      for (const listener of listeners) listener();
    },
    snapshot: () => snapshot,
    initialSnapshot: () => first,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
