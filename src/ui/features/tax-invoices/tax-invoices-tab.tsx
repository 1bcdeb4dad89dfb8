import { useCallback, useId, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import type { TaxInvoiceView } from '../../../core/contracts/api/tax-invoices-api';
import { isTaxInvoiceStatus, TAX_INVOICE_LABELS, TAX_INVOICE_STATUSES } from '../../../core/domain/tax/tax-invoice-status';
import { PRACTICE_USE_CASES } from '../../../core/use-cases/practice/practice-tokens';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { CardList } from '../../components/card-list';
import { Field, Select, TabTitle } from '../../components/form-styles';
import { Spinner } from '../../components/spinner';
import { useService } from '../../services/services-context';
import { useLoaded } from '../../services/use-loaded';
import { TaxInvoiceItem } from './tax-invoice-item';
import { TaxProblemsBanner } from './tax-problems-banner';
import { TAX_INVOICES_TEXTS as T } from './tax-invoices-messages';

const Toolbar = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: 0.75rem;
  margin: 1rem 0;
  a {
    margin-inline-start: auto;
  }
`;

const Pager = styled.nav`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: 0.5rem;
  margin-top: 1rem;
`;

/**
 * The consultant's e-invoices (سامانه مودیان): every invoice, newest first and a page at a time,
 * all or of one status (the filter is a GET form, so it works before the app takes the page
 * over), with the taxpayer system's answer; resend or correct where it applies; a CSV for the
 * accountant; and above them what the system says is misconfigured.
 */
export default function TaxInvoicesTab() {
  const load = useService(PRACTICE_USE_CASES.LoadTaxInvoices);
  const resend = useService(PRACTICE_USE_CASES.ResendTaxInvoice);
  const correct = useService(PRACTICE_USE_CASES.CorrectTaxInvoice);
  const exportCsv = useService(PRACTICE_USE_CASES.ExportTaxInvoices);
  const titleId = useId();
  const [params, setParams] = useSearchParams();
  const asked = params.get('status') ?? '';
  const status = isTaxInvoiceStatus(asked) ? asked : null;
  const [cursor, setCursor] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [answers, setAnswers] = useState<Record<string, { ok: boolean; text: string }>>({});
  const loaded = useLoaded(useCallback(() => load.execute({ status, cursor }), [load, status, cursor]));
  const { value: shown, error, loading } = loaded;

  const act = async (invoice: TaxInvoiceView, write: () => ReturnType<typeof resend.execute>) => {
    setBusy(true);
    const result = await loaded.afterWrite(write);
    setBusy(false);
    setAnswers((current) => ({ ...current, [invoice.id]: { ok: result.ok, text: result.message } }));
  };

  const csvHref = exportCsv.execute(status);

  return (
    <section aria-labelledby={titleId}>
      <TabTitle id={titleId}>{T.title}</TabTitle>
      <p>{T.intro}</p>
      {shown && !shown.sendingOn && <Alert kind="info">{T.sendingOff}</Alert>}
      {shown && <TaxProblemsBanner problems={shown.problems} />}
      <Toolbar
        method="get"
        action="/dashboard"
        onSubmit={(event) => {
          event.preventDefault();
          const chosen = String(new FormData(event.currentTarget).get('status') ?? '');
          setCursor(null);
          setParams(chosen ? { tab: 'taxInvoices', status: chosen } : { tab: 'taxInvoices' });
        }}
      >
        <input type="hidden" name="tab" value="taxInvoices" />
        <Field>
          {T.filterLabel}
          <Select name="status" defaultValue={status ?? ''} key={status ?? ''}>
            <option value="">{T.allStatuses}</option>
            {TAX_INVOICE_STATUSES.map((each) => (
              <option key={each} value={each}>
                {TAX_INVOICE_LABELS[each]}
              </option>
            ))}
          </Select>
        </Field>
        <Button type="submit" $variant="outline">
          {T.filter}
        </Button>
        <a href={csvHref} download>
          {T.csv}
        </a>
      </Toolbar>
      {error && <Alert kind="error">{error}</Alert>}
      {loading && !shown && <Spinner />}
      {shown && shown.invoices.length === 0 && <Alert kind="info">{T.empty}</Alert>}
      {shown && shown.invoices.length > 0 && (
        <CardList aria-label={T.listLabel} aria-busy={loading || undefined}>
          {shown.invoices.map((invoice) => (
            <TaxInvoiceItem
              key={invoice.id}
              invoice={invoice}
              actions={{
                busy,
                message: answers[invoice.id],
                onResend: (chosen) => void act(chosen, () => resend.execute(chosen.id)),
                onCorrect: (chosen, buyerTaxId) =>
                  void act(chosen, () => correct.execute(chosen.id, { buyerTaxId: buyerTaxId.trim() || null })),
              }}
            />
          ))}
        </CardList>
      )}
      {shown && (cursor || shown.nextCursor) && (
        <Pager>
          <Button type="button" $variant="outline" disabled={loading || !cursor} onClick={() => setCursor(null)}>
            {T.first}
          </Button>
          <Button type="button" $variant="outline" disabled={loading || !shown.nextCursor} onClick={() => setCursor(shown.nextCursor)}>
            {T.more}
          </Button>
        </Pager>
      )}
    </section>
  );
}
