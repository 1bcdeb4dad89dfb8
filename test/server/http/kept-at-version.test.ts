import { KeptAtVersion } from '../../../server/http/kept-at-version';

describe('a value kept at the data version it was read under', () => {
  const reader = () => {
    const reads: string[] = [];
    return {
      reads,
      load: (key: string, value: number) => async () => {
        reads.push(key);
        return value;
      },
    };
  };

  it('is read once for its version, and again once the version moves', async () => {
    const kept = new KeptAtVersion<number>(10);
    const { reads, load } = reader();
    expect(await kept.get('1', 'all', load('all', 12))).toBe(12);
    expect(await kept.get('1', 'all', load('all', 99))).toBe(12);
    expect(await kept.get('2', 'all', load('all', 13))).toBe(13);
    expect(reads).toEqual(['all', 'all']);
  });

  it('shares one read between requests that ask together', async () => {
    const kept = new KeptAtVersion<number>(10);
    const { reads, load } = reader();
    const answers = await Promise.all([kept.get('1', 'all', load('all', 12)), kept.get('1', 'all', load('all', 12))]);
    expect(answers).toEqual([12, 12]);
    expect(reads).toEqual(['all']);
  });

  it('does not keep a failed read: the next request reads again', async () => {
    const kept = new KeptAtVersion<number>(10);
    await expect(kept.get('1', 'all', () => Promise.reject(new Error('connection lost')))).rejects.toThrow('connection lost');
    expect(await kept.get('1', 'all', async () => 12)).toBe(12);
  });

  it('keeps at most its number of keys, the least recently used leaving first', async () => {
    const kept = new KeptAtVersion<number>(2);
    const { reads, load } = reader();
    await kept.get('1', 'a', load('a', 1));
    await kept.get('1', 'b', load('b', 2));
    await kept.get('1', 'a', load('a', 1));
    await kept.get('1', 'c', load('c', 3));
    expect(kept.size).toBe(2);
    await kept.get('1', 'a', load('a', 1));
    await kept.get('1', 'b', load('b', 2));
    expect(reads).toEqual(['a', 'b', 'c', 'b']);
  });
});
