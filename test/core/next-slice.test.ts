import { SLICE_MS, slicer } from '../../src/next-slice';

/** a clock the test moves, and a count of the times the thread was handed back */
function setUp() {
  const clock = { at: 0, now: () => clock.at };
  const handBacks = { count: 0 };
  const next = slicer(clock, async () => void (handBacks.count += 1));
  return { clock, handBacks, next };
}

describe("the take-over's hand-backs to the browser", () => {
  it('hands the thread back at the first step', async () => {
    const { handBacks, next } = setUp();
    await next();
    expect(handBacks.count).toBe(1);
  });

  it('runs the next steps in the same task while they have taken less than a slice', async () => {
    const { clock, handBacks, next } = setUp();
    await next();
    clock.at += 1;
    await next();
    clock.at += SLICE_MS - 2;
    await next();
    expect(handBacks.count).toBe(1);
  });

  it('hands the thread back again once a slice has been used, and counts the next slice from there', async () => {
    const { clock, handBacks, next } = setUp();
    await next();
    clock.at += SLICE_MS;
    await next();
    expect(handBacks.count).toBe(2);
    clock.at += SLICE_MS - 1;
    await next();
    expect(handBacks.count).toBe(2);
    clock.at += 1;
    await next();
    expect(handBacks.count).toBe(3);
  });
});
