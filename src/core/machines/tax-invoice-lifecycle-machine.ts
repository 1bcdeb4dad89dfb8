import { setup } from 'xstate';

/** What the tax invoice lifecycle's guards read. */
export interface TaxInvoiceFacts {
  /** the invoice's total (tbill), rials */
  totalRials: number;
}

export type TaxInvoiceLifecycleEvent =
  | { type: 'SEND' }
  | { type: 'ANSWER_PENDING' }
  | { type: 'ACCEPTED' }
  | { type: 'REJECTED' }
  | { type: 'CORRECTION_SENT' }
  | { type: 'MONEY_RETURNED'; rials: number }
  | { type: 'CANCELLATION_PENDING' }
  | { type: 'CANCELLATION_ACCEPTED' }
  | { type: 'CANCELLATION_REJECTED' };

/**
 * An official e-invoice's life in the taxpayer system (سامانه مودیان, v2), the one definition the
 * server's use cases run (through `lifecycleStep`) and `npm run charts` draws. Only the system's
 * answer moves a sent invoice; a transient answer (queued, in progress, no answer) keeps it sent to
 * be asked again. A correction is a new invoice with its own tax ID, sent from its own draft: the
 * one it corrects ends `corrected`. Money going back after acceptance is answered by a cancelling
 * invoice (صورتحساب ابطالی), the original staying registered until the system accepts it.
 */
export const taxInvoiceLifecycleMachine = setup({
  types: {
    context: {} as TaxInvoiceFacts,
    input: {} as TaxInvoiceFacts,
    events: {} as TaxInvoiceLifecycleEvent,
  },
  guards: {
    wholeAmountReturned: ({ context, event }) => event.type === 'MONEY_RETURNED' && event.rials === context.totalRials,
  },
}).createMachine({
  id: 'taxInvoiceLifecycle',
  description: 'چرخه عمر یک صورتحساب الکترونیکی در سامانه مودیان: ارسال، پذیرش یا رد، اصلاح و ابطال',
  context: ({ input }) => input,
  initial: 'draft',
  states: {
    draft: {
      description: 'پیش‌نویس: صورتحساب با شماره منحصر به فرد مالیاتی ساخته شده و هنوز به سامانه نرفته است',
      on: {
        SEND: { target: 'sent', description: 'صورتحساب امضا و به سامانه مودیان فرستاده شد' },
        MONEY_RETURNED: {
          guard: 'wholeAmountReturned',
          target: 'void',
          description: 'همه مبلغ پیش از ارسال بازگشت؛ صورتحسابی فرستاده نمی‌شود',
        },
      },
    },
    sent: {
      description: 'ارسال‌شده: صورتحساب به سامانه فرستاده شده و هنوز پاسخ قطعی نیامده است',
      on: {
        ANSWER_PENDING: {
          target: 'sent',
          description: 'پاسخ موقت (در صف، در حال بررسی) یا پاسخی نرسید: ارسال‌شده می‌ماند و دوباره استعلام می‌شود',
        },
        ACCEPTED: { target: 'accepted', description: 'سامانه صورتحساب را پذیرفت و ثبت کرد' },
        REJECTED: { target: 'rejected', description: 'سامانه صورتحساب را با خطا رد کرد؛ ثبت نشد' },
      },
    },
    accepted: {
      description: 'پذیرفته: صورتحساب در سامانه مودیان ثبت شده است',
      on: {
        CORRECTION_SENT: { target: 'corrected', description: 'صورتحساب اصلاحی با شماره تازه به جای این صورتحساب فرستاده شد' },
        MONEY_RETURNED: {
          guard: 'wholeAmountReturned',
          target: 'cancelling',
          description: 'همه مبلغ به مشتری بازگشت؛ صورتحساب ابطالی باید فرستاده شود',
        },
      },
    },
    rejected: {
      description: 'ردشده: سامانه صورتحساب را نپذیرفت و باید اصلاح و دوباره فرستاده شود',
      on: {
        CORRECTION_SENT: {
          target: 'corrected',
          description: 'نسخه اصلاح‌شده، صورتحسابی تازه با شماره تازه، فرستاده شد',
        },
        MONEY_RETURNED: {
          guard: 'wholeAmountReturned',
          target: 'void',
          description: 'همه مبلغ بازگشت و صورتحساب ردشده هرگز ثبت نشده بود؛ ابطالی لازم نیست',
        },
      },
    },
    cancelling: {
      description: 'ابطال در جریان: صورتحساب ابطالی باید فرستاده و پذیرفته شود؛ صورتحساب اصلی تا آن هنگام ثبت‌شده می‌ماند',
      on: {
        CANCELLATION_PENDING: {
          target: 'cancelling',
          description: 'پاسخ موقت یا بی‌پاسخ برای صورتحساب ابطالی: دوباره استعلام می‌شود',
        },
        CANCELLATION_REJECTED: {
          target: 'cancelling',
          description: 'سامانه صورتحساب ابطالی را رد کرد؛ ابطالی اصلاح و دوباره فرستاده می‌شود',
        },
        CANCELLATION_ACCEPTED: { target: 'cancelled', description: 'سامانه صورتحساب ابطالی را پذیرفت' },
      },
    },
    corrected: { type: 'final', description: 'اصلاح‌شده: صورتحساب اصلاحی جای این صورتحساب را گرفته است' },
    cancelled: { type: 'final', description: 'باطل‌شده: صورتحساب ابطالی در سامانه ثبت شده است' },
    void: { type: 'final', description: 'بی‌اثر: مبلغ بازگشت پیش از آنکه صورتحسابی در سامانه ثبت شود' },
  },
});

export type TaxInvoiceLifecycleStatus = 'draft' | 'sent' | 'accepted' | 'rejected' | 'cancelling' | 'corrected' | 'cancelled' | 'void';
