import { createActor, SimulatedClock } from 'xstate';
import { countdownMachine } from '../../../src/core/machines/countdown-machine';
import { FakeClock } from '../../fakes/fake-clock';

function startCountdown(heldSince: string, now: string) {
  const timers = new SimulatedClock();
  const clock = new FakeClock(Date.parse(now));
  const actor = createActor(countdownMachine, { clock: timers, input: { heldSince, clock } }).start();
  return {
    actor,
    text: () => actor.getSnapshot().context.text,
    advance(ms: number) {
      clock.advance(ms);
      timers.increment(ms);
    },
  };
}

describe('the pending-hold countdown machine', () => {
  it('counts down from six minutes after createdAt, once a second, as m:ss', () => {
    const countdown = startCountdown('2026-11-22T08:30:00.000Z', '2026-11-22T08:30:00Z');
    expect(countdown.text()).toBe('6:00');
    countdown.advance(1000);
    expect(countdown.text()).toBe('5:59');
    countdown.advance(54_000);
    expect(countdown.text()).toBe('5:05');
  });

  it('shows what is left when the hold began earlier', () => {
    const countdown = startCountdown('2026-11-22T08:25:00.000Z', '2026-11-22T08:30:00Z');
    expect(countdown.text()).toBe('1:00');
  });

  it('stops with nothing to show once the time is up', () => {
    const countdown = startCountdown('2026-11-22T08:30:00.000Z', '2026-11-22T08:35:58Z');
    expect(countdown.text()).toBe('0:02');
    countdown.advance(1000);
    expect(countdown.text()).toBe('0:01');
    countdown.advance(1000);
    expect(countdown.text()).toBeNull();
    expect(countdown.actor.getSnapshot().status).toBe('done');
  });

  it('is done at once for a hold that has already lapsed', () => {
    const countdown = startCountdown('2026-11-22T08:00:00.000Z', '2026-11-22T08:30:00Z');
    expect(countdown.text()).toBeNull();
    expect(countdown.actor.getSnapshot().status).toBe('done');
  });
});
