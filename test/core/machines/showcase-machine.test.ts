import { createActor, SimulatedClock } from 'xstate';
import { showcaseMachine } from '../../../src/core/machines/showcase-machine';
import { SHOWCASE_ADVANCE_MS } from '../../../src/core/domain/limits';

function startShowcase(count = 4) {
  const clock = new SimulatedClock();
  const actor = createActor(showcaseMachine, { clock, input: { count } }).start();
  const index = () => actor.getSnapshot().context.index;
  return { clock, actor, index };
}

describe('the benefit showcase', () => {
  it('starts on the first item and waits the full interval before moving', () => {
    const { clock, index } = startShowcase();
    expect(index()).toBe(0);
    clock.increment(SHOWCASE_ADVANCE_MS - 1);
    expect(index()).toBe(0);
    clock.increment(1);
    expect(index()).toBe(1);
  });

  it('advances every interval and wraps from the last item to the first', () => {
    const { clock, index } = startShowcase();
    const seen = [index()];
    for (let step = 0; step < 5; step += 1) {
      clock.increment(SHOWCASE_ADVANCE_MS);
      seen.push(index());
    }
    expect(seen).toEqual([0, 1, 2, 3, 0, 1]);
  });

  it('shows a clicked item and never advances again', () => {
    const { clock, actor, index } = startShowcase();
    clock.increment(SHOWCASE_ADVANCE_MS);
    actor.send({ type: 'SELECT', index: 3 });
    expect(index()).toBe(3);
    expect(actor.getSnapshot().value).toBe('chosen');
    clock.increment(SHOWCASE_ADVANCE_MS * 10);
    expect(index()).toBe(3);
  });

  it('keeps auto-advance stopped after a later click on another item', () => {
    const { clock, actor, index } = startShowcase();
    actor.send({ type: 'SELECT', index: 2 });
    clock.increment(SHOWCASE_ADVANCE_MS);
    actor.send({ type: 'SELECT', index: 0 });
    expect(index()).toBe(0);
    clock.increment(SHOWCASE_ADVANCE_MS * 3);
    expect(index()).toBe(0);
    expect(actor.getSnapshot().value).toBe('chosen');
  });

  it('ignores a selection that names no item and keeps advancing', () => {
    const { clock, actor, index } = startShowcase();
    actor.send({ type: 'SELECT', index: 7 });
    actor.send({ type: 'SELECT', index: -1 });
    expect(actor.getSnapshot().value).toBe('advancing');
    clock.increment(SHOWCASE_ADVANCE_MS);
    expect(index()).toBe(1);
  });

  it('restarts the interval at each step rather than counting from the start', () => {
    const { clock, index } = startShowcase();
    clock.increment(SHOWCASE_ADVANCE_MS);
    clock.increment(SHOWCASE_ADVANCE_MS / 2);
    expect(index()).toBe(1);
    clock.increment(SHOWCASE_ADVANCE_MS / 2 - 1);
    expect(index()).toBe(1);
    clock.increment(1);
    expect(index()).toBe(2);
  });
});
