import styled from 'styled-components';

export const EDITOR_NOT_READY = 'ویرایشگر متن در حال آماده شدن است…';

const Frame = styled.div`
  display: grid;
  place-items: center;
  min-height: 17rem;
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  color: ${({ theme }) => theme.colors.muted};
  cursor: progress;
`;

/**
 * Where the article editor will be, drawn on the server and until the app has taken the page
 * over: the editor needs the browser (its HTML reader, selection and events), so it is not
 * pretended here, only shown as not ready yet.
 */
export function EditorPlaceholder({ label }: { label: string }) {
  return (
    <Frame role="group" aria-label={label} aria-busy="true" aria-disabled="true" data-editor-placeholder="">
      <span role="status">{EDITOR_NOT_READY}</span>
    </Frame>
  );
}
