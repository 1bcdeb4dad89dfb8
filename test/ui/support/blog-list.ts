import { screen, within } from '@testing-library/react';
import { FakeCategoryReader } from '../../fakes/fake-category-reader';
import { AUDIT, TAX } from '../../fakes/sample-posts';

/** The two sample categories, each with the count of its published articles. */
export const sampleCategories = (counts: { tax: number; audit: number }) =>
  new FakeCategoryReader([
    { ...TAX, updatedAt: '2026-11-01T00:00:00Z', postCount: counts.tax },
    { ...AUDIT, updatedAt: '2026-11-01T00:00:00Z', postCount: counts.audit },
  ]);

/** The cards the blog list shows (/search's and /media's). */
export const listedCards = () => within(screen.getByRole('list', { name: /مقالات|حضور در رسانه/ })).getAllByRole('listitem');
