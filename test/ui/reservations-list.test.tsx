import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from './support/render-app';
import { FakeReservationTypeRepository } from '../fakes/fake-reservation-type-repository';
import { sampleReservationType } from '../fakes/sample-data';

// Pages load lazily; on a busy machine the first chunk can take over a second.
configure({ asyncUtilTimeout: 5000 });

const types = [
  sampleReservationType({ _id: 't-1', title: 'جلسه آشنایی رایگان', price: 0, includedServices: ['تماس تلفنی'], durationMinutes: 15 }),
  sampleReservationType({ _id: 't-2', title: 'مشاوره مالی تخصصی', price: 1500000, includedServices: ['جلسه ۶۰ دقیقه‌ای', 'گزارش کتبی'] }),
  sampleReservationType({ _id: 't-3', title: 'مشاوره مالیاتی', price: 1200000, durationMinutes: 45, popular: true }),
  sampleReservationType({ _id: 't-4', title: 'مشاوره حسابرسی', price: 2500000 }),
];

describe('the reservations list', () => {
  it('shows each type as a card with its price, session length, services and request link, the one the consultant chose marked popular', async () => {
    renderApp('/reservations', { services: { reservationTypes: new FakeReservationTypeRepository(types) } });
    const cards = await screen.findAllByRole('article');
    expect(cards).toHaveLength(4);
    expect(within(cards[0]).getByText('رایگان')).toBeInTheDocument();
    expect(within(cards[1]).getByText('۱٬۵۰۰٬۰۰۰ تومان')).toBeInTheDocument();
    expect(
      within(cards[1])
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['جلسه ۶۰ دقیقه‌ای', 'گزارش کتبی']);
    expect(within(cards[1]).getByRole('link', { name: 'درخواست مشاوره' })).toHaveAttribute('href', '/reservation/t-2');
    expect(within(cards[0]).getByTestId('session-length')).toHaveTextContent('مدت جلسه: ۱۵ دقیقه');
    expect(within(cards[2]).getByTestId('session-length')).toHaveTextContent('مدت جلسه: ۴۵ دقیقه');
    expect(screen.getAllByText('پرطرفدار')).toHaveLength(1);
    expect(within(cards[2]).getByText('پرطرفدار')).toBeInTheDocument();
  });

  it('reads the types once on arrival, but not for the page the server rendered with them, until the visitor comes back to it', async () => {
    const repository = new FakeReservationTypeRepository(types);
    renderApp('/reservations', {
      services: { reservationTypes: repository },
      state: { reservations: { list: types, loading: false, error: null } },
      fromServer: true,
    });
    expect(await screen.findAllByRole('article')).toHaveLength(4);
    await userEvent.click(screen.getAllByRole('link', { name: 'درخواست مشاوره' })[0]);
    await screen.findByRole('heading', { level: 1, name: 'رزرو جلسه آشنایی رایگان' }, { timeout: 10000 });
    expect(repository.listCalls).toBe(0);
    await userEvent.click(screen.getAllByRole('link', { name: 'رزرو مشاوره' })[0]);
    await waitFor(() => expect(repository.listCalls).toBe(1));
  });

  it('shows a loading indicator while the types are fetched', async () => {
    const repository = new FakeReservationTypeRepository(types);
    repository.list = () => new Promise(() => {});
    renderApp('/reservations', { services: { reservationTypes: repository } });
    expect(await screen.findByText('در حال دریافت انواع مشاوره')).toBeInTheDocument();
  });

  it('says so when there is no type', async () => {
    renderApp('/reservations', { services: { reservationTypes: new FakeReservationTypeRepository([]) } });
    expect(await screen.findByText('هیچ نوع رزروی پیدا نشد')).toBeInTheDocument();
  });

  it("shows the server's message, or the default text, when the fetch is refused", async () => {
    const repository = new FakeReservationTypeRepository();
    repository.listAnswer = { success: false, data: [] };
    renderApp('/reservations', { services: { reservationTypes: repository } });
    expect(await screen.findByRole('alert')).toHaveTextContent('خطا در دریافت انواع رزرو');
  });

  it("adds the spec's suffix when the request throws", async () => {
    const repository = new FakeReservationTypeRepository();
    repository.listAnswer = new Error('Network Error');
    renderApp('/reservations', { services: { reservationTypes: repository } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Network Error ایی در دریافت اطلاعات رخ داد');
  });

  it('opens the booking screen of a type from its card, passing the type along', async () => {
    renderApp('/reservations', { services: { reservationTypes: new FakeReservationTypeRepository(types) } });
    const cards = await screen.findAllByRole('article');
    await userEvent.click(within(cards[2]).getByRole('link', { name: 'درخواست مشاوره' }));
    // the booking page's code is loaded on this first visit (compiled anew on a clean machine)
    expect(await screen.findByRole('heading', { level: 1, name: 'رزرو مشاوره مالیاتی' }, { timeout: 10000 })).toBeInTheDocument();
  });

  it('shows the first three types on the home page with a link to all', async () => {
    renderApp('/', { services: { reservationTypes: new FakeReservationTypeRepository(types) } });
    const link = await screen.findByRole('link', { name: 'مشاهده تمام مشاوره ها' });
    expect(link).toHaveAttribute('href', '/reservations');
    // the home page has article cards of its own (services); the teaser's are the ones offering a booking
    await waitFor(() => expect(screen.getAllByRole('link', { name: 'درخواست مشاوره' })).toHaveLength(3));
    expect(screen.queryByText('مشاوره حسابرسی')).toBeNull();
  });
});
