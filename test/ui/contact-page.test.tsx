jest.setTimeout(20000);
import type { ReactNode } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { App } from '../../src/ui/app';
import { INITIAL_STATE } from '../../src/core/domain/persisted-state';
import type { SiteContact } from '../../src/core/domain/site-profile';
import { DEMO_SITE_PROFILE as SITE_PROFILE } from '../../server/seed/demo-site-profile';
import { CONTACT_MESSAGES } from '../../src/core/domain/contact-message';
import { fakeContainer } from './support/render-app';
import { FakeContactRepository } from '../fakes/fake-contact-repository';

const CONTACT: SiteContact = {
  phone: '021-88776655',
  mobile: '09350001122',
  email: 'office@example.com',
  address: 'تهران، خیابان نمونه، پلاک ۱',
  postalCode: '1969713411',
  hours: 'شنبه تا چهارشنبه',
  mapUrl: 'https://maps.example/place',
};

/** The app at /contact with the profile's contact this test sets (the settings module fills it on the real site). */
async function renderContact(contact: SiteContact = CONTACT, repository = new FakeContactRepository()) {
  const { container } = fakeContainer({ contact: repository });
  const router = (children: ReactNode) => <MemoryRouter initialEntries={['/contact']}>{children}</MemoryRouter>;
  render(<App container={container} restored={INITIAL_STATE} site={{ ...SITE_PROFILE, contact }} router={router} />);
  await screen.findByRole('heading', { level: 1, name: 'تماس با ما' }, { timeout: 10000 });
  return repository;
}

const form = () => screen.getByRole('form', { name: 'فرم تماس' });
const field = (label: string) => within(form()).getByLabelText(label);

describe('the contact page', () => {
  it('shows every detail the profile sets: phone and mobile as tel: links in Persian digits, e-mail, address, postal code, hours and map', async () => {
    await renderContact();
    expect(screen.getByRole('link', { name: '۰۲۱-۸۸۷۷۶۶۵۵' })).toHaveAttribute('href', 'tel:02188776655');
    expect(screen.getByRole('link', { name: '۰۹۳۵۰۰۰۱۱۲۲' })).toHaveAttribute('href', 'tel:09350001122');
    expect(screen.getByRole('link', { name: 'office@example.com' })).toHaveAttribute('href', 'mailto:office@example.com');
    expect(screen.getByText('۱۹۶۹۷۱۳۴۱۱')).toBeInTheDocument();
    expect(screen.getByText(CONTACT.address)).toBeInTheDocument();
    expect(screen.getByText(CONTACT.hours)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'مشاهده روی نقشه' })).toHaveAttribute('href', CONTACT.mapUrl);
  });

  it('shows only what is set', async () => {
    await renderContact({ ...CONTACT, phone: '', postalCode: '', mapUrl: '' });
    expect(screen.queryByText('تلفن')).toBeNull();
    expect(screen.queryByText('کد پستی')).toBeNull();
    expect(screen.queryByRole('link', { name: 'مشاهده روی نقشه' })).toBeNull();
    expect(screen.getByRole('link', { name: '۰۹۳۵۰۰۰۱۱۲۲' })).toBeInTheDocument();
  });

  it('says each problem in Persian beside its field and keeps what was typed', async () => {
    const repository = await renderContact();
    const user = userEvent.setup();
    await user.type(field('نام و نام خانوادگی'), 'نرگس کاظمی');
    await user.type(field('متن پیام'), 'کوتاه');
    await user.click(screen.getByRole('button', { name: 'ارسال' }));
    expect(await screen.findByText(CONTACT_MESSAGES.replyToRequired)).toBeInTheDocument();
    expect(screen.getByText(CONTACT_MESSAGES.textTooShort)).toBeInTheDocument();
    expect(field('متن پیام')).toHaveAttribute('aria-invalid', 'true');
    expect(field('نام و نام خانوادگی')).toHaveValue('نرگس کاظمی');
    expect(field('متن پیام')).toHaveValue('کوتاه');
    expect(repository.sent).toEqual([]);
  });

  it('sends a complaint and shows that it was registered, with its tracking number in Persian digits', async () => {
    const repository = await renderContact();
    const user = userEvent.setup();
    await user.type(field('نام و نام خانوادگی'), 'نرگس کاظمی');
    await user.type(field('ایمیل'), 'narges@example.com');
    await user.click(within(form()).getByRole('radio', { name: 'ثبت شکایت' }));
    await user.type(field('متن پیام'), 'جلسه‌ای که رزرو کرده بودم بدون خبر لغو شد.');
    await user.click(screen.getByRole('button', { name: 'ارسال' }));
    expect(
      await screen.findByText('شکایت شما با شماره پیگیری ۴۰۲۱۳۳۷۷ ثبت شد. پاسخ را از راهی که گذاشتید دریافت می‌کنید.'),
    ).toBeInTheDocument();
    expect(repository.sent).toEqual([
      {
        name: 'نرگس کاظمی',
        mobile: '',
        email: 'narges@example.com',
        kind: 'complaint',
        text: 'جلسه‌ای که رزرو کرده بودم بدون خبر لغو شد.',
        website: '',
      },
    ]);
  });

  it("shows the server's Persian refusal and keeps the message typed", async () => {
    const repository = new FakeContactRepository();
    repository.sendFailure = CONTACT_MESSAGES.tooMany(60);
    await renderContact(CONTACT, repository);
    const user = userEvent.setup();
    await user.type(field('نام و نام خانوادگی'), 'نرگس کاظمی');
    await user.type(field('موبایل'), '09121234567');
    await user.type(field('متن پیام'), 'پیامی که نباید گم شود، هرچه شد.');
    await user.click(screen.getByRole('button', { name: 'ارسال' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(CONTACT_MESSAGES.tooMany(60));
    expect(field('متن پیام')).toHaveValue('پیامی که نباید گم شود، هرچه شد.');
  });
});
