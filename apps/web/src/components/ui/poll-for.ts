/**
 * Looks for something every `everyMs` until `find` returns it (resolved with it) or `withinMs`
 * has passed (resolved with null): for what a third party's script adds to the page in its own
 * time, such as a live chat provider's launcher button (§9: every 100 ms, within 10 s).
 */
export function pollFor<T>(
  find: () => T | null | undefined,
  everyMs: number,
  withinMs: number,
): Promise<T | null> {
  return new Promise((resolve) => {
    const first = find();
    if (first) return resolve(first);
    const lastPoll = Math.ceil(withinMs / everyMs);
    let polls = 0;
    const timer = window.setInterval(() => {
      polls += 1;
      const found = find();
      if (found || polls >= lastPoll) {
        window.clearInterval(timer);
        resolve(found ?? null);
      }
    }, everyMs);
  });
}
