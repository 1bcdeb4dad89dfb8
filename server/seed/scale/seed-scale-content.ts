import type { AppDatabase } from '../../db/database';
import { articleBody, articleTitle, seededRandom, SCALE_SUBJECTS } from './persian-corpus';
import type { ScaleSeeding } from './scale-stores';
import type { ScaleSizes } from './scale-sizes';
import { inBatches } from './in-batches';

const ARTICLES_PER_TRANSACTION = 500;
const FIVE_YEARS_MS = 5 * 365 * 24 * 60 * 60 * 1000;

/** The categories and the published articles, by one writer, spread over the last five years. */
export async function seedScaleContent(
  db: AppDatabase,
  seeding: ScaleSeeding,
  sizes: ScaleSizes,
  writerId: string,
  now: Date,
): Promise<void> {
  const { categories } = seeding.storesOn(db);
  const categoryIds: string[] = [];
  for (let i = 0; i < sizes.categories; i += 1) {
    const saved = await categories.create(subjectOf(i), now);
    if (!('category' in saved)) throw new Error(`the category ${subjectOf(i)} was not created`);
    categoryIds.push(saved.category.id);
  }
  await inBatches(db, sizes.articles, ARTICLES_PER_TRANSACTION, async (trx, from, to) => {
    const { posts } = seeding.storesOn(trx);
    for (let n = from; n < to; n += 1) {
      // each article from its own seed: the same text whichever batch writes it first
      const random = seededRandom(1_402 + n);
      const category = n % categoryIds.length;
      const at = new Date(now.getTime() - FIVE_YEARS_MS + Math.floor((FIVE_YEARS_MS * n) / sizes.articles));
      const inserted = await posts.insert({
        slug: `scale-${n}`,
        userId: writerId,
        at,
        title: articleTitle(random, subjectOf(category)),
        categoryId: categoryIds[category],
        content: articleBody(random),
        image: null,
        inMedia: false,
        publishing: { state: 'published', publishAt: null, coverAlt: null, seoTitle: null, seoDescription: null },
        slugSettled: true,
      });
      if (inserted !== 'inserted') throw new Error(`the slug scale-${n} is taken`);
    }
  });
}

function subjectOf(index: number): string {
  const subject = SCALE_SUBJECTS[index % SCALE_SUBJECTS.length];
  return index < SCALE_SUBJECTS.length ? subject : `${subject} ${index}`;
}
