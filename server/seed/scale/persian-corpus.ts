/**
 * Deterministic Persian-looking text for the scale data set: a seeded PRNG (mulberry32), a
 * vocabulary of pseudo-words made of Persian syllables, drawn Zipf-like (a word's chance falls
 * with its rank), so the bench knows which words are rare, middling and common.
 */
const SYLLABLES = [
  'ما',
  'لی',
  'سر',
  'زه',
  'یه',
  'بو',
  'رس',
  'دا',
  'نش',
  'کا',
  'ر',
  'گر',
  'ده',
  'نو',
  'پا',
  'زا',
  'مه',
  'تر',
  'سا',
  'زی',
  'خا',
  'نه',
  'فر',
  'شت',
  'بی',
  'مو',
  'دل',
  'را',
  'حی',
  'جو',
  'گا',
  'هی',
  'وا',
  'قو',
  'نی',
  'ست',
  'در',
  'بر',
  'لا',
  'شی',
];
const VOCABULARY_SIZE = 3_000;

export type Random = () => number;

/** mulberry32: the same seed gives the same numbers on every machine. */
export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

let vocabulary: string[] | undefined;

/** The words by rank, most common first; every word three syllables or more, so search finds it by trigrams. */
export function scaleVocabulary(): string[] {
  if (vocabulary) return vocabulary;
  const random = seededRandom(23);
  const words = new Set<string>();
  while (words.size < VOCABULARY_SIZE) {
    const length = 3 + Math.floor(random() * 2);
    let word = '';
    for (let i = 0; i < length; i += 1) word += SYLLABLES[Math.floor(random() * SYLLABLES.length)];
    words.add(word);
  }
  vocabulary = [...words];
  return vocabulary;
}

/** A word drawn with a chance of about 1/rank. */
export function drawWord(random: Random): string {
  const words = scaleVocabulary();
  const rank = Math.floor(Math.exp(random() * Math.log(words.length + 1))) - 1;
  return words[Math.min(rank, words.length - 1)];
}

function sentence(random: Random): string {
  const length = 6 + Math.floor(random() * 10);
  return Array.from({ length }, () => drawWord(random)).join(' ') + '.';
}

/** An article's body: 1.5 to 3 KB of paragraphs. */
export function articleBody(random: Random): string {
  const target = 1_500 + Math.floor(random() * 1_500);
  const paragraphs: string[] = [];
  let bytes = 0;
  while (bytes < target) {
    const text = Array.from({ length: 3 + Math.floor(random() * 3) }, () => sentence(random)).join(' ');
    paragraphs.push(`<p>${text}</p>`);
    bytes += Buffer.byteLength(text);
  }
  return paragraphs.join('');
}

/** An article's title: its category's subject and three words. */
export function articleTitle(random: Random, subject: string): string {
  return `${subject}: ${drawWord(random)} ${drawWord(random)} ${drawWord(random)}`;
}

/** Words the bench searches for: rare (in a few articles), mid (in hundreds), common (in most). */
export function benchSearchWords(): { rare: string[]; mid: string[]; common: string[] } {
  const words = scaleVocabulary();
  return { rare: words.slice(2_000, 2_200), mid: words.slice(100, 300), common: words.slice(0, 10) };
}

/** The categories' titles: what a financial consultant writes about. */
export const SCALE_SUBJECTS = [
  'مالیات',
  'بیمه',
  'سرمایه‌گذاری',
  'بورس',
  'حسابداری',
  'بودجه خانوار',
  'وام و تسهیلات',
  'بازنشستگی',
  'ارز و طلا',
  'املاک',
  'کسب‌وکار',
  'پس‌انداز',
];
