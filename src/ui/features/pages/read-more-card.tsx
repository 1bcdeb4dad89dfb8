import { useCallback, useId, useState } from 'react';
import styled from 'styled-components';
import { Button } from '../../components/button';
import { Modal } from '../../components/modal';
import { articleContentStyles } from '../../components/article-content-styles';
import { Card, CardTitle } from './page-parts';
import { IconBadge, ServiceIcon } from './service-icons';
import type { ShownService } from './service-slots';

const READ_MORE_LABEL = 'بیشتر بخوانید';

const Summary = styled.p`
  flex: 1;
  color: ${({ theme }) => theme.colors.muted};
`;

const DialogBody = styled.div`
  max-height: min(55vh, 28rem);
  overflow-y: auto;
  padding-right: 0.5rem;
  border-radius: 6px;
  ${articleContentStyles}
`;

const DialogActions = styled.div`
  display: flex;
  justify-content: flex-end;
  margin-top: 1rem;
  padding-top: 1rem;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

export interface ReadMoreCardProps {
  /** the consultant's text; a service with no read-more text yet shows no button */
  service: ShownService;
  /** h2 when the cards are the page's first level under its title, h3 inside a titled section */
  headingLevel?: 'h2' | 'h3';
}

/**
 * A service card whose 'بیشتر بخوانید' button opens the full description in a dialog. The text
 * scrolls inside its own focusable region, so the dialog focuses the start of the text rather
 * than a close button below it, and the close button stays in sight on a small screen.
 */
export function ReadMoreCard({ service, headingLevel = 'h2' }: ReadMoreCardProps) {
  const [open, setOpen] = useState(false);
  const titleId = useId();
  const close = useCallback(() => setOpen(false), []);
  return (
    <Card aria-labelledby={titleId}>
      <IconBadge>
        <ServiceIcon name={service.icon} />
      </IconBadge>
      <CardTitle as={headingLevel} id={titleId}>
        {service.title}
      </CardTitle>
      <Summary>{service.summary}</Summary>
      {service.body && (
        <Button type="button" $variant="outline" aria-haspopup="dialog" aria-describedby={titleId} onClick={() => setOpen(true)}>
          {READ_MORE_LABEL}
        </Button>
      )}
      <Modal open={open} title={service.title} onClose={close}>
        <DialogBody tabIndex={0} role="region" aria-label={`شرح کامل ${service.title}`}>
          {/* sanitized by the server when the consultant saved it */}
          <div dangerouslySetInnerHTML={{ __html: service.body }} />
        </DialogBody>
        <DialogActions>
          <Button type="button" onClick={close}>
            بستن
          </Button>
        </DialogActions>
      </Modal>
    </Card>
  );
}
