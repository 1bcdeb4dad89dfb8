import { configure, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../support/render-app';
import { signedIn } from '../support/signed-in';
import { FakeSecondFactorRepository } from '../../fakes/fake-second-factor-repository';

configure({ asyncUtilTimeout: 10000 });
jest.setTimeout(30000);

describe("the admin's second factor on the profile", () => {
  it("turns on: the server's QR picture and the secret as text, then the app's first code", async () => {
    const secondFactors = new FakeSecondFactorRepository();
    renderApp('/dashboard?tab=profile', { state: signedIn({ isAdmin: true }), services: { secondFactors } });
    await userEvent.click(await screen.findByRole('button', { name: 'روشن کردن ورود دومرحله‌ای' }));
    expect((await screen.findByRole('img', { name: 'کد QR ورود دومرحله‌ای' })).querySelector('svg')).not.toBeNull();
    expect(screen.getByText(secondFactors.enrolment.secret)).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('کد ورود دومرحله‌ای'), '000000');
    await userEvent.click(screen.getByRole('button', { name: 'تأیید و روشن کردن' }));
    expect(await screen.findByText(/^کد ورود دومرحله‌ای درست نیست/)).toBeInTheDocument();
    expect(secondFactors.on).toBe(false);
    await userEvent.clear(screen.getByLabelText('کد ورود دومرحله‌ای'));
    await userEvent.type(screen.getByLabelText('کد ورود دومرحله‌ای'), '135790');
    await userEvent.click(screen.getByRole('button', { name: 'تأیید و روشن کردن' }));
    expect(await screen.findByText('ورود دومرحله‌ای روشن شد؛ از این پس پس از رمز عبور، کد برنامه خواسته می‌شود')).toBeInTheDocument();
    expect(secondFactors.on).toBe(true);
    // the secret is not shown again
    expect(screen.queryByText(secondFactors.enrolment.secret)).toBeNull();
    expect(screen.getByRole('button', { name: 'خاموش کردن ورود دومرحله‌ای' })).toBeInTheDocument();
  });

  it('turns off only with a current code', async () => {
    const secondFactors = new FakeSecondFactorRepository();
    secondFactors.on = true;
    renderApp('/dashboard?tab=profile', { state: signedIn({ isAdmin: true }), services: { secondFactors } });
    await userEvent.type(await screen.findByLabelText('کد ورود دومرحله‌ای'), '135790');
    await userEvent.click(screen.getByRole('button', { name: 'خاموش کردن ورود دومرحله‌ای' }));
    expect(await screen.findByText('ورود دومرحله‌ای خاموش شد')).toBeInTheDocument();
    expect(secondFactors.on).toBe(false);
    expect(screen.getByRole('button', { name: 'روشن کردن ورود دومرحله‌ای' })).toBeInTheDocument();
  });

  it('is not offered to customers', async () => {
    renderApp('/dashboard?tab=profile', { state: signedIn() });
    expect(await screen.findByRole('button', { name: 'بروزرسانی اطلاعات' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'ورود دومرحله‌ای' })).toBeNull();
    expect(screen.queryByText('روشن کردن ورود دومرحله‌ای')).toBeNull();
  });
});
