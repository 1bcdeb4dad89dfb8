import { useCallback, useId, useState } from 'react';
import styled from 'styled-components';
import { toPersianDigits } from '../../../core/domain/persian-digits';
import { PRACTICE_USE_CASES } from '../../../core/use-cases/practice/practice-tokens';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { Spinner } from '../../components/spinner';
import { useService } from '../../services/services-context';
import { useLoaded } from '../../services/use-loaded';
import { OutboxItem } from './outbox-item';
import { OUTBOX_TEXTS, pageText, unsentNotice } from './outbox-messages';
import { TabTitle } from '../../components/form-styles';
import { CardList } from '../../components/card-list';

const Pager = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.5rem;
  margin-top: 1rem;
`;

/**
 * The consultant's outbox: every SMS and e-mail the site sent, is sending, gave up on or only
 * kept, a page at a time, newest first; and, when a channel has no provider, that its messages
 * stay here unsent.
 */
export default function OutboxTab() {
  const loadOutboxPage = useService(PRACTICE_USE_CASES.LoadOutboxPage);
  const titleId = useId();
  const [wanted, setWanted] = useState(1);
  const { value: shown, error, loading } = useLoaded(useCallback(() => loadOutboxPage.execute(wanted), [loadOutboxPage, wanted]));

  const notice = shown && unsentNotice(shown.providers);
  const page = shown?.page ?? wanted;

  return (
    <section aria-labelledby={titleId}>
      <TabTitle id={titleId}>{OUTBOX_TEXTS.title}</TabTitle>
      <p>{OUTBOX_TEXTS.intro}</p>
      {notice && <Alert kind="warning">{notice}</Alert>}
      {error && <Alert kind="error">{error}</Alert>}
      {loading && <Spinner />}
      {!loading && shown && shown.messages.length === 0 && <Alert kind="info">{OUTBOX_TEXTS.empty}</Alert>}
      {!loading && shown && shown.messages.length > 0 && (
        <CardList aria-label={OUTBOX_TEXTS.listLabel}>
          {shown.messages.map((message) => (
            <OutboxItem key={message.id} message={message} />
          ))}
        </CardList>
      )}
      {shown && (page > 1 || shown.hasMore) && (
        <Pager aria-label={OUTBOX_TEXTS.pagerLabel}>
          <Button type="button" $variant="outline" disabled={loading || page <= 1} onClick={() => setWanted(page - 1)}>
            {OUTBOX_TEXTS.newer}
          </Button>
          <span aria-live="polite">{pageText(toPersianDigits(page))}</span>
          <Button type="button" $variant="outline" disabled={loading || !shown.hasMore} onClick={() => setWanted(page + 1)}>
            {OUTBOX_TEXTS.older}
          </Button>
        </Pager>
      )}
    </section>
  );
}
