import { Link, useLocation } from 'react-router-dom';
import { PASSWORD_MIN_LENGTH } from '../../../core/domain/limits';
import {
  FORGOT_PASSWORD_PATH,
  isResetFormAnswer,
  RESET_FORM_ANSWER_KEY,
  RESET_PASSWORD_PATH,
  RESET_TOKEN_FIELD,
} from '../../../core/domain/password-reset';
import { toPersianDigits } from '../../../core/domain/persian-digits';
import { useFirstData } from '../../first-data/first-data-context';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { AccountPageFrame } from './account-page-frame';
import { FormField } from './form-field';
import { RESET_TEXTS as T } from './password-reset-texts';

/**
 * /reset-password: the new password, with the e-mailed link's token (in the address) or with the
 * mobile and the code texted to it. The form posts to the server, which answers with this page
 * saying the password is set (every session ended) or why not.
 */
export default function ResetPasswordPage() {
  const location = useLocation();
  const token = new URLSearchParams(location.search).get(RESET_TOKEN_FIELD) ?? '';
  const served = useFirstData<unknown>(RESET_FORM_ANSWER_KEY);
  const answer = isResetFormAnswer(served) ? served : {};
  return (
    <AccountPageFrame after={<Link to="/login">{T.backToLogin}</Link>}>
      <h1>{T.resetTitle}</h1>
      {answer.message && <Alert kind="success">{answer.message}</Alert>}
      {answer.error && <Alert kind="error">{answer.error}</Alert>}
      {answer.done ? (
        <Link to="/login">{T.toLogin}</Link>
      ) : (
        <>
          <p>{token ? T.resetIntroLink : T.resetIntroCode}</p>
          <form method="post" action={RESET_PASSWORD_PATH} aria-label={T.save} noValidate>
            {token ? (
              <input type="hidden" name={RESET_TOKEN_FIELD} value={token} />
            ) : (
              <>
                <FormField
                  label={T.mobileLabel}
                  type="tel"
                  name="mobile"
                  dir="ltr"
                  autoComplete="tel"
                  inputMode="tel"
                  required
                  defaultValue={answer.mobile}
                />
                <FormField label={T.codeLabel} name="code" dir="ltr" autoComplete="one-time-code" inputMode="numeric" required />
              </>
            )}
            <FormField
              label={T.newPasswordLabel}
              type="password"
              name="password"
              dir="ltr"
              autoComplete="new-password"
              required
              hint={`حداقل ${toPersianDigits(PASSWORD_MIN_LENGTH)} کاراکتر`}
            />
            <Button type="submit" $block>
              {T.save}
            </Button>
          </form>
          <Link to={FORGOT_PASSWORD_PATH}>{T.askAgain}</Link>
        </>
      )}
    </AccountPageFrame>
  );
}
