import type { CategoryReader, PostCategory } from '../../ports/blog/category-reader';
import type { Log } from '../../ports/platform/log';
import { attempt, type Outcome } from '../../domain/outcome';

/** The categories the blog list filters by; a failure is only logged, the list shows no filter. */
export class ListPostCategories {
  constructor(
    private readonly reader: CategoryReader,
    private readonly log: Log = () => {},
  ) {}

  async execute(): Promise<Outcome<PostCategory[]>> {
    const outcome = await attempt(() => this.reader.list(), '');
    if (!outcome.ok) this.log(`categories unavailable: ${outcome.message}`);
    return outcome;
  }
}
