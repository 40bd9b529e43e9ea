/**
 * Runs async tasks one after the other. PGlite is a single connection: two HTTP requests whose
 * transactions interleaved on it would share one transaction (and one `set local role`), so
 * every database task goes through one queue.
 */
export class SerialQueue {
  #tail: Promise<unknown> = Promise.resolve();

  run<T>(task: () => Promise<T>): Promise<T> {
    const result = this.#tail.then(task, task);
    // The next task waits for this one whether it succeeded or failed.
    this.#tail = result.catch(() => undefined);
    return result;
  }

  /** Resolves once every task queued so far has finished. */
  idle(): Promise<void> {
    return this.#tail.then(() => undefined);
  }
}
