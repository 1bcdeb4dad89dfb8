import { useId, useState } from 'react';
import styled from 'styled-components';
import { bookingFieldStyle } from './booking-field-style';
import { buyerTaxIdProblem, normalizeBuyerTaxId } from '../../../core/domain/tax/buyer-tax-id';

export const OFFICIAL_INVOICE_TEXTS = {
  wanted: 'صورت‌حساب رسمی (الکترونیکی) به نام خودم یا شرکتم می‌خواهم',
  buyerId: 'کد ملی یا شناسهٔ ملی / کد اقتصادی',
  hint: 'کد ملی ۱۰ رقمی، یا برای شرکت‌ها شناسهٔ ملی ۱۱ رقمی. بدون آن، صورت‌حساب بدون نام خریدار صادر می‌شود.',
} as const;

const Box = styled.div`
  display: grid;
  gap: 0.4rem;
  margin: 0 0 1rem;
  label {
    display: flex;
    align-items: center;
    gap: 0.5rem;
    min-height: 44px;
  }
  input[type='text'] {
    ${bookingFieldStyle}
  }
  input[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
  }
  small {
    color: ${({ theme }) => theme.colors.muted};
  }
  [role='alert'] {
    color: ${({ theme }) => theme.colors.danger};
    margin: 0;
  }
`;

export interface InvoiceRequest {
  wanted: boolean;
  typed: string;
  error: string | null;
}

/**
 * Whether the customer asks for an official invoice and with which ID. `forPay` answers the ID to
 * send with the booking (undefined when none is asked for), or null when what was typed is
 * refused: the reason is then shown beside the field and nothing is booked.
 */
export function useInvoiceRequest() {
  const [request, setRequest] = useState<InvoiceRequest>({ wanted: false, typed: '', error: null });
  const forPay = (): string | undefined | null => {
    if (!request.wanted) return undefined;
    const problem = buyerTaxIdProblem(request.typed);
    if (problem) {
      setRequest({ ...request, error: problem });
      return null;
    }
    return normalizeBuyerTaxId(request.typed) ?? undefined;
  };
  return { request, setRequest, forPay };
}

/** The personal-information card's «صورت‌حساب رسمی» box, shown only where the consultant sends e-invoices. */
export function OfficialInvoiceFields({ request, onChange }: { request: InvoiceRequest; onChange(next: InvoiceRequest): void }) {
  const id = useId();
  const hintId = useId();
  const errorId = useId();
  return (
    <Box>
      <label>
        <input
          type="checkbox"
          checked={request.wanted}
          onChange={(event) => onChange({ ...request, wanted: event.target.checked, error: null })}
        />
        {OFFICIAL_INVOICE_TEXTS.wanted}
      </label>
      {request.wanted && (
        <>
          <label htmlFor={id}>{OFFICIAL_INVOICE_TEXTS.buyerId}</label>
          <input
            id={id}
            type="text"
            inputMode="numeric"
            dir="ltr"
            autoComplete="off"
            maxLength={40}
            value={request.typed}
            aria-invalid={request.error ? true : undefined}
            aria-describedby={request.error ? `${errorId} ${hintId}` : hintId}
            onChange={(event) => onChange({ ...request, typed: event.target.value, error: null })}
          />
          <small id={hintId}>{OFFICIAL_INVOICE_TEXTS.hint}</small>
          {request.error && (
            <p id={errorId} role="alert">
              {request.error}
            </p>
          )}
        </>
      )}
    </Box>
  );
}
