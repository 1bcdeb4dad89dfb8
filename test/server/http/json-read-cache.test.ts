import { DataVersions } from '../../../server/http/data-versions';
import { JsonReadCache, type CacheLimits, type Loaded } from '../../../server/http/json-read-cache';
import { FakeServerClock } from '../support/fake-server-clock';

function setup(limits: CacheLimits = { entries: 10, bytes: 1024 * 1024 }) {
  let postsVersion = 1;
  const clock = new FakeServerClock('2026-11-22T08:30:00Z');
  const cache = new JsonReadCache(new DataVersions(async () => new Map([['posts', String(postsVersion)]])), 'posts', clock, limits);
  const loads: string[] = [];
  const load =
    (key: string, value: unknown = { key, version: postsVersion }, goodUntil?: Date) =>
    async (): Promise<Loaded> => {
      loads.push(key);
      return { value, goodUntil };
    };
  const read = async (key: string, loader = load(key)) => JSON.parse((await cache.answer(key, loader)).bytes.toString('utf8'));
  return {
    cache,
    clock,
    loads,
    load,
    read,
    write: () => {
      postsVersion += 1;
    },
  };
}

describe('answers kept while their data stands still', () => {
  it('reads the database once while nothing changed, and again after a write', async () => {
    const { loads, read, write } = setup();
    expect(await read('page-1')).toEqual({ key: 'page-1', version: 1 });
    expect(await read('page-1')).toEqual({ key: 'page-1', version: 1 });
    expect(loads).toEqual(['page-1']);
    write();
    expect(await read('page-1')).toEqual({ key: 'page-1', version: 2 });
    expect(loads).toEqual(['page-1', 'page-1']);
  });

  it('lets the requests that miss together share one load', async () => {
    const { loads, read } = setup();
    await Promise.all([read('page-1'), read('page-1'), read('page-1')]);
    expect(loads).toEqual(['page-1']);
  });

  it('loads again when the answer runs out by the clock (a hold lapsing)', async () => {
    const { clock, loads, load, read } = setup();
    const until = new Date(clock.now().getTime() + 60_000);
    await read('2026-11-25', load('2026-11-25', [], until));
    clock.advance(59_999);
    await read('2026-11-25', load('2026-11-25', [], until));
    expect(loads).toHaveLength(1);
    clock.advance(1);
    await read('2026-11-25', load('2026-11-25', []));
    expect(loads).toHaveLength(2);
  });

  it('does not keep a load that failed', async () => {
    const { cache, loads, read } = setup();
    await expect(
      cache.answer('page-1', async () => {
        throw new Error('database down');
      }),
    ).rejects.toThrow('database down');
    expect(cache.usage.entries).toBe(0);
    await read('page-1');
    expect(loads).toEqual(['page-1']);
  });

  it('keeps at most the allowed number of answers, the least recently used leaving first', async () => {
    const { cache, loads, read } = setup({ entries: 50, bytes: 1024 * 1024 });
    for (let page = 0; page < 1000; page += 1) await read(`search-${page}`);
    expect(cache.usage.entries).toBe(50);
    await read('search-950');
    expect(loads.filter((key) => key === 'search-950')).toHaveLength(1);
    await read('search-0');
    expect(loads.filter((key) => key === 'search-0')).toHaveLength(2);
  });

  it('keeps at most the allowed number of bytes, each answer with room for its compressed forms', async () => {
    const { cache, load, read } = setup({ entries: 1000, bytes: 10_000 });
    // 2,002 bytes of JSON each, counted as half as much again for their compressed forms
    for (let page = 0; page < 100; page += 1) await read(`page-${page}`, load(`page-${page}`, 'ا'.repeat(1000)));
    expect(cache.usage.bytes).toBeLessThanOrEqual(10_000);
    expect(cache.usage.entries).toBe(3);
  });
});
