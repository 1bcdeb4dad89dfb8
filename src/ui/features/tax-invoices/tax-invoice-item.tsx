import { useState } from 'react';
import styled from 'styled-components';
import type { TaxInvoiceView } from '../../../core/contracts/api/tax-invoices-api';
import { formatJalaliDateTime, formatJalaliLong } from '../../../core/domain/jalali-date';
import { formatPersianNumber, toPersianDigits } from '../../../core/domain/persian-digits';
import { priceText } from '../../../core/domain/price-text';
import { TAX_INVOICE_LABELS, type TaxInvoiceLifecycleStatus } from '../../../core/domain/tax/tax-invoice-status';
import { AppForm } from '../../components/app-form';
import { Badge, type BadgeTone } from '../../components/badge';
import { Button } from '../../components/button';
import { CardItem } from '../../components/card-list';
import { Fact, Facts } from '../../components/facts';
import { Actions, Field, Input } from '../../components/form-styles';
import { TAX_INVOICES_TEXTS as T } from './tax-invoices-messages';

const TONES: Record<TaxInvoiceLifecycleStatus, BadgeTone> = {
  draft: 'info',
  sent: 'info',
  accepted: 'success',
  rejected: 'danger',
  cancelling: 'warning',
  corrected: 'muted',
  cancelled: 'muted',
  void: 'muted',
};

const Card = styled(CardItem)`
  /* on a phone the long labels would leave the tax ID a column of single characters: each value goes under its label */
  @media (max-width: 30rem) {
    dl {
      grid-template-columns: 1fr;
    }
    dd {
      margin-bottom: 0.35rem;
    }
  }
`;

const Errors = styled.ul`
  margin: 0;
  padding-inline-start: 1.1rem;
`;

/** Rials as the invoice writes them, with the tomans the site prices in beside them. */
function rialsText(rials: number): string {
  return `${formatPersianNumber(rials)} ریال (${priceText(rials / 10)})`;
}

function kindOf(invoice: TaxInvoiceView): string {
  if (invoice.subject === 3) return T.cancelling;
  return invoice.corrects ? T.correction : T.original;
}

export interface TaxInvoiceActions {
  onResend(invoice: TaxInvoiceView): void;
  onCorrect(invoice: TaxInvoiceView, buyerTaxId: string): void;
  busy: boolean;
  /** what the last action on this invoice answered */
  message?: { ok: boolean; text: string };
}

/** One e-invoice: its tax ID, whose and what, its status and the system's answer, with resend and correct where they apply. */
export function TaxInvoiceItem({ invoice, actions }: { invoice: TaxInvoiceView; actions: TaxInvoiceActions }) {
  const [correcting, setCorrecting] = useState(false);
  const [buyer, setBuyer] = useState(invoice.buyerTaxId ?? '');
  const { labels } = T;
  return (
    <Card data-testid={`tax-invoice-${invoice.id}`}>
      <h3>
        <span>{kindOf(invoice)}</span>
        <Badge $tone={TONES[invoice.status]}>{TAX_INVOICE_LABELS[invoice.status]}</Badge>
      </h3>
      <Facts>
        <Fact label={labels.taxId}>
          <bdi dir="ltr">{invoice.taxId}</bdi>
        </Fact>
        <Fact label={labels.answers}>{invoice.answersTaxId && <bdi dir="ltr">{invoice.answersTaxId}</bdi>}</Fact>
        <Fact label={labels.customer}>{invoice.customerName}</Fact>
        <Fact
          label={labels.booking}
        >{`${invoice.typeTitle}، ${formatJalaliLong(invoice.bookingDate)} ${toPersianDigits(invoice.bookingTime)}`}</Fact>
        <Fact label={labels.buyer}>{invoice.buyerTaxId ? toPersianDigits(invoice.buyerTaxId) : labels.noBuyer}</Fact>
        <Fact label={labels.amount}>{rialsText(invoice.totalRials)}</Fact>
        <Fact label={labels.vat}>{rialsText(invoice.vatRials)}</Fact>
        <Fact label={labels.issuedAt}>{formatJalaliDateTime(invoice.issuedAt)}</Fact>
        <Fact label={labels.refId}>{invoice.refId && toPersianDigits(invoice.refId)}</Fact>
        <Fact label={labels.reference}>{invoice.referenceNumber && <bdi dir="ltr">{invoice.referenceNumber}</bdi>}</Fact>
        <Fact label={labels.answer}>
          {invoice.errors.length > 0 && (
            <Errors>
              {invoice.errors.map((error) => (
                <li key={error.code + error.message}>
                  <bdi dir="ltr">{error.code}</bdi>: <bdi>{error.message}</bdi>
                </li>
              ))}
            </Errors>
          )}
        </Fact>
        <Fact label={labels.nextTry}>{invoice.nextAttemptAt && formatJalaliDateTime(invoice.nextAttemptAt)}</Fact>
      </Facts>
      {actions.message && <p role={actions.message.ok ? 'status' : 'alert'}>{actions.message.text}</p>}
      {(invoice.canResend || invoice.canCorrect) && !correcting && (
        <Actions>
          {invoice.canResend && (
            <Button type="button" $variant="outline" disabled={actions.busy} onClick={() => actions.onResend(invoice)}>
              {T.resend}
            </Button>
          )}
          {invoice.canCorrect && (
            <Button type="button" disabled={actions.busy} onClick={() => setCorrecting(true)}>
              {T.correct}
            </Button>
          )}
        </Actions>
      )}
      {/* once corrected (the list read again), the invoice offers no correction: the form goes with its button */}
      {correcting && invoice.canCorrect && (
        <AppForm
          onSubmit={(event) => {
            event.preventDefault();
            actions.onCorrect(invoice, buyer);
          }}
        >
          <Field>
            {T.correctBuyer}
            <Input dir="ltr" inputMode="numeric" value={buyer} onChange={(event) => setBuyer(event.target.value)} />
          </Field>
          <Actions>
            <Button type="submit" disabled={actions.busy}>
              {T.correctSubmit}
            </Button>
            <Button type="button" $variant="ghost" onClick={() => setCorrecting(false)}>
              {T.cancel}
            </Button>
          </Actions>
        </AppForm>
      )}
    </Card>
  );
}
