import { useEffect, useRef, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import type { Receipt } from '../../../core/domain/receipt';
import { MY_RESERVATIONS_PATH } from '../../../core/machines/payment-callback-machine';
import type { Outcome } from '../../../core/domain/outcome';
import { PAYMENT_USE_CASES } from '../../../core/use-cases/payment/payment-tokens';
import { useService } from '../../services/services-context';
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
  const loadReceipt = useService(PAYMENT_USE_CASES.LoadReceipt);
  const first = useFirstData<Outcome<Receipt>>(FIRST_DATA.receipt(id));
  const [outcome, setOutcome] = useState<Outcome<Receipt> | null>(first ?? null);
  const loadedByServer = useRef(first !== undefined);
  useDocumentTitle(T.title);

  useEffect(() => {
    if (loadedByServer.current) {
      loadedByServer.current = false;
      return;
    }
    let current = true;
    setOutcome(null);
    void loadReceipt.execute(id).then((loaded) => current && setOutcome(loaded));
    return () => {
      current = false;
    };
  }, [loadReceipt, id]);

  const back = <Link to={MY_RESERVATIONS_PATH}>{T.backToReservations}</Link>;
  return (
    <PageContainer>
      {!outcome && <Spinner label={T.loading} />}
      {outcome?.ok && <ReceiptView receipt={outcome.value} back={back} />}
      {outcome && !outcome.ok && (
        <>
          <Alert kind="error">{outcome.message}</Alert>
          {back}
        </>
      )}
    </PageContainer>
  );
}
