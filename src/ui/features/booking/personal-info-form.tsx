import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { bookingFieldStyle } from './booking-field-style';
import { mobileProblem } from '../../../core/domain/mobile-number';
import { toPersianDigits } from '../../../core/domain/persian-digits';
import type { User } from '../../../core/domain/user';
import { ACCOUNT_USE_CASES } from '../../../core/use-cases/account/account-tokens';
import { PLATFORM_PORTS } from '../../../core/ports/platform/platform-port-tokens';
import { useSession } from '../../app-state/app-state-context';
import { useService } from '../../services/services-context';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { useProfileDraft } from '../../components/use-profile-draft';

export const PERSONAL_INFO_TITLE = 'اطلاعات شخصی';
export const SAVE_PERSONAL_INFO = 'ذخیره اطلاعات';
export const PERSONAL_INFO_SAVED = 'با موفقیت بروزرسانی شد';
export const NAME_REQUIRED = 'نام و نام خانوادگی را وارد کنید';
/** the anchor the pay bar points to while the profile is incomplete */
export const PERSONAL_INFO_ID = 'personal-info';

/** reached through the pay bar's link: it stops below the sticky header, not under it */
const Section = styled.section`
  scroll-margin-top: 5.5rem;
`;

const Form = styled.form`
  display: grid;
  gap: 0.6rem;
  margin: 0 0 1rem;
  label {
    display: grid;
    gap: 0.25rem;
    font-weight: 600;
  }
  input {
    ${bookingFieldStyle}
  }
  input:focus {
    border-color: ${({ theme }) => theme.colors.primary};
  }
  input:disabled {
    opacity: 0.6;
    cursor: not-allowed;
  }
  input[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
  }
`;

const Email = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
  overflow-wrap: anywhere;
  bdi {
    color: ${({ theme }) => theme.colors.text};
  }
`;

export interface PersonalInfoFormProps {
  user: User;
  /** false until the app has taken the page over: the form cannot be sent before */
  ready: boolean;
}

/**
 * The booking card's personal-information form for a customer whose profile is incomplete: the
 * names and the mobile number filled in (or corrected) in place through the profile update, so
 * the chosen day and slot stay where they are. The e-mail is shown; it is changed in the dashboard.
 */
export function PersonalInfoForm({ user, ready }: PersonalInfoFormProps) {
  const { loading, dispatch } = useSession();
  const notifier = useService(PLATFORM_PORTS.Notifier);
  const updateProfile = useService(ACCOUNT_USE_CASES.UpdateProfile);
  // taken from the user when the card opens; only typing changes it (use-profile-draft.ts)
  const { draft, edit } = useProfileDraft(() => ({
    firstName: user.firstName,
    lastName: user.lastName,
    mobile: toPersianDigits(user.mobile),
  }));
  const { firstName, lastName, mobile } = draft;
  const [error, setError] = useState<string | null>(null);
  const [missing, setMissing] = useState(false);
  const [wrongMobile, setWrongMobile] = useState(false);
  const errorId = useId();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (loading) return;
    const namesMissing = firstName.trim() === '' || lastName.trim() === '';
    const mobileRefusal = mobileProblem(mobile);
    setMissing(namesMissing);
    setWrongMobile(mobileRefusal !== null);
    if (namesMissing || mobileRefusal) {
      setError(namesMissing ? NAME_REQUIRED : mobileRefusal);
      return;
    }
    const form = { email: user.email, firstName: firstName.trim(), lastName: lastName.trim(), bio: user.bio, mobile };
    const result = await updateProfile.execute({ user, form }, dispatch);
    if (result.ok) {
      setError(null);
      notifier.success(PERSONAL_INFO_SAVED);
    } else {
      setError(result.message);
    }
  };

  const invalid = (value: string) => (missing && value.trim() === '' ? true : undefined);
  return (
    <Section aria-labelledby={`${errorId}-title`} id={PERSONAL_INFO_ID}>
      <h2 id={`${errorId}-title`}>{PERSONAL_INFO_TITLE}</h2>
      <Form onSubmit={(event) => void onSubmit(event)} noValidate aria-describedby={error ? errorId : undefined}>
        <Email>
          ایمیل: <bdi dir="ltr">{user.email}</bdi>
        </Email>
        <label>
          نام
          <input
            name="firstName"
            autoComplete="given-name"
            value={firstName}
            disabled={!ready}
            aria-invalid={invalid(firstName)}
            aria-required="true"
            onChange={edit('firstName')}
          />
        </label>
        <label>
          نام خانوادگی
          <input
            name="lastName"
            autoComplete="family-name"
            value={lastName}
            disabled={!ready}
            aria-invalid={invalid(lastName)}
            aria-required="true"
            onChange={edit('lastName')}
          />
        </label>
        <label>
          شماره موبایل
          <input
            name="mobile"
            type="tel"
            inputMode="numeric"
            dir="ltr"
            autoComplete="tel"
            placeholder="۰۹۱۲۳۴۵۶۷۸۹"
            value={mobile}
            disabled={!ready}
            aria-invalid={wrongMobile || undefined}
            aria-required="true"
            onChange={edit('mobile')}
          />
        </label>
        {error && (
          <Alert kind="error">
            <span id={errorId}>{error}</span>
          </Alert>
        )}
        <Button type="submit" $variant="outline" $block disabled={!ready || loading} aria-disabled={!ready || loading} aria-busy={loading}>
          {SAVE_PERSONAL_INFO}
        </Button>
      </Form>
    </Section>
  );
}
