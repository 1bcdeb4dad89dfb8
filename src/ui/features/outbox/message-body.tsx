import { useId, useState } from 'react';
import styled from 'styled-components';
import { Button } from '../../components/button';
import { OUTBOX_TEXTS } from './outbox-messages';

/** An e-mail longer than this shows its beginning until the consultant opens it. */
export const LONG_BODY_CHARS = 280;
const PREVIEW_CHARS = 160;

const Text = styled.p`
  margin: 0;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  line-height: 1.8;
`;

const Toggle = styled(Button)`
  min-height: 36px;
  padding: 0.2rem 0.8rem;
  margin-top: 0.35rem;
  font-size: 0.85rem;
`;

/** A message's text as sent, line breaks kept; a long one folded to its beginning with a button to open it. */
export function MessageBody({ body }: { body: string }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  if (body.length <= LONG_BODY_CHARS) return <Text dir="auto">{body}</Text>;
  return (
    <>
      <Text id={id} dir="auto">
        {open ? body : `${body.slice(0, PREVIEW_CHARS).trimEnd()}…`}
      </Text>
      <Toggle type="button" $variant="ghost" aria-expanded={open} aria-controls={id} onClick={() => setOpen(!open)}>
        {open ? OUTBOX_TEXTS.showLess : OUTBOX_TEXTS.showWhole}
      </Toggle>
    </>
  );
}
