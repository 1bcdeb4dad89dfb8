import { WorkLimiter } from '../../../../server/modules/site-images/work-limiter';

/** A job that runs until the test lets it finish. */
function heldJob(log: string[], name: string) {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  const run = async () => {
    log.push(`start ${name}`);
    await done;
    log.push(`end ${name}`);
    return name;
  };
  return { run, finish };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('the bound on image work', () => {
  it('runs one job at a time, the waiting ones in turn, and turns away any beyond the line', async () => {
    const limiter = new WorkLimiter({ running: 1, waiting: 2 });
    const log: string[] = [];
    const [a, b, c] = ['a', 'b', 'c'].map((name) => heldJob(log, name));
    const runs = [limiter.run(a.run), limiter.run(b.run), limiter.run(c.run)];
    expect(await limiter.run(async () => 'd')).toBeNull();
    await settle();
    expect(log).toEqual(['start a']);
    a.finish();
    await settle();
    expect(log).toEqual(['start a', 'end a', 'start b']);
    b.finish();
    c.finish();
    expect(await Promise.all(runs)).toEqual(['a', 'b', 'c']);
    expect(log).toEqual(['start a', 'end a', 'start b', 'end b', 'start c', 'end c']);
  });

  it('frees the place of a job that failed', async () => {
    const limiter = new WorkLimiter({ running: 1, waiting: 0 });
    await expect(limiter.run(async () => Promise.reject(new Error('broken')))).rejects.toThrow('broken');
    expect(await limiter.run(async () => 'next')).toBe('next');
  });
});
