import { useMemo } from 'react';
import { useService } from '../../services/services-context';
import { TOKENS } from '../../../core/ports/tokens';
import type { RefundsRepository } from '../../../core/ports/refunds-repository';
import { LoadRefundsOwed } from '../../../core/use-cases/load-refunds-owed';
import { RetryReverse } from '../../../core/use-cases/retry-reverse';
import { MarkRefunded } from '../../../core/use-cases/mark-refunded';

/** The refund list's use cases, built once from the port the composition root bound. */
export function useRefundActions() {
  const refunds = useService<RefundsRepository>(TOKENS.RefundsRepository);
  return useMemo(() => ({
    load: new LoadRefundsOwed(refunds),
    retryReverse: new RetryReverse(refunds),
    markRefunded: new MarkRefunded(refunds),
  }), [refunds]);
}
