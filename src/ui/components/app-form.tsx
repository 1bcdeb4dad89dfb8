import type { FormHTMLAttributes } from 'react';
import styled from 'styled-components';
import { useTakenOver } from './use-taken-over';

const Fields = styled.fieldset`
  border: 0;
  padding: 0;
  margin: 0;
  min-width: 0;
  &:disabled {
    opacity: 0.6;
    cursor: progress;
  }
`;

/**
 * A form only the app can submit (its answer is drawn by the app, not by a page the server
 * sends back). Until the app has taken the page over its fields are disabled, so nothing is
 * typed or pressed into a page that would lose it; it posts, so no submission could ever put
 * its fields in an address.
 */
export function AppForm({ children, ...props }: FormHTMLAttributes<HTMLFormElement>) {
  const ready = useTakenOver();
  return (
    <form method="post" {...props} aria-busy={ready ? undefined : true}>
      <Fields disabled={!ready}>{children}</Fields>
    </form>
  );
}
