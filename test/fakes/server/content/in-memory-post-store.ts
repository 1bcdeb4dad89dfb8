import type { NewPost, PostFields, PostPublishing, PostStore, StoredPost } from '../../../../server/modules/content';

/** How an article written straight in stands unless the test says otherwise. */
export const PUBLISHED: PostPublishing = { state: 'published', publishAt: null, coverAlt: null, seoTitle: null, seoDescription: null };

/** An article as the in-memory store keeps it: what the writes see, and its times. */
export interface StoredPostRow extends StoredPost {
  createdAt: Date;
  updatedAt: Date;
}

/** Articles in memory, with slugs unique as the database keeps them. */
export class InMemoryPostStore implements PostStore {
  readonly rows: StoredPostRow[] = [];
  private readonly takenMeanwhile: string[] = [];
  private ids = 0;
  private failing = false;

  /** The next insert or update fails, as a lost database connection would. */
  failNextWrite(): void {
    this.failing = true;
  }

  /** Another writer takes this slug between our next look at the slugs and our insert. */
  anotherWriterTakes(slug: string): void {
    this.takenMeanwhile.push(slug);
  }

  async find(id: string): Promise<StoredPost | null> {
    const row = this.rows.find((each) => each.id === id);
    return row
      ? {
          id: row.id,
          slug: row.slug,
          userId: row.userId,
          title: row.title,
          categoryId: row.categoryId,
          content: row.content,
          image: row.image,
          inMedia: row.inMedia,
          publishing: { ...row.publishing },
          slugSettled: row.slugSettled,
        }
      : null;
  }

  async slugsStartingWith(prefix: string): Promise<ReadonlySet<string>> {
    const slugs = new Set(this.rows.map((row) => row.slug).filter((slug) => slug.startsWith(prefix)));
    const taken = this.takenMeanwhile.shift();
    if (taken)
      this.add({
        slug: taken,
        userId: 'another-writer',
        title: taken,
        categoryId: null,
        content: '<p>x</p>',
        image: null,
        inMedia: false,
        at: new Date(0),
      });
    return slugs;
  }

  async insert(post: NewPost): Promise<'inserted' | 'slug-taken'> {
    this.failIfAsked();
    if (this.rows.some((row) => row.slug === post.slug)) return 'slug-taken';
    this.add(post);
    return 'inserted';
  }

  async update(id: string, fields: PostFields, at: Date): Promise<void> {
    this.failIfAsked();
    const row = this.rows.find((each) => each.id === id);
    if (row) Object.assign(row, fields, { updatedAt: at });
  }

  async publishDue(now: Date): Promise<number> {
    const due = this.rows.filter(
      (row) => row.publishing.state === 'scheduled' && row.publishing.publishAt !== null && row.publishing.publishAt <= now,
    );
    for (const row of due)
      Object.assign(row, {
        updatedAt: row.publishing.publishAt,
        slugSettled: true,
        publishing: { ...row.publishing, state: 'published', publishAt: null },
      });
    return due.length;
  }

  async remove(id: string): Promise<void> {
    const index = this.rows.findIndex((each) => each.id === id);
    if (index >= 0) this.rows.splice(index, 1);
  }

  /** Writes an article straight in (a demo article has no owner: `userId: null`); its address is settled unless said, as the database's default. */
  add(
    post: Omit<NewPost, 'userId' | 'publishing' | 'slugSettled'> & {
      userId: string | null;
      publishing?: PostPublishing;
      slugSettled?: boolean;
    },
  ): StoredPostRow {
    this.ids += 1;
    const { at, publishing = PUBLISHED, slugSettled = true, ...fields } = post;
    const row: StoredPostRow = { id: `post-${this.ids}`, ...fields, publishing, slugSettled, createdAt: at, updatedAt: at };
    this.rows.push(row);
    return row;
  }

  private failIfAsked(): void {
    if (!this.failing) return;
    this.failing = false;
    throw new Error('the database went away');
  }
}
