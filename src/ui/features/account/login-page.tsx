import { useRef, useState, type FormEvent } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { PASSWORD_MIN_LENGTH } from '../../../core/domain/limits';
import { toPersianDigits } from '../../../core/domain/persian-digits';
import { returnPathFrom } from '../../../core/domain/return-path';
import { TOKENS } from '../../../core/ports/tokens';
import type { SignIn } from '../../../core/use-cases/sign-in';
import type { SignUp } from '../../../core/use-cases/sign-up';
import { useSession } from '../../app-state/app-state-context';
import { useService } from '../../services/services-context';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { Logo } from '../../layout/logo';
import { ThemeToggle } from '../../layout/theme-toggle';
import { FormField } from './form-field';

export const LOGIN_TITLE = 'ورود - ثبت نام';
export const EMAIL_LABEL = 'ایمیل';
export const PASSWORD_LABEL = 'رمز عبور';
export const SIGN_IN_LABEL = 'ورود';
export const SIGN_UP_LABEL = 'ثبت نام';

type Mode = 'signIn' | 'signUp';

const Page = styled.main`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 1.25rem;
  padding: 2rem 1rem;
`;

const Top = styled.div`
  width: min(440px, 100%);
  display: flex;
  align-items: center;
  justify-content: space-between;
`;

const Card = styled.section`
  width: min(440px, 100%);
  padding: 1.75rem 1.5rem;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadow};
  h1 { margin: 0 0 0.25rem; font-size: 1.5rem; }
  p { margin: 0 0 1.25rem; color: ${({ theme }) => theme.colors.muted}; }
`;

const Switch = styled.div`
  margin-top: 1.25rem;
  display: flex;
  align-items: center;
  justify-content: center;
  flex-wrap: wrap;
  gap: 0.25rem;
  color: ${({ theme }) => theme.colors.muted};
  button {
    border: 0;
    background: none;
    min-height: 44px;
    padding: 0 0.5rem;
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 700;
    cursor: pointer;
  }
`;

const TEXT: Record<Mode, { intro: string; submit: string; question: string; other: string }> = {
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
 * /login, outside the shared layout: one form for signing in and signing up. Afterwards the
 * visitor returns to the page that sent them here (location.state.from), or home.
 */
export default function LoginPage() {
  const { currentUser, send } = useSession();
  const signIn = useService<SignIn>(TOKENS.SignIn);
  const signUp = useService<SignUp>(TOKENS.SignUp);
  const location = useLocation();
  const navigate = useNavigate();
  const [mode, setMode] = useState<Mode>('signIn');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // Set while this form signs the visitor in, so the "already signed in" redirect below
  // does not race the return to where they came from.
  const finishing = useRef(false);

  if (currentUser && !finishing.current) return <Navigate to="/" replace />;

  const text = TEXT[mode];
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    finishing.current = true;
    setBusy(true);
    setError(null);
    const result = await (mode === 'signIn' ? signIn : signUp).execute({ email, password }, send);
    if (result.ok) {
      navigate(returnPathFrom(location.state), { replace: true });
      return;
    }
    finishing.current = false;
    setBusy(false);
    setError(result.error);
  };
  const switchMode = () => {
    setMode(mode === 'signIn' ? 'signUp' : 'signIn');
    setError(null);
  };

  return (
    <Page>
      <Top>
        <Logo />
        <ThemeToggle />
      </Top>
      <Card>
        <h1>{LOGIN_TITLE}</h1>
        <p>{text.intro}</p>
        {error && <Alert kind="error">{error}</Alert>}
        <form onSubmit={onSubmit} noValidate aria-label={text.submit}>
          <FormField
            label={EMAIL_LABEL}
            type="email"
            name="email"
            dir="ltr"
            autoComplete="email"
            inputMode="email"
            required
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
          <FormField
            label={PASSWORD_LABEL}
            type="password"
            name="password"
            dir="ltr"
            autoComplete={mode === 'signIn' ? 'current-password' : 'new-password'}
            required
            hint={mode === 'signUp' ? `حداقل ${toPersianDigits(PASSWORD_MIN_LENGTH)} کاراکتر` : undefined}
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
          <Button type="submit" $block disabled={busy}>{text.submit}</Button>
        </form>
        <Switch>
          <span>{text.question}</span>
          <button type="button" onClick={switchMode}>{text.other}</button>
        </Switch>
      </Card>
      <Link to="/">بازگشت به صفحه اصلی</Link>
    </Page>
  );
}
