import styled from 'styled-components';
import { formatJalaliDateTime } from '../../../../core/domain/jalali-date';
import type { PageTextVersion, PageTextVersionInfo } from '../../../../core/domain/page-texts';
import { toPersianDigits } from '../../../../core/domain/persian-digits';
import { ArticleBody } from '../../../components/article-body';
import { Button } from '../../../components/button';

const List = styled.ol`
  margin: 0;
  padding: 0;
  list-style: none;
  display: grid;
  gap: 0.5rem;
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.5rem 1rem;
    padding: 0.6rem 0.8rem;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius};
    background: ${({ theme }) => theme.colors.surface};
  }
  span {
    flex: 1 1 14rem;
    min-width: 0;
  }
`;

const Viewed = styled.section`
  margin-top: 1rem;
  padding: 1rem;
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  h4 {
    margin: 0 0 0.5rem;
  }
`;

const n = (value: number) => toPersianDigits(String(value));

export interface PageTextVersionsProps {
  versions: PageTextVersionInfo[];
  /** the version now on the page */
  current: number | null;
  viewed: PageTextVersion | null;
  busy: boolean;
  onView: (version: number) => void;
  onRestore: (version: number) => void;
}

/** A slot's versions, newest first: who saved each and when; any earlier one can be looked at and restored. */
export function PageTextVersions({ versions, current, viewed, busy, onView, onRestore }: PageTextVersionsProps) {
  if (versions.length === 0) return <p>این بخش هنوز نوشته نشده است؛ صفحه تا آن زمان بدون این متن نمایش داده می‌شود.</p>;
  return (
    <>
      <List aria-label="نسخه‌ها">
        {versions.map((entry) => (
          <li key={entry.version}>
            <span>
              نسخه {n(entry.version)}
              {entry.version === current ? ' (نسخه فعلی)' : ''}، {entry.savedBy || 'ناشناس'}، {formatJalaliDateTime(entry.savedAt)}
              {entry.restoredFrom !== null && `، بازگردانده از نسخه ${n(entry.restoredFrom)}`}
            </span>
            <Button type="button" $variant="outline" onClick={() => onView(entry.version)} aria-label={`مشاهده نسخه ${n(entry.version)}`}>
              مشاهده
            </Button>
            {entry.version !== current && (
              <Button
                type="button"
                disabled={busy}
                onClick={() => onRestore(entry.version)}
                aria-label={`بازگرداندن نسخه ${n(entry.version)}`}
              >
                بازگرداندن
              </Button>
            )}
          </li>
        ))}
      </List>
      {viewed && (
        <Viewed aria-label={`نسخه ${n(viewed.version)}`}>
          <h4>نسخه {n(viewed.version)}</h4>
          {viewed.title && (
            <p>
              <strong>{viewed.title}</strong>
            </p>
          )}
          {viewed.summary && <p>{viewed.summary}</p>}
          {/* sanitized by the server when it was saved */}
          {viewed.body && <ArticleBody dangerouslySetInnerHTML={{ __html: viewed.body }} />}
        </Viewed>
      )}
    </>
  );
}
