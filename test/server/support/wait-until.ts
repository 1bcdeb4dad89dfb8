/** Polls `check` every `everyMs` until it holds; throws when it still does not after `withinMs`. */
export async function waitUntil(check: () => Promise<boolean>, withinMs: number, everyMs = 200): Promise<void> {
  const deadline = Date.now() + withinMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`not so within ${withinMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}
