import type { PostSlugs } from '../ports/post-slugs';

/** An article's current slug when `slug` is one it had before; null when it is no old slug. */
export class FindCurrentSlug {
  constructor(private readonly slugs: Pick<PostSlugs, 'currentFor'>) {}

  execute(slug: string): Promise<string | null> {
    return this.slugs.currentFor(slug);
  }
}
