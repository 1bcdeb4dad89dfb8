import * as v from 'valibot';
import { ACCOUNT_MESSAGES, BIO_MAX_LENGTH, emailProblem, NAME_MAX_LENGTH, passwordProblem } from '../../domain/account-rules';
import { PASSWORD_MAX_LENGTH } from '../../domain/limits';
import { mobileProblem, normalizeMobile } from '../../domain/mobile-number';
import type { ProfileFields, User } from '../../domain/user';
import type { Credentials } from '../../ports/account/account-repository';
import { endpoint } from '../endpoint';
import { storableText } from '../text-rules';
import { mobileCodeBody, resetPasswordBody, resetRequestBody } from './password-reset-bodies';
import type { CodeNeeded, SecondFactorState, TotpEnrolment } from '../../domain/second-factor';
import { appCodeBody, codeStepBody } from './second-factor-bodies';

export const ACCOUNT_INPUT_MESSAGES = {
  notAnObject: 'اطلاعات ارسال‌شده باید یک شیء JSON باشد',
  credentialsNotText: 'ایمیل و رمز عبور باید متن باشند',
  fieldNotText: (label: string) => `${label} باید متن باشد`,
} as const;

const FIELD_LABELS: Record<keyof ProfileFields, string> = {
  email: 'ایمیل',
  firstName: 'نام',
  lastName: 'نام خانوادگی',
  bio: 'حوزه فعالیت حرفه‌ای',
  mobile: 'شماره موبایل',
};

/** A JSON object, not an array or null: the shape every account body has. */
const jsonObject = v.custom<Record<string, unknown>>(
  (input) => typeof input === 'object' && input !== null && !Array.isArray(input),
  ACCOUNT_INPUT_MESSAGES.notAnObject,
);

/** A check whose Persian message comes from one of the core's rules (null when the value passes). */
function ruled<T>(problemOf: (value: T) => string | null) {
  return v.rawCheck<T>(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const problem = problemOf(dataset.value);
    if (problem) addIssue({ message: problem });
  });
}

/** Sign-in does not apply the minimum (accounts made under older rules must still get in), but refuses what no account can have, so nobody makes the server hash a megabyte. */
function signInPasswordProblem(password: string): string | null {
  if (password === '') return ACCOUNT_MESSAGES.passwordRequired;
  return [...password].length > PASSWORD_MAX_LENGTH ? ACCOUNT_MESSAGES.passwordTooLong : null;
}

/** {email, password}, other fields ignored; the email comes out trimmed. */
function credentials(passwordRule: (password: string) => string | null) {
  const notText = ACCOUNT_INPUT_MESSAGES.credentialsNotText;
  return v.pipe(
    jsonObject,
    v.object({ email: storableText(notText), password: storableText(notText) }, notText),
    ruled<Credentials>(({ email }) => emailProblem(email)),
    ruled<Credentials>(({ password }) => passwordRule(password)),
    v.transform(({ email, password }: Credentials): Credentials => ({ email: email.trim(), password })),
  );
}

const profileField = (field: keyof ProfileFields) => v.optional(storableText(ACCOUNT_INPUT_MESSAGES.fieldNotText(FIELD_LABELS[field])));

const longerThan = (limit: number) => (text: string | undefined) => (text ?? '').length > limit;

/** A mobile number given is stored as 09xxxxxxxxx however it was typed; '' takes it away. */
const mobileProblemIfGiven = (mobile: string | undefined) => (mobile ? mobileProblem(mobile) : null);

/**
 * The profile fields a PUT wants changed, trimmed and checked. Only email, firstName, lastName,
 * bio and mobile can change; anything else (isAdmin, password, _id) is ignored.
 */
const profileChanges = v.pipe(
  jsonObject,
  v.object(
    {
      email: profileField('email'),
      firstName: profileField('firstName'),
      lastName: profileField('lastName'),
      bio: profileField('bio'),
      mobile: profileField('mobile'),
    },
    ACCOUNT_INPUT_MESSAGES.notAnObject,
  ),
  v.transform((input): Partial<ProfileFields> => {
    const changes: Partial<ProfileFields> = {};
    for (const field of Object.keys(FIELD_LABELS) as Array<keyof ProfileFields>) {
      const value = input[field];
      if (value !== undefined) changes[field] = value.trim();
    }
    return changes;
  }),
  v.check((changes) => Object.keys(changes).length > 0, ACCOUNT_MESSAGES.noChanges),
  ruled<Partial<ProfileFields>>(({ email }) => (email === undefined ? null : emailProblem(email))),
  v.check((changes) => !longerThan(NAME_MAX_LENGTH)(changes.firstName), ACCOUNT_MESSAGES.firstNameTooLong),
  v.check((changes) => !longerThan(NAME_MAX_LENGTH)(changes.lastName), ACCOUNT_MESSAGES.lastNameTooLong),
  v.check((changes) => !longerThan(BIO_MAX_LENGTH)(changes.bio), ACCOUNT_MESSAGES.bioTooLong),
  ruled<Partial<ProfileFields>>(({ mobile }) => mobileProblemIfGiven(mobile)),
  v.transform((changes) => (changes.mobile ? { ...changes, mobile: normalizeMobile(changes.mobile)! } : changes)),
);

export interface Done {
  success: true;
  message: string;
}

/** The account module's endpoints: signing up and in, the session, the profile. */
export const accountApi = {
  signUp: endpoint<User>()({ method: 'POST', path: '/api/auth/signup', body: credentials(passwordProblem) }),
  /** the user, or (202) the code step's ticket when the account has a second factor on */
  signIn: endpoint<User | CodeNeeded>()({ method: 'POST', path: '/api/auth/signin', body: credentials(signInPasswordProblem) }),
  /** the second step: the ticket and the authenticator app's code */
  signInCode: endpoint<User>()({ method: 'POST', path: '/api/auth/signin/code', body: codeStepBody }),
  /** 401 when nobody is signed in */
  me: endpoint<User>()({ method: 'GET', path: '/api/auth/me' }),
  signOut: endpoint<Done>()({ method: 'POST', path: '/api/user/signout' }),
  updateProfile: endpoint<User>()({ method: 'PUT', path: '/api/user/update/:userId', body: profileChanges }),
  deleteAccount: endpoint<Done>()({ method: 'DELETE', path: '/api/user/delete/:userId' }),
  /** the same answer whether or not an account has that e-mail or proven mobile */
  requestPasswordReset: endpoint<Done>()({ method: 'POST', path: '/api/auth/password-reset/request', body: resetRequestBody }),
  resetPassword: endpoint<Done>()({ method: 'POST', path: '/api/auth/password-reset', body: resetPasswordBody }),
  /** «تأیید شماره»: a code by SMS to the signed-in user's mobile */
  sendMobileCode: endpoint<Done>()({ method: 'POST', path: '/api/user/mobile/code' }),
  confirmMobile: endpoint<User>()({ method: 'POST', path: '/api/user/mobile/confirm', body: mobileCodeBody }),
  /** the admin's second factor: whether it is on; a new secret; on with a first code; off with a current one */
  secondFactor: endpoint<SecondFactorState>()({ method: 'GET', path: '/api/user/second-factor' }),
  beginSecondFactor: endpoint<TotpEnrolment>()({ method: 'POST', path: '/api/user/second-factor/begin' }),
  confirmSecondFactor: endpoint<Done>()({ method: 'POST', path: '/api/user/second-factor/confirm', body: appCodeBody }),
  turnOffSecondFactor: endpoint<Done>()({ method: 'POST', path: '/api/user/second-factor/off', body: appCodeBody }),
} satisfies Record<string, ReturnType<ReturnType<typeof endpoint>>>;
