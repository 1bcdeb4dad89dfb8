/** A value the views read and follow: the current state and a way to hear of each change. */
export interface ReadableStore<S> {
  get(): S;
  /** calls the listener after every change; returns the way to stop */
  subscribe(listener: () => void): () => void;
}

/** A readable store and the one way to change it. */
export interface Store<S> extends ReadableStore<S> {
  set(next: S): void;
}

export function createStore<S>(initial: S): Store<S> {
  let state = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => state,
    set(next) {
      if (next === state) return;
      state = next;
      listeners.forEach((listener) => listener());
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}
