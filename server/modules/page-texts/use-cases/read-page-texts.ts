import { PENDING_HOLD_MS } from '../../../../src/core/domain/limits';
import {
  PAGE_TEXT_MESSAGES as M,
  isPageTextPage,
  slotsOfPage,
  type PageTexts,
  type RefundRules,
} from '../../../../src/core/domain/page-texts';
import type { PageTextPorts } from '../ports/page-texts-ports';
import { Refusal } from '../../refusal';

/** The bank (Zarinpal, and the sandbox as it does) takes a verified payment back on its own within this window. */
export const BANK_REVERSE_MINUTES = 30;

/**
 * A page's texts for anyone: each slot the page shows, as its newest version, with only the
 * fields the page reads. /refund-policy also gets the rules it is written from, as the booking
 * applies them now, so changing the change notice changes the page.
 */
export class ReadPageTexts {
  constructor(private readonly ports: Pick<PageTextPorts, 'rules' | 'store'>) {}

  async execute(page: string): Promise<{ texts: PageTexts; rules?: RefundRules }> {
    if (!isPageTextPage(page)) throw new Refusal('not-found', M.unknownPage);
    const slots = slotsOfPage(page);
    const current = await this.ports.store.current(slots.map((slot) => slot.key));
    const texts: PageTexts = {};
    for (const { key, fields } of slots) {
      const found = current.get(key);
      if (found)
        texts[key] = {
          title: fields.includes('title') ? found.title : '',
          summary: fields.includes('summary') ? found.summary : '',
          body: fields.includes('body') ? found.body : '',
        };
    }
    if (page !== 'refund-policy') return { texts };
    const rules = {
      changeNoticeHours: await this.ports.rules.changeNoticeHours(),
      holdMinutes: PENDING_HOLD_MS / 60_000,
      bankReverseMinutes: BANK_REVERSE_MINUTES,
    };
    return { texts, rules };
  }
}
