import { useCallback, useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import type { ContactMessagesFilter } from '../../../core/ports/practice/contact-repository';
import { CONTACT_MESSAGES, TRACKING_NUMBER_PATTERN } from '../../../core/domain/contact-message';
import { latinDigits } from '../../../core/domain/mobile-number';
import { toPersianDigits } from '../../../core/domain/persian-digits';
import { PRACTICE_USE_CASES } from '../../../core/use-cases/practice/practice-tokens';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { CardList } from '../../components/card-list';
import { Field, Input, TabTitle } from '../../components/form-styles';
import { Spinner } from '../../components/spinner';
import { useService } from '../../services/services-context';
import { useLoaded } from '../../services/use-loaded';
import { ContactMessageItem } from './contact-message-item';
import { CONTACT_TAB_TEXTS as TEXTS } from './contact-texts';

const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem 1.5rem;
  align-items: end;
  form {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem;
    align-items: end;
  }
  > label {
    display: inline-flex;
    align-items: center;
    gap: 0.4rem;
    min-height: 44px;
    font-weight: 600;
  }
`;

const Pager = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.5rem;
  margin-top: 1rem;
`;

const FIRST: ContactMessagesFilter = { page: 1, complaintsOnly: false, trackingNumber: null };

/**
 * The consultant's inbox of /contact: messages and complaints, newest first, a page at a time;
 * complaints alone, or the one message a tracking number names; each marked answered when it is.
 */
export default function ContactMessagesTab() {
  const loadMessages = useService(PRACTICE_USE_CASES.LoadContactMessages);
  const markAnswered = useService(PRACTICE_USE_CASES.MarkContactAnswered);
  const titleId = useId();
  const [filter, setShownFilter] = useState<ContactMessagesFilter>(FIRST);
  const read = useLoaded(useCallback(() => loadMessages.execute(filter), [loadMessages, filter]));
  const { loading } = read;
  // when each message marked here was marked: the page shows it answered without reading again
  const [answeredHere, setAnsweredHere] = useState<Record<string, string>>({});
  const shown = read.value && {
    ...read.value,
    messages: read.value.messages.map((message) =>
      answeredHere[message.id] ? { ...message, answeredAt: answeredHere[message.id] } : message,
    ),
  };
  // what the consultant's own step failed on (a malformed number, a refused mark), until the next read
  const [stepError, setStepError] = useState<string | null>(null);
  const error = stepError ?? read.error;
  const [marking, setMarking] = useState<string | null>(null);
  const [typedNumber, setTypedNumber] = useState('');

  const setFilter = (next: ContactMessagesFilter) => {
    setStepError(null);
    setShownFilter(next);
  };

  const find = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const number = latinDigits(typedNumber).trim();
    if (!TRACKING_NUMBER_PATTERN.test(number)) return setStepError(CONTACT_MESSAGES.invalidTracking);
    setFilter({ ...filter, page: 1, trackingNumber: number });
  };

  const onMarkAnswered = async (id: string) => {
    setMarking(id);
    const result = await markAnswered.execute(id);
    setMarking(null);
    if (!result.ok) return setStepError(result.message);
    setAnsweredHere((answered) => ({ ...answered, [id]: new Date().toISOString() }));
  };

  const page = shown?.page ?? filter.page;
  return (
    <section aria-labelledby={titleId}>
      <TabTitle id={titleId}>{TEXTS.title}</TabTitle>
      <p>{TEXTS.intro}</p>
      <Controls>
        <label>
          <input
            type="checkbox"
            checked={filter.complaintsOnly}
            onChange={(event) => setFilter({ ...filter, page: 1, complaintsOnly: event.target.checked })}
          />
          {TEXTS.complaintsOnly}
        </label>
        {/* before the app takes over, a submit only reopens this tab: the typed number has no name, so it never lands in the address */}
        <form method="get" action="/dashboard" onSubmit={find} role="search" aria-label={TEXTS.tracking}>
          <input type="hidden" name="tab" value="contactMessages" />
          <Field>
            {TEXTS.tracking}
            <Input
              dir="ltr"
              inputMode="numeric"
              maxLength={16}
              value={typedNumber}
              onChange={(event) => setTypedNumber(event.target.value)}
            />
          </Field>
          <Button type="submit" $variant="outline">
            {TEXTS.find}
          </Button>
          {filter.trackingNumber && (
            <Button
              type="button"
              $variant="ghost"
              onClick={() => {
                setTypedNumber('');
                setFilter(FIRST);
              }}
            >
              {TEXTS.showAll}
            </Button>
          )}
        </form>
      </Controls>
      {error && <Alert kind="error">{error}</Alert>}
      {loading && <Spinner />}
      {!loading && shown && shown.messages.length === 0 && (
        <Alert kind="info">{filter.trackingNumber ? TEXTS.notFound : TEXTS.empty}</Alert>
      )}
      {!loading && shown && shown.messages.length > 0 && (
        <CardList aria-label={TEXTS.listLabel}>
          {shown.messages.map((message) => (
            <ContactMessageItem
              key={message.id}
              message={message}
              busy={marking === message.id}
              onMarkAnswered={(id) => void onMarkAnswered(id)}
            />
          ))}
        </CardList>
      )}
      {shown && (page > 1 || shown.hasMore) && (
        <Pager aria-label={TEXTS.pagerLabel}>
          <Button type="button" $variant="outline" disabled={loading || page <= 1} onClick={() => setFilter({ ...filter, page: page - 1 })}>
            {TEXTS.newer}
          </Button>
          <span aria-live="polite">صفحه {toPersianDigits(page)}</span>
          <Button
            type="button"
            $variant="outline"
            disabled={loading || !shown.hasMore}
            onClick={() => setFilter({ ...filter, page: page + 1 })}
          >
            {TEXTS.older}
          </Button>
        </Pager>
      )}
    </section>
  );
}
