import { DataVersions, type Versions } from '../../../server/http/data-versions';

/** A version read the test finishes by hand, counting how many run at once. */
function scriptedReads() {
  const pending: Array<{ resolve: (versions: Versions) => void; reject: (error: Error) => void }> = [];
  let running = 0;
  let mostAtOnce = 0;
  const read = () =>
    new Promise<Versions>((resolve, reject) => {
      running += 1;
      mostAtOnce = Math.max(mostAtOnce, running);
      pending.push({
        resolve: (versions) => {
          running -= 1;
          resolve(versions);
        },
        reject: (error) => {
          running -= 1;
          reject(error);
        },
      });
    });
  return { read, pending, mostAtOnce: () => mostAtOnce };
}

const versions = (posts: number): Versions => new Map([['posts', String(posts)]]);
const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

describe('reading the data versions', () => {
  it('lets the requests that arrive in the same turn of the event loop share one read', async () => {
    const reads = scriptedReads();
    const dataVersions = new DataVersions(reads.read);
    const first = dataVersions.current();
    // the next request parsed in the same turn: the embedded database would have run a read started at once by now
    for (let step = 0; step < 10; step += 1) await Promise.resolve();
    const answers = Promise.all([first, dataVersions.current(), dataVersions.current()]);
    await nextTurn();
    reads.pending[0].resolve(versions(1));
    await nextTurn();
    expect(reads.pending).toHaveLength(1);
    expect((await answers).map((answer) => answer.get('posts'))).toEqual(['1', '1', '1']);
  });

  it('never answers a request with a read that began before it arrived, and runs one read at a time', async () => {
    const reads = scriptedReads();
    const dataVersions = new DataVersions(reads.read);
    const early = dataVersions.current();
    await nextTurn();
    expect(reads.pending).toHaveLength(1);

    // these arrive while the first read is under way: they must wait for a read that starts later
    const late = [dataVersions.current(), dataVersions.current()];
    await nextTurn();
    expect(reads.pending).toHaveLength(1);
    reads.pending[0].resolve(versions(1));
    expect((await early).get('posts')).toBe('1');

    await nextTurn();
    expect(reads.pending).toHaveLength(2);
    reads.pending[1].resolve(versions(2));
    expect((await Promise.all(late)).map((answer) => answer.get('posts'))).toEqual(['2', '2']);
    expect(reads.mostAtOnce()).toBe(1);
  });

  it('hands a failed read to its callers and reads afresh for the next request', async () => {
    const reads = scriptedReads();
    const dataVersions = new DataVersions(reads.read);
    const failing = dataVersions.current();
    await nextTurn();
    reads.pending[0].reject(new Error('connection lost'));
    await expect(failing).rejects.toThrow('connection lost');

    const retry = dataVersions.current();
    await nextTurn();
    expect(reads.pending).toHaveLength(2);
    reads.pending[1].resolve(versions(3));
    expect((await retry).get('posts')).toBe('3');
  });
});
