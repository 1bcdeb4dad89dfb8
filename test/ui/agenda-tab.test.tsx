jest.setTimeout(20000);

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from './support/render-app';
import { sampleUser } from '../fakes/sample-data';
import { FakeBusinessRepository } from '../fakes/fake-business-repository';
import { FakeClock } from '../fakes/fake-clock';
import { agendaRange } from '../../src/core/domain/agenda-range';
import { addDays, toBusinessWallClock } from '../../src/core/domain/business-time';
import { formatJalaliDayMonthYear, formatJalaliLong } from '../../src/core/domain/jalali-date';
import { formatPersianNumber } from '../../src/core/domain/persian-digits';
import type { AgendaBlockedSlot, AgendaSession } from '../../src/core/contracts/api/business-api';

const admin = { user: { currentUser: sampleUser({ isAdmin: true }), loading: false, error: null } };

function session(overrides: Partial<AgendaSession>): AgendaSession {
  return {
    id: 's',
    date: '',
    time: '10:00',
    customerName: 'سارا احمدی',
    customerMobile: '09121234567',
    typeTitle: 'مشاوره مالیاتی',
    sessionMode: 'phone',
    noShow: false,
    ...overrides,
  };
}

describe("the consultant's agenda tab", () => {
  const clock = new FakeClock();
  const today = toBusinessWallClock(clock.now()).date;

  function renderAgenda(sessions: AgendaSession[], query = '', blocked: AgendaBlockedSlot[] = []) {
    const business = new FakeBusinessRepository();
    business.sessions = sessions;
    business.blocked = blocked;
    renderApp(`/dashboard?tab=agenda${query}`, { state: admin, services: { business, clock } });
    return business;
  }

  it("opens on today with each session's time (Tehran), customer, a number to call, type, mode and no-show mark, and moves day by day", async () => {
    const business = renderAgenda([
      session({ id: 'a', date: today, time: '09:30', noShow: true }),
      session({ id: 'b', date: addDays(today, 1), customerName: 'علی رضایی', customerMobile: null, sessionMode: 'online' }),
    ]);
    expect(await screen.findByRole('heading', { level: 2, name: 'برنامهٔ کاری' }, { timeout: 10000 })).toBeInTheDocument();
    const first = await screen.findByTestId('agenda-a');
    for (const text of ['۰۹:۳۰', 'به وقت تهران', 'سارا احمدی', 'مشاوره مالیاتی', 'تلفنی', 'نیامد']) expect(first).toHaveTextContent(text);
    expect(within(first).getByRole('link', { name: '۰۹۱۲۱۲۳۴۵۶۷' })).toHaveAttribute('href', 'tel:09121234567');
    expect(screen.queryByTestId('agenda-b')).toBeNull();
    expect(screen.getByTestId('agenda-range')).toHaveTextContent(formatJalaliDayMonthYear(today));
    expect(business.agendaAsked).toEqual([{ from: today, to: today }]);

    await userEvent.click(screen.getByRole('link', { name: 'روز بعد' }));
    expect(await screen.findByTestId('agenda-b')).toHaveTextContent('علی رضایی');
    expect(screen.queryByTestId('agenda-a')).toBeNull();
    expect(business.agendaAsked.at(-1)).toEqual({ from: addDays(today, 1), to: addDays(today, 1) });
  });

  it("folds each session's answers under it, each under its question as asked (yes/no and numbers as the consultant reads them), and nothing for a session without", async () => {
    renderAgenda([
      session({
        id: 'a',
        date: today,
        answers: [
          { questionId: 'field', label: 'حوزه فعالیت شرکت؟', kind: 'short-text', answer: 'پخش دارو' },
          { questionId: 'year', label: 'سال مالی مورد بررسی؟', kind: 'number', answer: 1403 },
          { questionId: 'audit', label: 'حسابرسی شده است؟', kind: 'yes-no', answer: false },
        ],
      }),
      session({ id: 'b', date: today, time: '12:00' }),
    ]);
    const first = await screen.findByTestId('agenda-a', {}, { timeout: 10000 });
    const folded = first.querySelector('details');
    expect(folded).not.toBeNull();
    expect(folded).not.toHaveAttribute('open');
    expect(within(first).getByText('پاسخ‌های مشتری (۳)')).toBeInTheDocument();
    await userEvent.click(within(first).getByText('پاسخ‌های مشتری (۳)'));
    expect(folded).toHaveAttribute('open');
    const pairs = within(first)
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    expect(pairs).toEqual([
      ['حوزه فعالیت شرکت؟', 'پخش دارو'],
      ['سال مالی مورد بررسی؟', formatPersianNumber(1403)],
      ['حسابرسی شده است؟', 'خیر'],
    ]);
    expect(screen.getByTestId('agenda-b')).not.toHaveTextContent('پاسخ‌های مشتری');
  });

  it("marks a session an event of the consultant's own calendar collides with, and not the others", async () => {
    renderAgenda([session({ id: 'a', date: today, outsideEvent: true }), session({ id: 'b', date: today, time: '12:00' })]);
    expect(await screen.findByTestId('agenda-a', {}, { timeout: 10000 })).toHaveTextContent('هم‌زمان با رویدادی از تقویم شما');
    expect(screen.getByTestId('agenda-b')).not.toHaveTextContent('هم‌زمان با رویدادی از تقویم شما');
  });

  it("lists in each day, apart from its sessions, the empty slots an event of the consultant's own calendar blocks", async () => {
    const week = agendaRange('week', today);
    const other = today === week.from ? week.to : week.from;
    renderAgenda([session({ id: 'a', date: today, time: '12:00' })], '&view=week', [
      { date: today, time: '09:30', typeTitle: 'مشاوره کوتاه' },
      { date: today, time: '16:00', typeTitle: 'مشاوره مالیاتی' },
      { date: other, time: '10:00', typeTitle: 'مشاوره کوتاه' },
    ]);
    const day = (date: string) => screen.getByRole('region', { name: formatJalaliLong(date) });
    expect(await screen.findByTestId('agenda-a', {}, { timeout: 10000 })).not.toHaveTextContent('بسته با تقویم شما');
    const blocked = within(within(day(today)).getByRole('list', { name: /رویدادهای تقویم شما بسته‌اند/ })).getAllByRole('listitem');
    expect(blocked.map((item) => item.textContent)).toEqual([
      'بسته با تقویم شما ساعت ۰۹:۳۰ · مشاوره کوتاه',
      'بسته با تقویم شما ساعت ۱۶:۰۰ · مشاوره مالیاتی',
    ]);
    expect(within(day(other)).getByRole('listitem')).toHaveTextContent('بسته با تقویم شما ساعت ۱۰:۰۰ · مشاوره کوتاه');
    expect(within(day(other)).getByText('در این روز جلسه‌ای نیست.')).toBeInTheDocument();
    expect(screen.getAllByText('بسته با تقویم شما')).toHaveLength(3);
    expect(screen.queryByText(/بیش از این‌هاست/)).toBeNull();
  });

  it('says when the blocked slots were more than the agenda carries', async () => {
    const business = new FakeBusinessRepository();
    business.blocked = [{ date: today, time: '09:30', typeTitle: 'مشاوره کوتاه' }];
    business.blockedTruncated = true;
    renderApp('/dashboard?tab=agenda', { state: admin, services: { business, clock } });
    expect(await screen.findByText(/بیش از این‌هاست/, {}, { timeout: 10000 })).toBeInTheDocument();
  });

  it('shows a Persian week, Saturday to Friday, with its empty days said, and moves week by week', async () => {
    const week = agendaRange('week', today);
    const business = renderAgenda([session({ id: 'a', date: week.to }), session({ id: 'later', date: addDays(week.to, 1) })], '&view=week');
    expect(await screen.findByTestId('agenda-a')).toBeInTheDocument();
    expect(business.agendaAsked).toEqual([week]);
    expect(screen.getAllByText('در این روز جلسه‌ای نیست.')).toHaveLength(6);
    expect(screen.getByRole('link', { name: 'هفته' })).toHaveAttribute('aria-current', 'page');

    await userEvent.click(screen.getByRole('link', { name: 'هفته بعد' }));
    expect(await screen.findByTestId('agenda-later')).toBeInTheDocument();
    expect(business.agendaAsked.at(-1)).toEqual(agendaRange('week', addDays(week.to, 1)));
  });

  it("shows the week being read, not the day's sessions spread over it, until the week's arrive", async () => {
    const business = renderAgenda([session({ id: 'a', date: today })]);
    expect(await screen.findByTestId('agenda-a', {}, { timeout: 10000 })).toBeInTheDocument();
    let answer = () => {};
    business.agendaHeld = new Promise((resolve) => {
      answer = resolve;
    });

    await userEvent.click(screen.getByRole('link', { name: 'هفته' }));
    expect(screen.getByRole('link', { name: 'هفته' })).toHaveAttribute('aria-current', 'page');
    expect(screen.queryByTestId('agenda-a')).toBeNull();
    expect(screen.queryByText('در این روز جلسه‌ای نیست.')).toBeNull();
    expect(screen.getByRole('status')).toBeInTheDocument();

    answer();
    expect(await screen.findByTestId('agenda-a')).toBeInTheDocument();
    expect(screen.getAllByText('در این روز جلسه‌ای نیست.')).toHaveLength(6);
  });

  it('says what went wrong when the agenda cannot be read', async () => {
    const business = new FakeBusinessRepository();
    business.loadFailure = 'ارتباط با سرور برقرار نشد';
    renderApp('/dashboard?tab=agenda', { state: admin, services: { business, clock } });
    expect(await screen.findByText('ارتباط با سرور برقرار نشد', {}, { timeout: 10000 })).toBeInTheDocument();
  });
});
