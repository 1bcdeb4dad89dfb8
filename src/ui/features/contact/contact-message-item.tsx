import styled from 'styled-components';
import type { ContactMessageView } from '../../../core/contracts/api/contact-api';
import { CONTACT_KIND_LABELS } from '../../../core/domain/contact-message';
import { formatJalaliDateTime } from '../../../core/domain/jalali-date';
import { toPersianDigits } from '../../../core/domain/persian-digits';
import { Badge } from '../../components/badge';
import { Button } from '../../components/button';
import { CardItem } from '../../components/card-list';
import { Fact, Facts } from '../../components/facts';
import { CONTACT_TAB_TEXTS, CONTACT_TEXTS } from './contact-texts';

const Text = styled.p`
  margin: 0.75rem 0;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

interface Props {
  message: ContactMessageView;
  busy: boolean;
  onMarkAnswered: (id: string) => void;
}

/** One visitor's message or complaint: who, how to answer them, what they wrote, and whether it was answered. */
export function ContactMessageItem({ message, busy, onMarkAnswered }: Props) {
  return (
    <CardItem data-testid={`contact-${message.trackingNumber}`}>
      <h3>
        <span>{message.name}</span>
        <Badge $tone={message.kind === 'complaint' ? 'danger' : 'info'}>{CONTACT_KIND_LABELS[message.kind]}</Badge>
        <Badge $tone={message.answeredAt ? 'success' : 'warning'}>
          {message.answeredAt ? CONTACT_TAB_TEXTS.answered : CONTACT_TAB_TEXTS.waiting}
        </Badge>
        <time dateTime={message.createdAt}>{formatJalaliDateTime(message.createdAt)}</time>
      </h3>
      <Text>{message.text}</Text>
      <Facts>
        <Fact label={CONTACT_TAB_TEXTS.trackingNumber}>{toPersianDigits(message.trackingNumber)}</Fact>
        <Fact label={CONTACT_TEXTS.mobile}>
          {message.mobile && (
            <a href={`tel:${message.mobile}`} dir="ltr">
              {toPersianDigits(message.mobile)}
            </a>
          )}
        </Fact>
        <Fact label={CONTACT_TEXTS.email}>
          {message.email && (
            <a href={`mailto:${message.email}`} dir="ltr">
              {message.email}
            </a>
          )}
        </Fact>
      </Facts>
      {!message.answeredAt && (
        <Button type="button" $variant="outline" disabled={busy} onClick={() => onMarkAnswered(message.id)}>
          {CONTACT_TAB_TEXTS.markAnswered}
        </Button>
      )}
    </CardItem>
  );
}
