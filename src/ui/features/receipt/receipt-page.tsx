import { useCallback } from 'react';
import { Link, useParams } from 'react-router-dom';
import type { Receipt } from '../../../core/domain/receipt';
import { MY_RESERVATIONS_PATH } from '../../../core/machines/payment-callback-machine';
import type { Outcome } from '../../../core/domain/outcome';
import { PAYMENT_USE_CASES } from '../../../core/use-cases/payment/payment-tokens';
import { useService } from '../../services/services-context';
import { useLoaded } from '../../services/use-loaded';
import { FIRST_DATA, useFirstData } from '../../first-data/first-data-context';
import { PageContainer } from '../../components/container';
import { Alert } from '../../components/alert';
import { Spinner } from '../../components/spinner';
import { useDocumentTitle } from '../../components/use-document-title';
import { RECEIPT_TEXT as T } from './receipt-messages';
import { ReceiptView } from './receipt-view';

/**
 * /receipt/{reservationId}: the signed-in customer's receipt of a paid booking, rendered by the
 * server with the page, so it reads (and prints) before the scripts run; or why there is none.
 */
export default function ReceiptPage() {
  const { id = '' } = useParams();
  useDocumentTitle(T.title);
  // keyed by the reservation: another receipt is never shown while this one is read
  return <ReceiptOf key={id} id={id} />;
}

function ReceiptOf({ id }: { id: string }) {
  const loadReceipt = useService(PAYMENT_USE_CASES.LoadReceipt);
  const first = useFirstData<Outcome<Receipt>>(FIRST_DATA.receipt(id));
  const { value: receipt, error } = useLoaded(
    useCallback(() => loadReceipt.execute(id), [loadReceipt, id]),
    first,
  );

  const back = <Link to={MY_RESERVATIONS_PATH}>{T.backToReservations}</Link>;
  return (
    <PageContainer>
      {!receipt && !error && <Spinner label={T.loading} />}
      {receipt && <ReceiptView receipt={receipt} back={back} />}
      {error && (
        <>
          <Alert kind="error">{error}</Alert>
          {back}
        </>
      )}
    </PageContainer>
  );
}
