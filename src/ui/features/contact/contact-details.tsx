import { Fragment, type ReactNode } from 'react';
import styled from 'styled-components';
import { toPersianDigits } from '../../../core/domain/persian-digits';
import type { SiteContact } from '../../../core/domain/site-profile';
import { CONTACT_TEXTS } from './contact-texts';

const List = styled.dl`
  margin: 0;
  display: grid;
  gap: 0.75rem;
  grid-template-columns: 1fr;
  @media (min-width: 560px) {
    grid-template-columns: max-content minmax(0, 1fr);
    column-gap: 1.25rem;
  }
  dt {
    font-weight: 700;
    color: ${({ theme }) => theme.colors.muted};
  }
  dd {
    margin: 0 0 0.5rem;
    overflow-wrap: anywhere;
  }
  @media (min-width: 560px) {
    dd {
      margin: 0;
    }
  }
  a {
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 600;
  }
`;

/** A phone number as a tel: link (digits and a leading + only), shown with Persian digits. */
function PhoneLink({ number }: { number: string }) {
  return (
    <a href={`tel:${number.replace(/[^0-9+]/g, '')}`} dir="ltr">
      {toPersianDigits(number)}
    </a>
  );
}

/** The practice's contact details from the site profile; a detail not set is not shown. */
export function ContactDetails({ contact }: { contact: SiteContact }) {
  const rows: Array<[string, ReactNode]> = [];
  if (contact.phone.trim()) rows.push([CONTACT_TEXTS.phone, <PhoneLink number={contact.phone} />]);
  if (contact.mobile.trim()) rows.push([CONTACT_TEXTS.mobile, <PhoneLink number={contact.mobile} />]);
  if (contact.email.trim())
    rows.push([
      CONTACT_TEXTS.email,
      <a href={`mailto:${contact.email.trim()}`} dir="ltr">
        {contact.email.trim()}
      </a>,
    ]);
  if (contact.address.trim()) rows.push([CONTACT_TEXTS.address, contact.address]);
  if (contact.postalCode.trim()) rows.push([CONTACT_TEXTS.postalCode, <span dir="ltr">{toPersianDigits(contact.postalCode.trim())}</span>]);
  if (contact.hours.trim()) rows.push([CONTACT_TEXTS.hours, contact.hours]);
  if (/^https?:\/\//i.test(contact.mapUrl.trim())) {
    rows.push([
      CONTACT_TEXTS.mapTerm,
      <a href={contact.mapUrl.trim()} target="_blank" rel="noopener noreferrer">
        {CONTACT_TEXTS.map}
      </a>,
    ]);
  }
  if (rows.length === 0) return null;
  return (
    <List>
      {rows.map(([term, detail]) => (
        <Fragment key={term}>
          <dt>{term}</dt>
          <dd>{detail}</dd>
        </Fragment>
      ))}
    </List>
  );
}
