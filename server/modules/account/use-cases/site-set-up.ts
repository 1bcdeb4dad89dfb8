import type { FirstRunStore } from '../ports/first-run-store';

/**
 * Whether the site has its admin yet, as every page request asks while a production site waits
 * for set-up. Once the answer is yes it stays yes in this process and the database is not asked
 * again; while it is no, requests that arrive together share one question.
 */
export class SiteSetUp {
  private done = false;
  private asking: Promise<boolean> | null = null;

  constructor(private readonly store: Pick<FirstRunStore, 'adminExists'>) {}

  async isDone(): Promise<boolean> {
    if (this.done) return true;
    this.asking ??= this.store
      .adminExists()
      .then((exists) => (this.done ||= exists))
      .finally(() => {
        this.asking = null;
      });
    return this.asking;
  }

  /** Set-up finished in this process: no need to ask. */
  markDone(): void {
    this.done = true;
  }
}
