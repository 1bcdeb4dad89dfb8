import { useEffect, useId, useState } from 'react';
import styled from 'styled-components';
import type { PostVersionJson, VersionComparisonJson, VersionReasonJson } from '../../../core/contracts/api/post-versions-api';
import { formatJalaliDateTime } from '../../../core/domain/jalali-date';
import { BLOG_USE_CASES } from '../../../core/use-cases/blog/blog-tokens';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { useService } from '../../services/services-context';
import { VersionDiffView } from './version-diff-view';

export const VERSION_TEXTS = {
  heading: 'نسخه‌های پیشین',
  none: 'این مقاله هنوز نسخه پیشینی ندارد؛ با هر ذخیره، متن قبلی اینجا نگه داشته می‌شود.',
  from: 'از نسخه',
  to: 'تا نسخه',
  current: 'نسخه کنونی',
  compare: 'مقایسه',
  restore: 'بازگردانی',
  restoreQuestion: 'متن این نسخه جای متن کنونی مقاله را بگیرد؟ متن کنونی هم به صورت یک نسخه نگه داشته می‌شود.',
  untitled: 'بی‌عنوان',
  by: 'به دست',
} as const;

export const REASON_TEXTS: Record<VersionReasonJson, string> = {
  autosave: 'پیش از ذخیره خودکار',
  save: 'پیش از ذخیره',
  restore: 'پیش از بازگردانی',
};

const Panel = styled.section`
  display: grid;
  gap: 0.9rem;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  padding-top: 1rem;
  h3 {
    margin: 0;
  }
  ol {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: 0.5rem;
  }
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: 0.5rem;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: 10px;
    padding: 0.5rem 0.8rem;
  }
  .meta {
    color: ${({ theme }) => theme.colors.muted};
    font-size: 0.85rem;
  }
  .pick {
    display: flex;
    flex-wrap: wrap;
    gap: 0.75rem;
    align-items: end;
  }
  .pick label {
    display: grid;
    gap: 0.3rem;
    font-weight: 600;
  }
  select {
    min-height: 44px;
    border-radius: 10px;
    padding: 0 0.6rem;
    font: inherit;
    border: 1px solid ${({ theme }) => theme.colors.border};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
  }
`;

const labelOf = (version: PostVersionJson) => `${formatJalaliDateTime(version.keptAt)} — ${version.title || VERSION_TEXTS.untitled}`;

/**
 * An article's earlier versions in the editor: the list (when, why, by whom), a comparison of
 * any two (or one with the article now), and a restore after a question; `onRestored` reads
 * the article again so the form shows what was brought back.
 */
export function PostVersionsPanel({ postId, onRestored }: { postId: string; onRestored: (message: string) => void }) {
  const history = useService(BLOG_USE_CASES.PostVersionHistory);
  const ids = { from: useId(), to: useId() };
  const [versions, setVersions] = useState<PostVersionJson[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('current');
  const [comparison, setComparison] = useState<VersionComparisonJson | null>(null);
  const [restoring, setRestoring] = useState<PostVersionJson | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    void history.list(postId).then((result) => {
      if (!live) return;
      if (!result.ok) return setError(result.message);
      setVersions(result.value);
      setFrom(result.value[0]?._id ?? '');
    });
    return () => {
      live = false;
    };
  }, [history, postId]);

  const compare = async () => {
    setError(null);
    const result = await history.compare(postId, from, to);
    if (result.ok) setComparison(result.value);
    else setError(result.message);
  };

  const restore = async (version: PostVersionJson) => {
    setBusy(true);
    const result = await history.restore(postId, version._id);
    setBusy(false);
    setRestoring(null);
    if (result.ok) onRestored(result.message);
    else setError(result.message);
  };

  if (versions === null) return error ? <Alert kind="error">{error}</Alert> : null;
  return (
    <Panel aria-labelledby={`${ids.from}-heading`}>
      <h3 id={`${ids.from}-heading`}>{VERSION_TEXTS.heading}</h3>
      {error && <Alert kind="error">{error}</Alert>}
      {versions.length === 0 ? (
        <p className="meta">{VERSION_TEXTS.none}</p>
      ) : (
        <>
          <ol aria-label={VERSION_TEXTS.heading}>
            {versions.map((version) => (
              <li key={version._id}>
                <span>
                  <strong>{version.title || VERSION_TEXTS.untitled}</strong>
                  <br />
                  <span className="meta">
                    {REASON_TEXTS[version.reason]}، {formatJalaliDateTime(version.keptAt)}
                    {version.keptBy ? `، ${VERSION_TEXTS.by} ${version.keptBy}` : ''}
                  </span>
                </span>
                <Button type="button" $variant="outline" onClick={() => setRestoring(version)}>
                  {VERSION_TEXTS.restore}
                </Button>
              </li>
            ))}
          </ol>
          <div className="pick">
            <label htmlFor={ids.from}>
              {VERSION_TEXTS.from}
              <select id={ids.from} value={from} onChange={(event) => setFrom(event.target.value)}>
                {versions.map((version) => (
                  <option key={version._id} value={version._id}>
                    {labelOf(version)}
                  </option>
                ))}
              </select>
            </label>
            <label htmlFor={ids.to}>
              {VERSION_TEXTS.to}
              <select id={ids.to} value={to} onChange={(event) => setTo(event.target.value)}>
                <option value="current">{VERSION_TEXTS.current}</option>
                {versions.map((version) => (
                  <option key={version._id} value={version._id}>
                    {labelOf(version)}
                  </option>
                ))}
              </select>
            </label>
            <Button type="button" onClick={() => void compare()}>
              {VERSION_TEXTS.compare}
            </Button>
          </div>
          {comparison && <VersionDiffView comparison={comparison} />}
        </>
      )}
      <ConfirmDialog
        open={restoring !== null}
        question={VERSION_TEXTS.restoreQuestion}
        confirmLabel={VERSION_TEXTS.restore}
        busy={busy}
        onConfirm={() => restoring && void restore(restoring)}
        onCancel={() => setRestoring(null)}
      />
    </Panel>
  );
}
