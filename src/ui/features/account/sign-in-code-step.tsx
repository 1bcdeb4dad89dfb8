import { useState, type FormEvent } from 'react';
import { loginPageUrl } from '../../../core/domain/login-form';
import { landingAfterSignIn } from '../../../core/domain/return-path';
import { ACCOUNT_USE_CASES } from '../../../core/use-cases/account/account-tokens';
import { useNavigate } from 'react-router-dom';
import { useSession } from '../../app-state/app-state-context';
import { useService } from '../../services/services-context';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { FormField } from './form-field';
import { SECOND_FACTOR_TEXTS as T } from './second-factor-texts';

interface SignInCodeStepProps {
  /** the password step's ticket */
  ticket: string;
  next: string | null;
  /** the error the server's page came with (a wrong code posted without the app) */
  servedError: string | null;
  finishing: { current: boolean };
  onStartOver(): void;
}

/**
 * The sign-in's second step for an account with a second factor: the authenticator app's code.
 * Like the password form it posts to the server (the ticket in a hidden field), so it works
 * with scripts off; once the app runs it sends the code itself.
 */
export function SignInCodeStep({ ticket, next, servedError, finishing, onStartOver }: SignInCodeStepProps) {
  const { dispatch } = useSession();
  const enterCode = useService(ACCOUNT_USE_CASES.EnterSignInCode);
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(servedError);
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    finishing.current = true;
    setBusy(true);
    setError(null);
    const result = await enterCode.execute(ticket, String(new FormData(event.currentTarget).get('code') ?? ''), dispatch);
    if (result.ok) {
      void navigate(landingAfterSignIn(next, result.value), { replace: true });
      return;
    }
    finishing.current = false;
    setBusy(false);
    setError(result.message);
  };

  return (
    <>
      <Alert kind="info">{T.codeStepIntro}</Alert>
      {error && <Alert kind="error">{error}</Alert>}
      <form method="post" action={loginPageUrl('signIn', next)} onSubmit={(event) => void onSubmit(event)} noValidate aria-label={T.enter}>
        <input type="hidden" name="ticket" value={ticket} />
        <FormField label={T.codeLabel} name="code" dir="ltr" inputMode="numeric" autoComplete="one-time-code" maxLength={11} required />
        <Button type="submit" $block disabled={busy}>
          {T.enter}
        </Button>
      </form>
      <Button type="button" $variant="outline" $block onClick={onStartOver}>
        {T.startOver}
      </Button>
    </>
  );
}
