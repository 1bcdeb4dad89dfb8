import type { GatewayProblem } from '../../../core/domain/money-contract';
import { gatewayProblemAdvice } from '../../../core/domain/gateway-problem-advice';
import { formatJalaliDateTime } from '../../../core/domain/jalali-date';
import { Alert } from '../../components/alert';
import { BankNumber } from '../../components/bank-number';

/** The latest report of each code: the same problem met by several payments is one thing to fix. */
function latestPerCode(problems: GatewayProblem[]): GatewayProblem[] {
  const latest = new Map<number | null, GatewayProblem>();
  for (const problem of problems) {
    const known = latest.get(problem.code);
    if (!known || problem.at > known.at) latest.set(problem.code, problem);
  }
  return [...latest.values()];
}

/** What the bank says is wrong with the gateway's set-up, and what the consultant does about it. */
export function GatewayProblemsBanner({ problems }: { problems: GatewayProblem[] }) {
  if (problems.length === 0) return null;
  return (
    <Alert kind="error">
      <strong>درگاه پرداخت به تنظیم نیاز دارد</strong>
      <ul style={{ margin: '0.5rem 0 0', paddingInlineStart: '1.25rem' }}>
        {latestPerCode(problems).map((problem) => (
          <li key={String(problem.code)}>
            {gatewayProblemAdvice(problem.code)}
            <small style={{ display: 'block' }}>
              {problem.code !== null && (
                <>
                  کد بانک <BankNumber value={problem.code} />،{' '}
                </>
              )}
              آخرین بار {formatJalaliDateTime(problem.at)}
            </small>
          </li>
        ))}
      </ul>
    </Alert>
  );
}
