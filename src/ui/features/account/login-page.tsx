import { useRef, useState, type FormEvent } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { PASSWORD_MIN_LENGTH } from '../../../core/domain/limits';
import { toPersianDigits } from '../../../core/domain/persian-digits';
import { landingAfterSignIn, requestedReturnPath } from '../../../core/domain/return-path';
import { accessRefusalMessage } from '../../../core/domain/access-refusal';
import {
  isLoginFormAnswer,
  LOGIN_FORM_ANSWER_KEY,
  loginModeOf,
  loginPageUrl,
  nextPathOf,
  type LoginMode,
} from '../../../core/domain/login-form';
import { FORGOT_PASSWORD_PATH } from '../../../core/domain/password-reset';
import { isCodeNeeded } from '../../../core/domain/second-factor';
import { ACCOUNT_USE_CASES } from '../../../core/use-cases/account/account-tokens';
import { useSession } from '../../app-state/app-state-context';
import { useService } from '../../services/services-context';
import { useFirstData } from '../../first-data/first-data-context';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { AccountPageFrame } from './account-page-frame';
import { FormField } from './form-field';
import { FORGOT_PASSWORD_LINK } from './password-reset-texts';
import { SignInCodeStep } from './sign-in-code-step';

export const LOGIN_TITLE = 'ورود - ثبت نام';
export const EMAIL_LABEL = 'ایمیل';
export const PASSWORD_LABEL = 'رمز عبور';
export const SIGN_IN_LABEL = 'ورود';
export const SIGN_UP_LABEL = 'ثبت نام';

const Switch = styled.div`
  margin-top: 1.25rem;
  display: flex;
  align-items: center;
  justify-content: center;
  flex-wrap: wrap;
  gap: 0.25rem;
  color: ${({ theme }) => theme.colors.muted};
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    padding: 0 0.5rem;
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 700;
    text-decoration: none;
  }
`;

const TEXT: Record<LoginMode, { intro: string; submit: string; question: string; other: string }> = {
  signIn: {
    intro: 'با ایمیل و رمز عبور خود وارد شوید.',
    submit: SIGN_IN_LABEL,
    question: 'حساب کاربری ندارید؟',
    other: SIGN_UP_LABEL,
  },
  signUp: {
    intro: 'با ایمیل و یک رمز عبور حساب کاربری بسازید.',
    submit: SIGN_UP_LABEL,
    question: 'قبلاً ثبت نام کرده‌اید؟',
    other: SIGN_IN_LABEL,
  },
};

/**
 * /login, outside the shared layout: one form for signing in and, at /login?mode=signup, for
 * signing up. The form posts to the server, so it works before the app has taken the page over
 * (and with scripts off); once the app runs it signs in itself. Afterwards the visitor goes to
 * the page that sent them here (?next= or location.state.from), else the admin to the
 * dashboard and everyone else home.
 */
export default function LoginPage() {
  const { currentUser } = useSession();
  const location = useLocation();
  const mode = loginModeOf(location.search);
  const next = nextPathOf(location.search) ?? requestedReturnPath(location.state);
  // Set while the form signs the visitor in, so the "already signed in" redirect below
  // does not race the return to where they came from.
  const finishing = useRef(false);

  // a guard's refusal is said here, not bounced away from: they may sign in with another account
  const refusal = accessRefusalMessage(location.search);
  if (currentUser && !finishing.current && !refusal) return <Navigate to={landingAfterSignIn(next, currentUser)} replace />;

  const text = TEXT[mode];
  return (
    <AccountPageFrame after={<Link to="/">بازگشت به صفحه اصلی</Link>}>
      <h1>{LOGIN_TITLE}</h1>
      {refusal && <Alert kind="warning">{refusal}</Alert>}
      <p>{text.intro}</p>
      {/* a new form for each mode: the other mode's error and fields do not carry over */}
      <LoginForm key={mode} mode={mode} next={next} finishing={finishing} />
      <Switch>
        <span>{text.question}</span>
        <Link to={loginPageUrl(mode === 'signIn' ? 'signUp' : 'signIn', next)}>{text.other}</Link>
      </Switch>
      {mode === 'signIn' && (
        <Switch>
          <Link to={FORGOT_PASSWORD_PATH}>{FORGOT_PASSWORD_LINK}</Link>
        </Switch>
      )}
    </AccountPageFrame>
  );
}

interface LoginFormProps {
  mode: LoginMode;
  next: string | null;
  finishing: { current: boolean };
}

/**
 * The fields are read from the form when it is sent, not kept in state: what a visitor (or
 * their password manager) typed before the app took the page over is what goes.
 */
function LoginForm({ mode, next, finishing }: LoginFormProps) {
  const { dispatch } = useSession();
  const signIn = useService(ACCOUNT_USE_CASES.SignIn);
  const signUp = useService(ACCOUNT_USE_CASES.SignUp);
  const navigate = useNavigate();
  // the server's answer to this form posted before the app ran: its reason and the e-mail sent
  const served = useFirstData<unknown>(LOGIN_FORM_ANSWER_KEY);
  const answer = isLoginFormAnswer(served) ? served : null;
  const [error, setError] = useState<string | null>(answer?.error || null);
  const [busy, setBusy] = useState(false);
  // the right password for an account with a second factor: the code step, with its ticket
  const [ticket, setTicket] = useState<string | null>(answer?.ticket ?? null);
  const text = TEXT[mode];

  if (ticket) {
    const servedError = answer?.ticket === ticket ? answer.error || null : null;
    return (
      <SignInCodeStep ticket={ticket} next={next} servedError={servedError} finishing={finishing} onStartOver={() => setTicket(null)} />
    );
  }

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const fields = new FormData(event.currentTarget);
    const credentials = { email: String(fields.get('email') ?? ''), password: String(fields.get('password') ?? '') };
    finishing.current = true;
    setBusy(true);
    setError(null);
    const result = await (mode === 'signIn' ? signIn : signUp).execute(credentials, dispatch);
    if (result.ok) {
      const entered = result.value;
      if (isCodeNeeded(entered)) {
        finishing.current = false;
        setBusy(false);
        setTicket(entered.ticket);
      } else void navigate(landingAfterSignIn(next, entered), { replace: true });
      return;
    }
    finishing.current = false;
    setBusy(false);
    setError(result.message);
  };

  return (
    <>
      {error && <Alert kind="error">{error}</Alert>}
      <form method="post" action={loginPageUrl(mode, next)} onSubmit={(event) => void onSubmit(event)} noValidate aria-label={text.submit}>
        <FormField
          label={EMAIL_LABEL}
          type="email"
          name="email"
          dir="ltr"
          autoComplete="email"
          inputMode="email"
          required
          defaultValue={answer?.email}
        />
        <FormField
          label={PASSWORD_LABEL}
          type="password"
          name="password"
          dir="ltr"
          autoComplete={mode === 'signIn' ? 'current-password' : 'new-password'}
          required
          hint={mode === 'signUp' ? `حداقل ${toPersianDigits(PASSWORD_MIN_LENGTH)} کاراکتر` : undefined}
        />
        <Button type="submit" $block disabled={busy}>
          {text.submit}
        </Button>
      </form>
    </>
  );
}
