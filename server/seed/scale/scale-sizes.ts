/** How much a practice has after a few years (issue 23): the data set of `npm run seed:scale` and the scale bench. */
export interface ScaleSizes {
  articles: number;
  categories: number;
  types: number;
  /** hourly, from 08:00 on */
  slotsPerDay: number;
  /** in all, over every type: six months ahead first, then back into the past */
  slots: number;
  /** days published ahead of today */
  daysAhead: number;
  /** in the past three years */
  reservations: number;
  customers: number;
}

export const SCALE: ScaleSizes = {
  articles: 10_000,
  categories: 12,
  types: 4,
  slotsPerDay: 12,
  slots: 17_500,
  daysAhead: 183,
  reservations: 50_000,
  customers: 2_000,
};

/** SCALE_FRACTION=0.1 shrinks every count (for a quick check of the tooling); the full set otherwise. */
export function scaleSizesFromEnvironment(env: NodeJS.ProcessEnv = process.env): ScaleSizes {
  const fraction = Number(env.SCALE_FRACTION ?? '1');
  if (!(fraction > 0 && fraction <= 1)) return SCALE;
  const shrink = (n: number) => Math.max(1, Math.round(n * fraction));
  return {
    ...SCALE,
    articles: shrink(SCALE.articles),
    slots: shrink(SCALE.slots),
    daysAhead: Math.max(1, Math.min(SCALE.daysAhead, Math.floor(shrink(SCALE.slots) / (SCALE.types * SCALE.slotsPerDay)))),
    reservations: shrink(SCALE.reservations),
    customers: shrink(SCALE.customers),
  };
}
