import { countdownText, countdownTextFa, holdRemainingMs } from '../../../src/core/domain/countdown';

const start = Date.parse('2026-11-22T08:00:00Z');

describe('the pending-hold countdown', () => {
  it("runs six minutes from the hold's start", () => {
    expect(countdownText(start, start)).toBe('6:00');
    expect(countdownText(start, start + 1000)).toBe('5:59');
  });

  it('pads the seconds with a zero', () => {
    expect(countdownText(start, start + 5 * 60 * 1000 + 55 * 1000)).toBe('0:05');
  });

  it('shows nothing once the time is up', () => {
    expect(countdownText(start, start + 6 * 60 * 1000)).toBeNull();
    expect(holdRemainingMs(start, start + 7 * 60 * 1000)).toBe(0);
  });

  it('writes Persian digits for the page', () => {
    expect(countdownTextFa(start, start + 65 * 1000)).toBe('۴:۵۵');
  });
});
