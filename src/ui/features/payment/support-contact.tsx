import styled from 'styled-components';
import { useSiteProfile } from '../../site/site-profile-context';
import { toPersianDigits } from '../../../core/domain/persian-digits';

const List = styled.dl`
  display: grid;
  grid-template-columns: max-content auto;
  justify-content: center;
  gap: 0.35rem 0.75rem;
  margin: 1rem 0 0;
  dt {
    color: ${({ theme }) => theme.colors.muted};
  }
  dd {
    margin: 0;
  }
  a {
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 600;
  }
`;

/** The consultant's phone and email, to call about a payment that went wrong. */
export function SupportContact() {
  const { phone, email } = useSiteProfile().contact;
  if (!phone && !email) return null;
  return (
    <List aria-label="راه‌های تماس با پشتیبانی">
      {phone && (
        <>
          <dt>تلفن</dt>
          <dd>
            <a href={`tel:${phone}`} dir="ltr">
              {toPersianDigits(phone)}
            </a>
          </dd>
        </>
      )}
      {email && (
        <>
          <dt>ایمیل</dt>
          <dd>
            <a href={`mailto:${email}`} dir="ltr">
              {email}
            </a>
          </dd>
        </>
      )}
    </List>
  );
}
