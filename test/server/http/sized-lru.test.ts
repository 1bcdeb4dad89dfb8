import { SizedLru } from '../../../server/http/sized-lru';

describe('a size-bounded least-recently-used store', () => {
  it('lets the least recently used value go first once there are too many', () => {
    const lru = new SizedLru<string>({ entries: 2, bytes: 1000 });
    lru.set('a', 'A');
    lru.set('b', 'B');
    lru.get('a');
    lru.set('c', 'C');
    expect([lru.peek('a'), lru.peek('b'), lru.peek('c')]).toEqual(['A', undefined, 'C']);
  });

  it("counts a value's size once known, only while it is still the one kept, and trims to the byte limit", () => {
    const lru = new SizedLru<string>({ entries: 10, bytes: 100 });
    lru.set('a', 'A1');
    lru.set('a', 'A2');
    lru.sized('a', 'A1', 60);
    expect(lru.usage).toEqual({ entries: 1, bytes: 0 });
    lru.sized('a', 'A2', 60);
    lru.set('b', 'B');
    lru.sized('b', 'B', 60);
    expect(lru.usage).toEqual({ entries: 1, bytes: 60 });
    expect(lru.peek('a')).toBeUndefined();
  });

  it('forgets a key only when it still holds the value it was asked to forget', () => {
    const lru = new SizedLru<string>({ entries: 10, bytes: 100 });
    lru.set('a', 'new');
    lru.delete('a', 'old');
    expect(lru.peek('a')).toBe('new');
    lru.delete('a');
    expect(lru.usage.entries).toBe(0);
  });
});
