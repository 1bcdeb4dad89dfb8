import type { TaxConfigurationProblem } from '../../../core/contracts/api/tax-invoices-api';
import { formatJalaliDateTime } from '../../../core/domain/jalali-date';
import { Alert } from '../../components/alert';
import { TAX_INVOICES_TEXTS as T } from './tax-invoices-messages';

/** The latest time of each message: one problem met by several invoices is one thing to fix. */
function latestPerMessage(problems: readonly TaxConfigurationProblem[]): TaxConfigurationProblem[] {
  const latest = new Map<string, TaxConfigurationProblem>();
  for (const problem of problems) {
    const known = latest.get(problem.message);
    if (!known || problem.at > known.at) latest.set(problem.message, problem);
  }
  return [...latest.values()];
}

/** What the taxpayer system's answers say is wrong with the settings (the key, the certificate, the memory ID), as the bank's banner does. */
export function TaxProblemsBanner({ problems }: { problems: readonly TaxConfigurationProblem[] }) {
  if (problems.length === 0) return null;
  return (
    <Alert kind="error">
      <strong>{T.problemsTitle}</strong>
      <ul style={{ margin: '0.5rem 0 0', paddingInlineStart: '1.25rem' }}>
        {latestPerMessage(problems).map((problem) => (
          <li key={problem.message}>
            {problem.message}
            <small style={{ display: 'block' }}>
              {T.lastSeen} {formatJalaliDateTime(problem.at)}
            </small>
          </li>
        ))}
      </ul>
    </Alert>
  );
}
