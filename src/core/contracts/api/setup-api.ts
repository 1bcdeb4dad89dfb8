import * as v from 'valibot';
import { emailProblem, NAME_MAX_LENGTH, passwordProblem } from '../../domain/account-rules';
import { SETUP_MESSAGES as M } from '../../domain/first-run';
import type { User } from '../../domain/user';
import { endpoint } from '../endpoint';
import { storableText } from '../text-rules';

const text = storableText(M.fieldsNotText);

/** A check whose Persian message comes from a rule (null when the value passes). */
function ruled<T>(problemOf: (value: T) => string | null) {
  return v.rawCheck<T>(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const problem = problemOf(dataset.value);
    if (problem) addIssue({ message: problem });
  });
}

interface SetupFields {
  code: string;
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

const nameProblem = (name: string, missing: string) => (name === '' ? missing : name.length > NAME_MAX_LENGTH ? M.nameTooLong : null);

/** The set-up form: the printed code, the consultant's e-mail and password (the site's rules), first and last name; trimmed but the password. */
const setupBody = v.pipe(
  v.object({ code: text, email: text, password: text, firstName: text, lastName: text }, M.fieldsNotText),
  v.transform((fields): SetupFields => ({
    ...fields,
    code: fields.code.trim(),
    email: fields.email.trim(),
    firstName: fields.firstName.trim(),
    lastName: fields.lastName.trim(),
  })),
  v.check((fields) => fields.code !== '', M.codeMissing),
  ruled<SetupFields>(({ email }) => emailProblem(email)),
  ruled<SetupFields>(({ password }) => passwordProblem(password)),
  ruled<SetupFields>(({ firstName }) => nameProblem(firstName, M.firstNameRequired)),
  ruled<SetupFields>(({ lastName }) => nameProblem(lastName, M.lastNameRequired)),
);

/** The first run: the admin made with the code the server printed, signed in at once (201). */
export const setupApi = {
  completeSetup: endpoint<User>()({ method: 'POST', path: '/api/setup', body: setupBody }),
};
