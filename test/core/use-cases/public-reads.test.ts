import { LoadLatestPosts } from '../../../src/core/use-cases/blog/load-latest-posts';
import { ListPostCategories } from '../../../src/core/use-cases/blog/list-post-categories';
import { LoadReservationType } from '../../../src/core/use-cases/booking/load-reservation-type';
import { ExportBookings } from '../../../src/core/use-cases/schedule/export-bookings';
import { FakePostReader } from '../../fakes/fake-post-reader';
import { FakeCategoryReader } from '../../fakes/fake-category-reader';
import { FakeReservationTypeRepository } from '../../fakes/fake-reservation-type-repository';
import { FakeBookingsRepository } from '../../fakes/fake-bookings-repository';
import { samplePosts } from '../../fakes/sample-posts';
import { sampleReservationType } from '../../fakes/sample-data';

describe('the latest articles', () => {
  it('asks for only as many as shown and gives those', async () => {
    const reader = new FakePostReader(samplePosts(5));
    const latest = await new LoadLatestPosts(reader).execute(3);
    expect(latest.ok && latest.value.map((post) => post._id)).toEqual(samplePosts(3).map((post) => post._id));
    expect(reader.queries).toEqual([{ limit: 3 }]);
  });

  it('only logs a failure', async () => {
    const reader = new FakePostReader();
    reader.failure = new Error('Network Error');
    const log = jest.fn();
    expect(await new LoadLatestPosts(reader, log).execute(3)).toEqual({ ok: false, message: 'Network Error' });
    expect(log).toHaveBeenCalledWith(expect.stringContaining('Network Error'));
  });
});

describe("the blog filter's categories", () => {
  it('gives the categories, or logs why there are none', async () => {
    const category = { _id: 'c-1', title: 'مالیات', updatedAt: '2026-11-01T00:00:00Z', postCount: 2 };
    const reader = new FakeCategoryReader([category]);
    const log = jest.fn();
    expect(await new ListPostCategories(reader, log).execute()).toEqual({ ok: true, value: [category], message: '' });
    reader.failure = new Error('Network Error');
    expect((await new ListPostCategories(reader, log).execute()).ok).toBe(false);
    expect(log).toHaveBeenCalledTimes(1);
  });
});

describe('a reservation type for its booking page', () => {
  it('gives the type, or the reason it could not be read', async () => {
    const type = sampleReservationType({ _id: 't-1' });
    const load = new LoadReservationType(new FakeReservationTypeRepository([type]));
    expect(await load.execute('t-1')).toEqual({ ok: true, value: { ...type, offeredDays: ['2026-11-23'] }, message: '' });
    expect(await load.execute('t-9')).toEqual({ ok: false, message: 'نوع رزرو پیدا نشد' });
  });

  it("asks for the month of the day or month the address names, else the server's first month", async () => {
    const types = new FakeReservationTypeRepository([sampleReservationType({ _id: 't-1' })]);
    const load = new LoadReservationType(types);
    await load.execute('t-1', '2026-12-25');
    await load.execute('t-1', '1405-09');
    await load.execute('t-1', 'not-a-day');
    expect(types.ranges).toEqual([{ from: '2026-12-22', to: '2027-01-20' }, { from: '2026-11-22', to: '2026-12-21' }, undefined]);
  });
});

describe('exporting the bookings', () => {
  it('gives the address of the CSV of the filtered rows', () => {
    expect(new ExportBookings(new FakeBookingsRepository()).execute({ status: 'confirmed' })).toBe(
      'http://api.test/api/reservations/export.csv?status=confirmed',
    );
  });
});
