import styled from 'styled-components';
import type { DiffPart, VersionComparisonJson } from '../../../core/contracts/api/post-versions-api';

export const DIFF_TEXTS = {
  title: 'عنوان',
  content: 'متن مقاله',
  seoTitle: 'عنوان سئو',
  seoDescription: 'توضیح سئو',
  added: 'افزوده',
  removed: 'حذف‌شده',
  unchanged: 'بدون تغییر',
} as const;

const Diff = styled.div`
  display: grid;
  gap: 0.8rem;
  h4 {
    margin: 0;
    font-size: 0.95rem;
  }
  p.text {
    margin: 0;
    white-space: pre-wrap;
    line-height: 2;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: 10px;
    padding: 0.6rem 0.8rem;
    background: ${({ theme }) => theme.colors.surface};
  }
  ins {
    text-decoration: none;
    background: ${({ theme }) => theme.colors.successSoft};
    color: ${({ theme }) => theme.colors.text};
    border-bottom: 2px solid ${({ theme }) => theme.colors.success};
  }
  del {
    background: ${({ theme }) => theme.colors.dangerSoft};
    color: ${({ theme }) => theme.colors.text};
    text-decoration: line-through;
    text-decoration-color: ${({ theme }) => theme.colors.danger};
  }
  /* a replaced word and its replacement must not read as one word */
  del + ins,
  ins + del {
    margin-inline-start: 0.3em;
  }
  .legend {
    display: flex;
    gap: 1rem;
    margin: 0;
    font-size: 0.85rem;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const changed = (parts: DiffPart[]) => parts.some((part) => part.kind !== 'same');

/** One field's runs: kept text plain, added text as <ins>, removed as <del>, paragraphs on their own lines. */
function Runs({ parts }: { parts: DiffPart[] }) {
  return (
    <p className="text" dir="rtl">
      {parts.map((part, index) =>
        part.kind === 'added' ? (
          <ins key={index}>{part.text}</ins>
        ) : part.kind === 'removed' ? (
          <del key={index}>{part.text}</del>
        ) : (
          <span key={index}>{part.text}</span>
        ),
      )}
    </p>
  );
}

/** Two versions side by side in one text: each changed field, with what was added and removed marked. */
export function VersionDiffView({ comparison }: { comparison: VersionComparisonJson }) {
  const fields = (['title', 'content', 'seoTitle', 'seoDescription'] as const).filter(
    (field) => field === 'content' || changed(comparison[field]),
  );
  return (
    <Diff aria-live="polite">
      <p className="legend">
        <ins>{DIFF_TEXTS.added}</ins>
        <del>{DIFF_TEXTS.removed}</del>
      </p>
      {fields.map((field) => (
        <section key={field}>
          <h4>
            {DIFF_TEXTS[field]}
            {changed(comparison[field]) ? '' : ` (${DIFF_TEXTS.unchanged})`}
          </h4>
          <Runs parts={comparison[field]} />
        </section>
      ))}
    </Diff>
  );
}
