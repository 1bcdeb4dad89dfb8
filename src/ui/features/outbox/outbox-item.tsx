import type { OutboxMessageView } from '../../../core/contracts/api/notifications-api';
import { formatJalaliDateTime } from '../../../core/domain/jalali-date';
import { toPersianDigits } from '../../../core/domain/persian-digits';
import { Badge, type BadgeTone } from '../../components/badge';
import { CardItem } from '../../components/card-list';
import { Fact, Facts } from '../../components/facts';
import { MessageBody } from './message-body';
import { CHANNEL_LABELS, OUTBOX_TEXTS, STATUS_LABELS } from './outbox-messages';

const TONES: Record<OutboxMessageView['status'], BadgeTone> = {
  queued: 'info',
  sent: 'success',
  failed: 'danger',
  kept: 'warning',
};

const { labels } = OUTBOX_TEXTS;

/** One message as it left or waits to leave: channel, to whom, what it said, and how its sending went. */
export function OutboxItem({ message }: { message: OutboxMessageView }) {
  return (
    <CardItem data-testid={`outbox-${message.id}`}>
      <h3>
        <span>{CHANNEL_LABELS[message.channel]}</span>
        <Badge $tone={TONES[message.status]}>{STATUS_LABELS[message.status]}</Badge>
        <time dateTime={message.createdAt}>{formatJalaliDateTime(message.createdAt)}</time>
      </h3>
      <Facts>
        <Fact label={labels.recipient}>
          <bdi dir="ltr">{message.recipient}</bdi>
        </Fact>
        <Fact label={labels.subject}>{message.subject}</Fact>
        <Fact label={labels.body}>
          <MessageBody body={message.body} />
        </Fact>
        <Fact label={labels.attachments}>
          {message.attachments.length > 0 &&
            message.attachments.map((name, index) => (
              <span key={index}>
                {index > 0 && '، '}
                <bdi dir="ltr">{name}</bdi>
              </span>
            ))}
        </Fact>
        <Fact label={labels.attempts}>{toPersianDigits(message.attempts)}</Fact>
        <Fact label={labels.lastError}>{message.lastError && <bdi>{message.lastError}</bdi>}</Fact>
        <Fact label={labels.sentAt}>{message.sentAt && formatJalaliDateTime(message.sentAt)}</Fact>
      </Facts>
    </CardItem>
  );
}
