import type { ReactNode } from 'react';
import styled, { createGlobalStyle } from 'styled-components';
import type { Receipt } from '../../../core/domain/receipt';
import { formatJalaliDateTime, formatJalaliLong } from '../../../core/domain/jalali-date';
import { PAYMENT_LABELS } from '../../../core/domain/money-status';
import { priceText } from '../../../core/domain/price-text';
import { toPersianDigits } from '../../../core/domain/persian-digits';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { Fact, Facts } from '../../components/facts';
import { TehranTime } from '../../components/tehran-time';
import { useTakenOver } from '../../components/use-taken-over';
import { useSiteProfile } from '../../site/site-profile-context';
import { paymentStateNote, RECEIPT_TEXT as T } from './receipt-messages';

/** On paper: the receipt alone, black on white, without the site's header, footer and menus. */
const PrintOnlyTheReceipt = createGlobalStyle`
  @media print {
    header, footer, nav, [data-print='hide'] { display: none !important; }
    html, body, #root, #root > * { background: #fff !important; color: #000 !important; }
  }
`;

const Card = styled.article`
  max-width: 36rem;
  margin: 0 auto;
  padding: 1.25rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadow};
  h1 {
    margin: 0 0 0.25rem;
    font-size: 1.35rem;
  }
  ${Facts} {
    font-size: 1rem;
    gap: 0.5rem 1rem;
    margin-top: 1rem;
  }
  @media print {
    box-shadow: none;
    border-color: #000;
    background: #fff;
    color: #000;
    dt {
      color: #000;
    }
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  margin-top: 1.25rem;
`;

/** Who issued the receipt, as the owner entered the practice in «تنظیمات سایت»: on paper too. */
function IssuerFacts() {
  const { siteName, legal, contact } = useSiteProfile();
  const postalCode = contact.postalCode && T.postalCode(toPersianDigits(contact.postalCode));
  const address = [contact.address, postalCode].filter(Boolean).join('، ');
  return (
    <Facts aria-label={T.issuer}>
      <Fact label={T.issuer}>{legal.name || siteName}</Fact>
      <Fact label={T.economicCode}>{legal.economicCode && toPersianDigits(legal.economicCode)}</Fact>
      <Fact label={T.nationalId}>{legal.nationalId && toPersianDigits(legal.nationalId)}</Fact>
      <Fact label={T.phone}>{contact.phone && <bdi dir="ltr">{toPersianDigits(contact.phone)}</bdi>}</Fact>
      <Fact label={T.address}>{address}</Fact>
    </Facts>
  );
}

/** One paid booking's receipt: who, what, when (Tehran), how much, and the bank's word on it. */
export function ReceiptView({ receipt, back }: { receipt: Receipt; back: ReactNode }) {
  const running = useTakenOver();
  const note = paymentStateNote(receipt.paymentStatus);
  return (
    <Card aria-labelledby="receipt-title" data-testid="receipt">
      <PrintOnlyTheReceipt />
      <h1 id="receipt-title">{T.title}</h1>
      {note && <Alert kind="warning">{note}</Alert>}
      <Facts>
        <Fact label={T.consultant}>{receipt.consultantName}</Fact>
        <Fact label={T.type}>{receipt.typeTitle}</Fact>
        <Fact label={T.date}>{formatJalaliLong(receipt.date)}</Fact>
        <Fact label={T.time}>
          <TehranTime date={receipt.date} time={receipt.time} />
        </Fact>
        <Fact label={T.amount}>{priceText(receipt.amount)}</Fact>
        <Fact label={T.status}>{PAYMENT_LABELS[receipt.paymentStatus]}</Fact>
        <Fact label={T.refId}>{receipt.refId && toPersianDigits(receipt.refId)}</Fact>
        <Fact label={T.paidAt}>{formatJalaliDateTime(receipt.paidAt)}</Fact>
        <Fact label={T.cardPan}>{receipt.cardPan && <bdi dir="ltr">{toPersianDigits(receipt.cardPan)}</bdi>}</Fact>
        <Fact label={T.taxId}>{receipt.taxId && <bdi dir="ltr">{receipt.taxId}</bdi>}</Fact>
        <Fact label={T.reservationId}>
          <bdi dir="ltr">{receipt.reservationId}</bdi>
        </Fact>
      </Facts>
      <IssuerFacts />
      <Actions data-print="hide">
        {running && (
          <Button type="button" onClick={() => window.print()}>
            {T.print}
          </Button>
        )}
        {back}
      </Actions>
    </Card>
  );
}
