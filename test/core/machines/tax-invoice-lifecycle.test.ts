import { lifecycleStep } from '../../../src/core/domain/lifecycle-step';
import {
  taxInvoiceLifecycleMachine,
  type TaxInvoiceLifecycleEvent,
  type TaxInvoiceLifecycleStatus,
} from '../../../src/core/machines/tax-invoice-lifecycle-machine';

const TOTAL = 16_500_000;
const step = (from: TaxInvoiceLifecycleStatus, event: TaxInvoiceLifecycleEvent) =>
  lifecycleStep(taxInvoiceLifecycleMachine, from, { totalRials: TOTAL }, event);

const STATUSES: TaxInvoiceLifecycleStatus[] = ['draft', 'sent', 'accepted', 'rejected', 'cancelling', 'corrected', 'cancelled', 'void'];
const EVENTS: TaxInvoiceLifecycleEvent[] = [
  { type: 'SEND' },
  { type: 'ANSWER_PENDING' },
  { type: 'ACCEPTED' },
  { type: 'REJECTED' },
  { type: 'CORRECTION_SENT' },
  { type: 'MONEY_RETURNED', rials: TOTAL },
  { type: 'MONEY_RETURNED', rials: TOTAL - 1 },
  { type: 'CANCELLATION_PENDING' },
  { type: 'CANCELLATION_ACCEPTED' },
  { type: 'CANCELLATION_REJECTED' },
];

/** Every move the invoice may make, written out; any pair of status and event not here is refused. */
const ALLOWED: Record<string, TaxInvoiceLifecycleStatus> = {
  'draft SEND': 'sent',
  'draft MONEY_RETURNED 16500000': 'void',
  'sent ANSWER_PENDING': 'sent',
  'sent ACCEPTED': 'accepted',
  'sent REJECTED': 'rejected',
  'accepted CORRECTION_SENT': 'corrected',
  'accepted MONEY_RETURNED 16500000': 'cancelling',
  'rejected CORRECTION_SENT': 'corrected',
  'rejected MONEY_RETURNED 16500000': 'void',
  'cancelling CANCELLATION_PENDING': 'cancelling',
  'cancelling CANCELLATION_REJECTED': 'cancelling',
  'cancelling CANCELLATION_ACCEPTED': 'cancelled',
};
const key = (from: string, event: TaxInvoiceLifecycleEvent) => [from, event.type, ...('rials' in event ? [event.rials] : [])].join(' ');

describe('an e-invoice’s life in the taxpayer system', () => {
  it('starts as a draft', () => {
    expect(taxInvoiceLifecycleMachine.config.initial).toBe('draft');
    expect(Object.keys(taxInvoiceLifecycleMachine.config.states ?? {}).sort()).toEqual([...STATUSES].sort());
  });

  it('is sent from its draft, then accepted or rejected by the system’s answer', () => {
    expect(step('draft', { type: 'SEND' })).toBe('sent');
    expect(step('sent', { type: 'ACCEPTED' })).toBe('accepted');
    expect(step('sent', { type: 'REJECTED' })).toBe('rejected');
  });

  it('stays sent on a transient answer, to be asked again, and is never sent twice', () => {
    expect(step('sent', { type: 'ANSWER_PENDING' })).toBe('sent');
    expect(step('sent', { type: 'SEND' })).toBeNull();
    expect(step('accepted', { type: 'SEND' })).toBeNull();
    expect(step('draft', { type: 'ACCEPTED' })).toBeNull();
  });

  it('is corrected by a new invoice when rejected or after acceptance, and then moves no more', () => {
    expect(step('rejected', { type: 'CORRECTION_SENT' })).toBe('corrected');
    expect(step('accepted', { type: 'CORRECTION_SENT' })).toBe('corrected');
    expect(step('rejected', { type: 'SEND' })).toBeNull();
    for (const event of EVENTS) expect(step('corrected', event)).toBeNull();
  });

  it('is cancelled by a cancelling invoice when all the money goes back after acceptance', () => {
    expect(step('accepted', { type: 'MONEY_RETURNED', rials: TOTAL })).toBe('cancelling');
    expect(step('cancelling', { type: 'CANCELLATION_PENDING' })).toBe('cancelling');
    expect(step('cancelling', { type: 'CANCELLATION_REJECTED' })).toBe('cancelling');
    expect(step('cancelling', { type: 'CANCELLATION_ACCEPTED' })).toBe('cancelled');
  });

  it('needs no cancelling invoice when the money goes back before any was registered, and waits for an answer first', () => {
    expect(step('draft', { type: 'MONEY_RETURNED', rials: TOTAL })).toBe('void');
    expect(step('rejected', { type: 'MONEY_RETURNED', rials: TOTAL })).toBe('void');
    expect(step('sent', { type: 'MONEY_RETURNED', rials: TOTAL })).toBeNull();
  });

  it('is not cancelled when only part of the money goes back', () => {
    for (const from of ['draft', 'accepted', 'rejected'] as const) {
      expect(step(from, { type: 'MONEY_RETURNED', rials: TOTAL - 1 })).toBeNull();
      expect(step(from, { type: 'MONEY_RETURNED', rials: TOTAL + 1 })).toBeNull();
    }
  });

  it('makes exactly the moves listed, and refuses every other event in every status', () => {
    const moves: Record<string, TaxInvoiceLifecycleStatus> = {};
    for (const from of STATUSES) {
      for (const event of EVENTS) {
        const to = step(from, event);
        if (to !== null) moves[key(from, event)] = to;
      }
    }
    expect(moves).toEqual(ALLOWED);
  });
});
