import { addDays, toBusinessWallClock } from '../../src/core/domain/business-time';
import { persianWeekdayIndex } from '../../src/core/domain/jalali-date';
import { normalizeForSearch, searchTextFor } from '../../src/core/domain/search-text';
import type { AppDatabase } from '../db/database';
import type { FileStorage } from '../ports/file-storage';
import { DEMO_ARTICLES, DEMO_CATEGORIES } from './demo-articles';
import { DEMO_RESERVATION_TYPES } from './demo-reservation-types';
import { parseBookingQuestions } from '../../src/core/domain/booking-questions/parse-questions';
import { demoCoverPng } from './demo-image';
import { DEMO_PAGE_TEXTS } from './demo-page-texts';
import { DEMO_SITE_PROFILE } from './demo-site-profile';

export const DEMO_SLOT_DAYS = 42;
const THURSDAY = 5;
const FRIDAY = 6;

const COVER_COLORS: Array<[[number, number, number], [number, number, number]]> = [
  [
    [13, 71, 161],
    [0, 150, 136],
  ],
  [
    [49, 27, 146],
    [3, 155, 229],
  ],
  [
    [0, 77, 64],
    [104, 159, 56],
  ],
  [
    [62, 39, 35],
    [255, 143, 0],
  ],
  [
    [38, 50, 56],
    [0, 172, 193],
  ],
];

/** True when the database has no reservation type, category or article yet. */
export async function isEmptyDatabase(db: AppDatabase): Promise<boolean> {
  const [types, categories, posts] = await Promise.all([
    db.selectFrom('reservation_types').select('id').limit(1).execute(),
    db.selectFrom('categories').select('id').limit(1).execute(),
    db.selectFrom('posts').select('id').limit(1).execute(),
  ]);
  return types.length === 0 && categories.length === 0 && posts.length === 0;
}

/** Fills an empty database with the demo consultant's profile, demo types and slots for six weeks, categories, articles and page texts. */
export async function seedDemoContent(db: AppDatabase, now: Date, files: FileStorage): Promise<void> {
  const today = toBusinessWallClock(now).date;
  await db.transaction().execute(async (trx) => {
    for (const [order, demo] of DEMO_RESERVATION_TYPES.entries()) {
      const type = await trx
        .insertInto('reservation_types')
        .values({
          title: demo.title,
          description: demo.description,
          price: demo.price,
          included_services: JSON.stringify(demo.includedServices),
          display_order: order,
          session_mode: demo.session.mode,
          meeting_link: demo.session.meetingLink,
          office_address: demo.session.officeAddress,
          duration_minutes: demo.durationMinutes,
          buffer_minutes: demo.bufferMinutes,
          is_popular: demo.popular,
          questions: JSON.stringify(demoQuestions(demo)),
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const slots = [];
      for (let offset = 0; offset <= DEMO_SLOT_DAYS; offset++) {
        const date = addDays(today, offset);
        const weekday = persianWeekdayIndex(date);
        const times = weekday === FRIDAY ? [] : weekday === THURSDAY ? demo.thursdayTimes : demo.times;
        for (const time of times) slots.push({ reservation_type_id: type.id, date, time });
      }
      if (slots.length > 0) await trx.insertInto('time_slots').values(slots).execute();
    }

    const categoryIds = new Map<string, string>();
    for (const title of DEMO_CATEGORIES) {
      const row = await trx.insertInto('categories').values({ title, updated_at: now }).returning('id').executeTakeFirstOrThrow();
      categoryIds.set(title, row.id);
    }

    for (const [index, article] of DEMO_ARTICLES.entries()) {
      const fileName = `demo/cover-${index + 1}.png`;
      const [from, to] = COVER_COLORS[index % COVER_COLORS.length];
      await files.put(fileName, demoCoverPng(from, to, index), { contentType: 'image/png' });
      const written = new Date(now.getTime() - article.daysAgo * 24 * 60 * 60 * 1000);
      await trx
        .insertInto('posts')
        .values({
          slug: article.slug,
          title: article.title,
          image: `uploads/${fileName}`,
          category_id: categoryIds.get(article.category)!,
          content: article.content,
          in_media: article.inMedia,
          search_text: searchTextFor(article.title, article.content),
          search_title: normalizeForSearch(article.title),
          created_at: written,
          updated_at: written,
        })
        .execute();
    }

    await trx
      .insertInto('page_text_versions')
      .values(
        DEMO_PAGE_TEXTS.map(([slot, text]) => ({
          slot,
          version: 1,
          ...text,
          saved_by: null,
          saved_by_name: DEMO_TEXTS_AUTHOR,
          created_at: now,
        })),
      )
      .execute();
    await seedDemoSiteProfile(trx, now);
  });
}

/** Who the versions list says wrote the demo texts. */
export const DEMO_TEXTS_AUTHOR = 'محتوای نمونه';

/** The demo consultant as the site's profile, unless the site already has one. */
export async function seedDemoSiteProfile(db: AppDatabase, now: Date): Promise<void> {
  const { images, ...profile } = DEMO_SITE_PROFILE;
  await db
    .insertInto('site_profile')
    .values({ id: 1, profile: JSON.stringify(profile), images: JSON.stringify(images), updated_at: now })
    .onConflict((c) => c.column('id').doNothing())
    .execute();
}

/** The demo type's questions as the type's own rule keeps them (ids and all). */
function demoQuestions(demo: (typeof DEMO_RESERVATION_TYPES)[number]) {
  const parsed = parseBookingQuestions(demo.questions ?? []);
  if (!parsed.ok) throw new Error(`demo questions of ${demo.title}: ${parsed.message}`);
  return parsed.value;
}
