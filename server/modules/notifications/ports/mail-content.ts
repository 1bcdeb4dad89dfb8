/** One row of an e-mail's facts table: «نوع جلسه» — «مشاوره مالیاتی». */
export interface MailFact {
  label: string;
  value: string;
  /** a web address the value opens (a session's meeting link) */
  href?: string;
}

/** A button in the HTML part and a «label: address» line in the text; a path (`/receipt/…`) is taken under the site's public address. */
export interface MailLink {
  label: string;
  href: string;
}

/**
 * What an e-mail says, before it is written out: the text part and the HTML part are both
 * rendered from it (with the site's name and logo), so neither is made from the other.
 */
export interface MailContent {
  /** the heading; the subject is it with the site's name */
  title: string;
  /** said first: the greeting and what happened */
  paragraphs: string[];
  /** the booking's facts, in the order read */
  facts: MailFact[];
  links: MailLink[];
  /** said last: what to know (an attachment, how long a link works) */
  notes: string[];
}
