import { meetingLinkWindow } from '../../../src/core/domain/customer-session';

const START = { date: '2026-11-30', time: '09:00' };
/** An instant given on Tehran's clock (+03:30 all year). */
const tehran = (time: string) => new Date(`2026-11-30T${time}:00+03:30`);

describe("the meeting link's window", () => {
  it('closes when a 15-minute session ends, not an hour after its start', () => {
    expect(meetingLinkWindow(START, 15, tehran('09:14'))).toBe('open');
    expect(meetingLinkWindow(START, 15, tehran('09:15'))).toBe('over');
  });

  it('stays open to the end of a 90-minute session', () => {
    expect(meetingLinkWindow(START, 90, tehran('10:29'))).toBe('open');
    expect(meetingLinkWindow(START, 90, tehran('10:30'))).toBe('over');
  });

  it('opens a set time before the start', () => {
    expect(meetingLinkWindow(START, 45, tehran('07:00'))).toBe('before');
  });
});
