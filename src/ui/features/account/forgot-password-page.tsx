import { Link } from 'react-router-dom';
import { FORGOT_PASSWORD_PATH, isResetFormAnswer, RESET_FORM_ANSWER_KEY } from '../../../core/domain/password-reset';
import { useFirstData } from '../../first-data/first-data-context';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { AccountPageFrame } from './account-page-frame';
import { FormField } from './form-field';
import { EMAIL_LABEL } from './login-page';
import { RESET_TEXTS as T } from './password-reset-texts';

/**
 * /forgot-password: a link to the account's e-mail, or a code to its proven mobile. Both forms
 * post to the server, which answers with this page (or, for a code, the page that asks for it),
 * the same words whether or not an account exists; so they work before the app, and with it.
 */
export default function ForgotPasswordPage() {
  const served = useFirstData<unknown>(RESET_FORM_ANSWER_KEY);
  const answer = isResetFormAnswer(served) ? served : {};
  return (
    <AccountPageFrame after={<Link to="/login">{T.backToLogin}</Link>}>
      <h1>{T.forgotTitle}</h1>
      {answer.message && <Alert kind="success">{answer.message}</Alert>}
      {answer.error && <Alert kind="error">{answer.error}</Alert>}
      <p>{T.forgotIntro}</p>
      <form method="post" action={FORGOT_PASSWORD_PATH} aria-label={T.byEmail} noValidate>
        <h2>{T.byEmail}</h2>
        <FormField label={EMAIL_LABEL} type="email" name="email" dir="ltr" autoComplete="email" inputMode="email" required />
        <Button type="submit" $block>
          {T.sendLink}
        </Button>
      </form>
      <form method="post" action={FORGOT_PASSWORD_PATH} aria-label={T.byMobile} noValidate>
        <h2>{T.byMobile}</h2>
        <FormField
          label={T.mobileLabel}
          type="tel"
          name="mobile"
          dir="ltr"
          autoComplete="tel"
          inputMode="tel"
          required
          hint={T.mobileHint}
        />
        <Button type="submit" $block $variant="outline">
          {T.sendCode}
        </Button>
      </form>
    </AccountPageFrame>
  );
}
