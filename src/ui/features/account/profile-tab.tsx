import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { toPersianDigits } from '../../../core/domain/persian-digits';
import type { ProfileFields, User } from '../../../core/domain/user';
import { ACCOUNT_USE_CASES } from '../../../core/use-cases/account/account-tokens';
import { PLATFORM_PORTS } from '../../../core/ports/platform/platform-port-tokens';
import { useSession } from '../../app-state/app-state-context';
import { useService } from '../../services/services-context';
import { Alert } from '../../components/alert';
import { AppForm } from '../../components/app-form';
import { Button } from '../../components/button';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { FormField, FormTextArea } from './form-field';
import { MobileVerification } from './mobile-verification';
import { SecondFactorSection } from './second-factor-section';
import { useBanner } from './use-banner';
import { useProfileDraft } from '../../components/use-profile-draft';

export const UPDATE_BUTTON = 'بروزرسانی اطلاعات';
export const UPDATE_SUCCESS_TOAST = 'با موفقیت بروزرسانی شد';
export const UPDATE_SUCCESS_BANNER = 'اطلاعات حساب کاربری شما ذخیره شد';
export const DELETE_QUESTION = 'آیا از حذف حساب کاربری خود اطمینان دارید؟';
export const DELETE_ACCOUNT_BUTTON = 'حذف حساب کاربری';
export const SIGN_OUT_BUTTON = 'خروج';
export const INCOMPLETE_PROFILE_HINT = 'برای رزرو مشاوره، ایمیل، نام، نام خانوادگی و شماره موبایل را کامل کنید.';
export const MOBILE_LABEL = 'شماره موبایل';

const Header = styled.div`
  display: flex;
  align-items: center;
  gap: 1rem;
  margin-bottom: 1rem;
  h2 {
    margin: 0;
    font-size: 1.35rem;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.muted};
    overflow-wrap: anywhere;
  }
`;

const Initial = styled.span`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 56px;
  height: 56px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.primaryText};
  font-size: 1.5rem;
  font-weight: 800;
`;

const Form = styled(AppForm)`
  max-width: 560px;
`;

const Names = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: 0 1rem;
  @media (max-width: 479px) {
    grid-template-columns: 1fr;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  margin-top: 1.5rem;
  padding-top: 1.25rem;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

function fieldsOf(user: User | null): ProfileFields {
  return {
    email: user?.email ?? '',
    firstName: user?.firstName ?? '',
    lastName: user?.lastName ?? '',
    bio: user?.bio ?? '',
    mobile: toPersianDigits(user?.mobile ?? ''),
  };
}

/**
 * The dashboard's profile tab (spec: "Profile form"): edit, delete the account, sign out. Its
 * form is an AppForm: the server renders this tab, and a field typed into before the app has
 * taken the page over would be the server's input, which React keeps showing but never reads.
 * Once signed out or deleted, the dashboard's login guard takes the visitor to /login (one
 * navigation only: a second one here would race the guard's).
 */
export default function ProfileTab() {
  const { currentUser, loading, dispatch } = useSession();
  const notifier = useService(PLATFORM_PORTS.Notifier);
  const updateProfile = useService(ACCOUNT_USE_CASES.UpdateProfile);
  const deleteAccount = useService(ACCOUNT_USE_CASES.DeleteAccount);
  const signOut = useService(ACCOUNT_USE_CASES.SignOut);
  // taken from the user when the tab opens; only typing changes it (use-profile-draft.ts)
  const { draft: form, edit, replace } = useProfileDraft<ProfileFields>(() => fieldsOf(currentUser));
  const [success, showSuccess] = useBanner();
  const [error, showError] = useBanner();
  const [confirming, setConfirming] = useState(false);

  if (!currentUser) return null;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (loading) return;
    showSuccess(null);
    const result = await updateProfile.execute({ user: currentUser, form }, dispatch);
    if (result.ok) {
      // the fields as saved, unless something was typed while the save was under way
      const saved = fieldsOf(result.value);
      replace((current) => (current === form ? saved : current));
      showError(null);
      showSuccess(UPDATE_SUCCESS_BANNER);
      notifier.success(UPDATE_SUCCESS_TOAST);
    } else {
      showError(result.message);
    }
  };

  const onDelete = async () => {
    const result = await deleteAccount.execute(currentUser._id, dispatch);
    if (!result.ok) {
      setConfirming(false);
      showError(result.message);
    }
  };

  const onSignOut = async () => {
    if ((await signOut.execute()).ok) dispatch({ type: 'SIGN_OUT_SUCCESS' });
  };

  const displayName = `${currentUser.firstName} ${currentUser.lastName}`.trim();
  return (
    <>
      <Header>
        <Initial aria-hidden="true">{(currentUser.firstName || currentUser.email).trim().charAt(0).toUpperCase()}</Initial>
        <div>
          <h2>پروفایل</h2>
          <p>{displayName || currentUser.email}</p>
        </div>
      </Header>
      {!currentUser.isProfileComplete && <Alert kind="info">{INCOMPLETE_PROFILE_HINT}</Alert>}
      {success && <Alert kind="success">{success}</Alert>}
      {error && <Alert kind="error">{error}</Alert>}
      <Form onSubmit={(event) => void onSubmit(event)} noValidate>
        <FormField
          label="ایمیل"
          placeholder="ایمیل"
          type="email"
          dir="ltr"
          autoComplete="email"
          value={form.email}
          onChange={edit('email')}
        />
        <Names>
          <FormField label="نام" placeholder="نام" autoComplete="given-name" value={form.firstName} onChange={edit('firstName')} />
          <FormField
            label="نام خانوادگی"
            placeholder="نام خانوادگی"
            autoComplete="family-name"
            value={form.lastName}
            onChange={edit('lastName')}
          />
        </Names>
        <FormField
          label={MOBILE_LABEL}
          placeholder="۰۹۱۲۳۴۵۶۷۸۹"
          type="tel"
          inputMode="numeric"
          dir="ltr"
          autoComplete="tel"
          value={form.mobile}
          onChange={edit('mobile')}
        />
        <FormTextArea label="حوزه فعالیت حرفه‌ای" placeholder="حوزه فعالیت حرفه‌ای" value={form.bio} onChange={edit('bio')} />
        <Button type="submit" $block disabled={loading}>
          {UPDATE_BUTTON}
        </Button>
      </Form>
      <MobileVerification key={currentUser.mobile} user={currentUser} />
      {currentUser.isAdmin && <SecondFactorSection />}
      <Actions>
        <Button type="button" $variant="danger" onClick={() => setConfirming(true)}>
          {DELETE_ACCOUNT_BUTTON}
        </Button>
        <Button type="button" $variant="outline" onClick={() => void onSignOut()}>
          {SIGN_OUT_BUTTON}
        </Button>
      </Actions>
      <ConfirmDialog
        open={confirming}
        question={DELETE_QUESTION}
        busy={loading}
        onConfirm={() => void onDelete()}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}
