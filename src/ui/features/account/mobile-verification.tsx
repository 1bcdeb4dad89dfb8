import { useState, type FormEvent } from 'react';
import type { User } from '../../../core/domain/user';
import { ACCOUNT_USE_CASES } from '../../../core/use-cases/account/account-tokens';
import { useSession } from '../../app-state/app-state-context';
import { useService } from '../../services/services-context';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { FormField } from './form-field';
import { MOBILE_PROOF_TEXTS as T } from './password-reset-texts';
import { AppForm } from '../../components/app-form';

/**
 * On the profile, under a saved mobile that is not proven: «تأیید شماره» texts a code, and the
 * code typed back proves the number (which a password reset by SMS needs).
 */
export function MobileVerification({ user }: { user: User }) {
  const { dispatch } = useSession();
  const sendCode = useService(ACCOUNT_USE_CASES.SendMobileCode);
  const confirm = useService(ACCOUNT_USE_CASES.ConfirmMobile);
  const [sent, setSent] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [proven, setProven] = useState(false);
  const [busy, setBusy] = useState(false);

  if (proven) return <Alert kind="success">{T.verified}</Alert>;
  if (!user.mobile || user.mobileVerified) return null;

  const onSend = async () => {
    setBusy(true);
    const result = await sendCode.execute();
    setBusy(false);
    setError(result.ok ? null : result.message);
    if (result.ok) setSent(result.value);
  };

  const onConfirm = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setBusy(true);
    const result = await confirm.execute(String(new FormData(event.currentTarget).get('code') ?? ''), dispatch);
    setBusy(false);
    if (result.ok) setProven(true);
    else setError(result.message);
  };

  return (
    <section aria-label={T.verify}>
      <Alert kind="info">{T.unverified}</Alert>
      {sent && <Alert kind="success">{sent}</Alert>}
      {error && <Alert kind="error">{error}</Alert>}
      {sent ? (
        <AppForm onSubmit={(event) => void onConfirm(event)} noValidate aria-label={T.confirm}>
          <FormField label={T.codeLabel} name="code" dir="ltr" inputMode="numeric" autoComplete="one-time-code" required />
          <Button type="submit" disabled={busy}>
            {T.confirm}
          </Button>
        </AppForm>
      ) : (
        <Button type="button" $variant="outline" disabled={busy} onClick={() => void onSend()}>
          {T.verify}
        </Button>
      )}
    </section>
  );
}
