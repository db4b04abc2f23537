/**
 * Work sent in the background once the caller's transaction has committed (the mails that tell
 * members what happened): the answer does not wait for it, a failure is only logged, and shutdown
 * (and a test) can wait for what is still running.
 */
export function createBackgroundTasks() {
  const inFlight = new Set<Promise<void>>();
  return {
    /** Starts `task`; a failure goes to `onError`, never to the caller. */
    run(task: () => Promise<unknown>, onError: (error: unknown) => void): void {
      const running: Promise<void> = task()
        .then(() => undefined)
        .catch(onError)
        .finally(() => inFlight.delete(running));
      inFlight.add(running);
    },
    /** Waits (at most `timeoutMs`) for the tasks still running. */
    async settle(timeoutMs = 10_000): Promise<void> {
      if (!inFlight.size) return;
      let timer: ReturnType<typeof setTimeout> | undefined;
      await Promise.race([Promise.all([...inFlight]), new Promise<void>((resolve) => (timer = setTimeout(resolve, timeoutMs)))]);
      clearTimeout(timer);
    },
  };
}
