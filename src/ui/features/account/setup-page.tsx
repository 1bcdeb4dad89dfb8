import { Link, useLocation } from 'react-router-dom';
import { PASSWORD_MIN_LENGTH } from '../../../core/domain/limits';
import { isSetupFormAnswer, SETUP_CODE_FIELD, SETUP_FORM_ANSWER_KEY, SETUP_PATH } from '../../../core/domain/first-run';
import { toPersianDigits } from '../../../core/domain/persian-digits';
import { useFirstData } from '../../first-data/first-data-context';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { AccountPageFrame } from './account-page-frame';
import { FormField } from './form-field';
import { SETUP_TEXTS as T } from './setup-texts';

/**
 * /setup?code=…: the first admin, made with the one-time address a server printed while the
 * site had none. The form posts to the server (with the app or before it), which signs the new
 * admin in and leads to the site settings, or answers this page again saying why not.
 */
export default function SetupPage() {
  const location = useLocation();
  const code = new URLSearchParams(location.search).get(SETUP_CODE_FIELD) ?? '';
  const served = useFirstData<unknown>(SETUP_FORM_ANSWER_KEY);
  const answer = isSetupFormAnswer(served) ? served : {};
  return (
    <AccountPageFrame after={<Link to="/login">{T.toLogin}</Link>}>
      <h1>{T.title}</h1>
      {answer.error && <Alert kind="error">{answer.error}</Alert>}
      {code ? (
        <>
          <p>{T.intro}</p>
          <form method="post" action={SETUP_PATH} aria-label={T.title} noValidate>
            <input type="hidden" name={SETUP_CODE_FIELD} value={code} />
            <FormField label={T.emailLabel} type="email" name="email" dir="ltr" autoComplete="email" required defaultValue={answer.email} />
            <FormField
              label={T.passwordLabel}
              type="password"
              name="password"
              dir="ltr"
              autoComplete="new-password"
              required
              hint={`حداقل ${toPersianDigits(PASSWORD_MIN_LENGTH)} کاراکتر`}
            />
            <FormField label={T.firstNameLabel} name="firstName" autoComplete="given-name" required defaultValue={answer.firstName} />
            <FormField label={T.lastNameLabel} name="lastName" autoComplete="family-name" required defaultValue={answer.lastName} />
            <Button type="submit" $block>
              {T.submit}
            </Button>
          </form>
        </>
      ) : (
        <p>{T.noCode}</p>
      )}
    </AccountPageFrame>
  );
}
