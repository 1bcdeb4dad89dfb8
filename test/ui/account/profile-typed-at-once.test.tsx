import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { renderToString } from 'react-dom/server.node';
import { hydrateRoot } from 'react-dom/client';
import { renderApp, fakeContainer } from '../support/render-app';
import { openBooking } from '../booking/booking-harness';
import { sampleUser } from '../../fakes/sample-data';
import { FakeAccountRepository } from '../../fakes/fake-account-repository';
import type { User } from '../../../src/core/domain/user';
import { ServicesProvider } from '../../../src/ui/services/services-context';
import { AppStateProvider } from '../../../src/ui/app-state/app-state-context';
import ProfileTab from '../../../src/ui/features/account/profile-tab';
import { lightTheme } from '../../../src/ui/theme/themes';
import { INITIAL_STATE } from '../../../src/core/domain/persisted-state';

// The first lazily loaded page of a run is compiled on demand, which can take a few seconds.
configure({ asyncUtilTimeout: 10000 });
jest.setTimeout(30000);

/** A customer who has just signed up: an e-mail and nothing else. */
const newcomer = () => sampleUser({ firstName: '', lastName: '', bio: '', mobile: '', isProfileComplete: false });

/** An account server whose answer to "who is signed in?" comes when the test says. */
class LateSessionCheck extends FakeAccountRepository {
  /** the pending answer to the start's session check */
  meReply: ((user: User) => void) | null = null;
  override me(): Promise<User | null> {
    this.meCalls += 1;
    return new Promise((resolve) => {
      this.meReply = resolve;
    });
  }
  async answerMe(user: User): Promise<void> {
    await waitFor(() => expect(this.meReply).not.toBeNull());
    await act(async () => this.meReply!(user));
  }
}

/** Fields typed one right after another with no wait between them, as a browser test's `fill` does. */
function typeAllAtOnce(fields: Array<[HTMLElement, string]>): void {
  act(() => {
    for (const [field, value] of fields) fireEvent.change(field, { target: { value } });
  });
}

describe('the profile tab typed all at once', () => {
  it('keeps and sends every field of three typed one right after another', async () => {
    const accounts = new FakeAccountRepository();
    accounts.lastUser = newcomer();
    renderApp('/dashboard?tab=profile', {
      state: { user: { currentUser: newcomer(), loading: false, error: null } },
      services: { accounts },
    });
    const first = await screen.findByPlaceholderText('نام');
    typeAllAtOnce([
      [first, 'مریم'],
      [screen.getByPlaceholderText('نام خانوادگی'), 'کریمی'],
      [screen.getByLabelText('شماره موبایل'), '۰۹۱۲ ۳۴۵ ۶۷۸۹'],
    ]);
    expect(first).toHaveValue('مریم');
    fireEvent.click(screen.getByRole('button', { name: 'بروزرسانی اطلاعات' }));
    expect(await screen.findByText('اطلاعات حساب کاربری شما ذخیره شد')).toBeInTheDocument();
    expect(accounts.updateCalls).toEqual([{ userId: 'u-1', changes: { firstName: 'مریم', lastName: 'کریمی', mobile: '09123456789' } }]);
    expect(screen.queryByText('برای رزرو مشاوره، ایمیل، نام، نام خانوادگی و شماره موبایل را کامل کنید.')).toBeNull();
  });

  it('keeps what was typed when the session is read again after the tab opened', async () => {
    const accounts = new LateSessionCheck();
    accounts.lastUser = newcomer();
    renderApp('/dashboard?tab=profile', {
      state: { user: { currentUser: newcomer(), loading: false, error: null } },
      services: { accounts },
    });
    const first = await screen.findByPlaceholderText('نام');
    typeAllAtOnce([[first, 'مریم']]);
    // the server's answer to the start's session check arrives: the same user, a new copy
    await accounts.answerMe(newcomer());
    typeAllAtOnce([
      [screen.getByPlaceholderText('نام خانوادگی'), 'کریمی'],
      [screen.getByLabelText('شماره موبایل'), '۰۹۱۲ ۳۴۵ ۶۷۸۹'],
    ]);
    expect(screen.getByPlaceholderText('نام')).toHaveValue('مریم');
    fireEvent.click(screen.getByRole('button', { name: 'بروزرسانی اطلاعات' }));
    expect(await screen.findByText('اطلاعات حساب کاربری شما ذخیره شد')).toBeInTheDocument();
    expect(accounts.updateCalls).toEqual([{ userId: 'u-1', changes: { firstName: 'مریم', lastName: 'کریمی', mobile: '09123456789' } }]);
  });

  it('comes from the server not ready to type into, and once taken over sends all that is typed', async () => {
    // a tab the server rendered, before the app has taken the page over: React would keep
    // showing what was typed into the server's inputs, and never read it
    const mark = document.documentElement.dataset.interactive;
    delete document.documentElement.dataset.interactive;
    const accounts = new FakeAccountRepository();
    accounts.lastUser = newcomer();
    const { container: services } = fakeContainer({ accounts });
    const tab = (
      <ServicesProvider container={services}>
        <AppStateProvider restored={{ ...INITIAL_STATE, user: { currentUser: newcomer(), loading: false, error: null } }}>
          <ThemeProvider theme={lightTheme}>
            <ProfileTab />
          </ThemeProvider>
        </AppStateProvider>
      </ServicesProvider>
    );
    const page = document.createElement('div');
    page.innerHTML = renderToString(tab);
    document.body.append(page);
    const fields = () => [
      within(page).getByPlaceholderText('نام'),
      within(page).getByPlaceholderText('نام خانوادگی'),
      within(page).getByLabelText('شماره موبایل'),
    ];
    const button = () => within(page).getByRole('button', { name: 'بروزرسانی اطلاعات' });
    try {
      for (const field of fields()) expect(field).toBeDisabled();
      expect(button()).toBeDisabled();
      expect(button().closest('form')).toHaveAttribute('method', 'post');
      const root = await act(async () => hydrateRoot(page, tab));
      for (const field of fields()) expect(field).toBeDisabled();
      await act(async () => {
        document.documentElement.dataset.interactive = 'true';
      });
      await waitFor(() => expect(button()).toBeEnabled());
      const [first, last, mobile] = fields();
      typeAllAtOnce([
        [first, 'مریم'],
        [last, 'کریمی'],
        [mobile, '۰۹۱۲ ۳۴۵ ۶۷۸۹'],
      ]);
      fireEvent.click(button());
      expect(await within(page).findByText('اطلاعات حساب کاربری شما ذخیره شد')).toBeInTheDocument();
      expect(accounts.updateCalls).toEqual([{ userId: 'u-1', changes: { firstName: 'مریم', lastName: 'کریمی', mobile: '09123456789' } }]);
      act(() => root.unmount());
    } finally {
      page.remove();
      if (mark === undefined) delete document.documentElement.dataset.interactive;
      else document.documentElement.dataset.interactive = mark;
    }
  });
});

describe("the booking card's personal information typed all at once", () => {
  it('keeps and sends every field of three typed one right after another', async () => {
    const { services } = openBooking({ user: newcomer() });
    services.accounts.lastUser = newcomer();
    const card = await screen.findByRole('region', { name: 'اطلاعات شخصی' });
    const first = within(card).getByLabelText('نام');
    await waitFor(() => expect(first).toBeEnabled());
    typeAllAtOnce([
      [first, 'مریم'],
      [within(card).getByLabelText('نام خانوادگی'), 'کریمی'],
      [within(card).getByLabelText('شماره موبایل'), '۰۹۱۲ ۳۴۵ ۶۷۸۹'],
    ]);
    expect(first).toHaveValue('مریم');
    fireEvent.click(within(card).getByRole('button', { name: 'ذخیره اطلاعات' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'اطلاعات شخصی' })).toHaveTextContent('۰۹۱۲۳۴۵۶۷۸۹'));
    expect(services.accounts.updateCalls).toEqual([
      { userId: 'u-1', changes: { firstName: 'مریم', lastName: 'کریمی', mobile: '09123456789' } },
    ]);
  });

  it('keeps what was typed when the session is read again after the card opened', async () => {
    const accounts = new LateSessionCheck();
    accounts.lastUser = newcomer();
    openBooking({ user: newcomer(), services: { accounts } });
    const card = await screen.findByRole('region', { name: 'اطلاعات شخصی' });
    await waitFor(() => expect(within(card).getByLabelText('نام')).toBeEnabled());
    typeAllAtOnce([[within(card).getByLabelText('نام'), 'مریم']]);
    await accounts.answerMe(newcomer());
    const after = screen.getByRole('region', { name: 'اطلاعات شخصی' });
    typeAllAtOnce([
      [within(after).getByLabelText('نام خانوادگی'), 'کریمی'],
      [within(after).getByLabelText('شماره موبایل'), '۰۹۱۲ ۳۴۵ ۶۷۸۹'],
    ]);
    expect(within(after).getByLabelText('نام')).toHaveValue('مریم');
    fireEvent.click(within(after).getByRole('button', { name: 'ذخیره اطلاعات' }));
    await waitFor(() => expect(accounts.updateCalls).toHaveLength(1));
    expect(accounts.updateCalls).toEqual([{ userId: 'u-1', changes: { firstName: 'مریم', lastName: 'کریمی', mobile: '09123456789' } }]);
  });
});
