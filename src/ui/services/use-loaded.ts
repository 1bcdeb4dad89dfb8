import { useCallback, useEffect, useRef, useState } from 'react';
import type { Outcome } from '../../core/domain/outcome';

export interface Loaded<T> {
  /** the last answer read; kept while a newer read is on its way */
  value: T | null;
  /** why the last read failed, until the next one starts */
  error: string | null;
  /** a read is on its way */
  loading: boolean;
  /** reads again; the answer of an older read still on its way is then dropped */
  refresh(): Promise<void>;
  /** runs a write and, once it has succeeded, reads again what it changed; answers the write's outcome */
  afterWrite<R extends Outcome<unknown>>(write: () => Promise<R>): Promise<R>;
}

interface LoadState<T> {
  value: T | null;
  error: string | null;
  loading: boolean;
}

function stateOf<T>(first: Outcome<T> | undefined): LoadState<T> {
  if (first === undefined) return { value: null, error: null, loading: true };
  return first.ok ? { value: first.value, error: null, loading: false } : { value: null, error: first.message, loading: false };
}

/**
 * The one way a view loads what it shows: `load` (a `useCallback` over a use case and what it
 * reads by) runs on mount and again whenever it changes. Only the newest read's answer is shown,
 * so a slow answer to an older question never replaces a newer one, and none lands after unmount.
 * `first` is the answer the server already read for the page it drew (`useFirstData`): it is shown
 * at once and the mount reads nothing; a changed `load` reads as always.
 */
export function useLoaded<T>(load: () => Promise<Outcome<T>>, first?: Outcome<T>): Loaded<T> {
  const [state, setState] = useState<LoadState<T>>(() => stateOf(first));
  const newest = useRef(0);
  const served = useRef(first !== undefined);

  const refresh = useCallback(async () => {
    const read = ++newest.current;
    setState((current) => ({ ...current, error: null, loading: true }));
    const result = await load();
    if (read !== newest.current) return;
    setState((current) =>
      result.ok ? { value: result.value, error: null, loading: false } : { ...current, error: result.message, loading: false },
    );
  }, [load]);

  useEffect(() => {
    if (served.current) served.current = false;
    else void refresh();
    const reads = newest;
    // a changed question or an unmount: whatever is still on its way is stale
    return () => void reads.current++;
  }, [refresh]);

  const afterWrite = useCallback(
    async <R extends Outcome<unknown>>(write: () => Promise<R>): Promise<R> => {
      const outcome = await write();
      if (outcome.ok) await refresh();
      return outcome;
    },
    [refresh],
  );

  return { ...state, refresh, afterWrite };
}
