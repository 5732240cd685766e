/** Watches a promise so a test can ask whether (and how) it has settled. */
export interface Tracked<T> {
  readonly settled: boolean;
  readonly value: T | undefined;
  readonly error: unknown;
  readonly rejected: boolean;
}

export function track<T>(promise: Promise<T>): Tracked<T> {
  const state = {
    settled: false,
    value: undefined as T | undefined,
    error: undefined as unknown,
    rejected: false,
  };
  promise.then(
    (value) => {
      state.settled = true;
      state.value = value;
    },
    (error: unknown) => {
      state.settled = true;
      state.rejected = true;
      state.error = error;
    },
  );
  return state;
}

/** A callback spy for `cb(err, value)`. */
export function callbackSpy<T>(): { (error: unknown, value: T | null): void; calls: [unknown, T | null][] } {
  const calls: [unknown, T | null][] = [];
  const spy = (error: unknown, value: T | null): void => {
    calls.push([error, value]);
  };
  return Object.assign(spy, { calls });
}
