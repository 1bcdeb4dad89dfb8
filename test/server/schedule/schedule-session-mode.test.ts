import { startTestServer, type TestServer } from '../support/test-server';
import { signInDirectly } from '../support/sign-in-directly';
import { snapshotSchedule } from '../support/snapshot-schedule';
import { jsonClient } from '../support/json-client';

const LINK = 'https://meet.example.com/tax-advice';
const ADDRESS = 'تهران، خیابان ولیعصر، بالاتر از میدان ونک، پلاک ۱۲';

describe("how a type's sessions happen, set by the consultant", () => {
  let server: TestServer;
  let api: ReturnType<typeof jsonClient>;
  const fields = { title: 'مشاوره مالیاتی', description: '', price: 900000, includedServices: [], displayOrder: 0 };

  beforeAll(async () => {
    server = await startTestServer();
    api = jsonClient(server.url, (await signInDirectly(server.db, { isAdmin: true })).cookie);
  });
  afterAll(async () => server.close());

  it.each([
    [{}, 'برای جلسه آنلاین، لینک جلسه را وارد کنید'],
    [{ mode: 'online', meetingLink: '   ' }, 'برای جلسه آنلاین، لینک جلسه را وارد کنید'],
    [{ mode: 'online', meetingLink: 'http://meet.example.com/x' }, 'لینک جلسه باید نشانی کاملی باشد که با https:// آغاز می‌شود'],
    [{ mode: 'online', meetingLink: 'javascript:alert(1)' }, 'لینک جلسه باید نشانی کاملی باشد که با https:// آغاز می‌شود'],
    [{ mode: 'online', meetingLink: 'https://meet.example.com/a b' }, 'لینک جلسه باید نشانی کاملی باشد که با https:// آغاز می‌شود'],
    [{ mode: 'online', meetingLink: `https://meet.example.com/${'a'.repeat(500)}` }, 'لینک جلسه حداکثر ۵۰۰ کاراکتر است'],
    [{ mode: 'office', officeAddress: '' }, 'برای جلسه حضوری، نشانی دفتر را وارد کنید'],
    [{ mode: 'office', officeAddress: 'ا'.repeat(301) }, 'نشانی دفتر حداکثر ۳۰۰ کاراکتر است'],
    [{ mode: 'office', officeAddress: 'تهران\u0000ونک' }, 'متن ارسال‌شده نویسه‌های نامعتبر دارد'],
    [{ mode: 'video' }, 'نحوه برگزاری جلسه باید آنلاین، حضوری یا تلفنی باشد'],
  ])('refuses a bad way of meeting with a Persian 400 and stores nothing (%#)', async (session, message) => {
    const before = await snapshotSchedule(server.db);
    const response = await api('POST', '/api/reservationtypes', { ...fields, session });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ success: false, message });
    expect(await snapshotSchedule(server.db)).toEqual(before);
  });

  it("keeps an online type's link for the consultant and never gives it to the public", async () => {
    const created = await api('POST', '/api/reservationtypes', {
      ...fields,
      session: { mode: 'online', meetingLink: ` ${LINK} `, officeAddress: 'ignored' },
    });
    expect(created.status).toBe(201);
    expect(created.body.data.session).toEqual({ mode: 'online', meetingLink: LINK, officeAddress: null });
    const one = await fetch(`${server.url}/api/reservationtypes/${created.body.data._id}`);
    const text = await one.text();
    expect(JSON.parse(text).session).toEqual({ mode: 'online', officeAddress: null });
    expect(text).not.toContain('meet.example.com');
    expect(await (await fetch(`${server.url}/api/reservationtypes`)).text()).not.toContain('meet.example.com');
  });

  it("shows an office type's address to everyone, and a phone type as a call", async () => {
    const office = await api('POST', '/api/reservationtypes', {
      ...fields,
      title: 'حضوری',
      session: { mode: 'office', officeAddress: ADDRESS, meetingLink: LINK },
    });
    expect(office.body.data.session).toEqual({ mode: 'office', meetingLink: null, officeAddress: ADDRESS });
    const phone = await api('PUT', `/api/reservationtypes/${office.body.data._id}`, {
      ...fields,
      title: 'تلفنی',
      session: { mode: 'phone' },
    });
    expect(phone.status).toBe(200);
    expect(phone.body.data.session).toEqual({ mode: 'phone', meetingLink: null, officeAddress: null });

    const other = await api('POST', '/api/reservationtypes', {
      ...fields,
      title: 'دفتر',
      session: { mode: 'office', officeAddress: ADDRESS },
    });
    const list = await (await fetch(`${server.url}/api/reservationtypes`)).json();
    const byId = (id: string) => list.data.find((type: { _id: string }) => type._id === id);
    expect(byId(other.body.data._id).session).toEqual({ mode: 'office', officeAddress: ADDRESS });
    expect(byId(office.body.data._id).session).toEqual({ mode: 'phone', officeAddress: null });
    const admin = await api('GET', '/api/reservationtypes/admin/all');
    expect(admin.body.data.find((type: { _id: string }) => type._id === other.body.data._id).session.officeAddress).toBe(ADDRESS);
  });
});
