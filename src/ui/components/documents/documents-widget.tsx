import { useCallback, useState, type ChangeEvent } from 'react';
import styled from 'styled-components';
import type { UploadedDocument } from '../../../core/contracts/api/documents-api';
import { DOCUMENT_ACCEPT, sizeText } from '../../../core/domain/documents/document-rules';
import { succeeded } from '../../../core/domain/outcome';
import { DOCUMENT_USE_CASES } from '../../../core/use-cases/documents/document-tokens';
import { useService } from '../../services/services-context';
import { useLoaded } from '../../services/use-loaded';
import { Alert } from '../alert';
import { FilePicker } from '../file-picker';

/** The kinds a booking takes, each isolated so that a right-to-left reader meets them in order (not «PNG یا JPEG …» reversed). */
const KINDS_HINT = (
  <>
    <bdi>PDF</bdi>، <bdi>Excel</bdi>، <bdi>Word</bdi>، <bdi>CSV</bdi>، <bdi>JPEG</bdi> یا <bdi>PNG</bdi>
  </>
);

const Box = styled.section`
  margin-top: 0.75rem;
  min-width: 0;
  h4 {
    margin: 0 0 0.5rem;
    font-size: 1rem;
  }
  ul {
    list-style: none;
    margin: 0.5rem 0;
    padding: 0;
    display: grid;
    gap: 0.4rem;
  }
  li {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: 0.5rem;
    overflow-wrap: anywhere;
  }
`;

const Progress = styled.progress`
  width: 100%;
`;

export interface DocumentsWidgetProps {
  /** the booking the files go to; null on the booking screen, before the booking exists (the uploads are claimed by it) */
  reservationId: string | null;
  questionId?: string;
  /** each upload made before the booking, for the booking screen to send with PAY */
  onUploaded?(document: UploadedDocument): void;
  /** each one of those the customer removed again */
  onRemoved?(id: string): void;
  /** the heading above the picker (the booking's documents, or a question's own label nearby) */
  title?: string;
  /** only the consultant's files (the report's attachments), not the customer's */
  consultantFiles?: boolean;
  /** a list to download from, without the picker and remove buttons (the customer's report page) */
  readOnly?: boolean;
}

/**
 * The customer's files of one booking: a picker with the allowed kinds, upload progress, the list
 * with sizes and remove buttons. Shared by «رزروهای من» and the booking screen, so it lives with
 * the shared components (a feature never imports another).
 */
export function DocumentsWidget({
  reservationId,
  questionId,
  onUploaded,
  onRemoved,
  title = 'مدارک جلسه',
  consultantFiles = false,
  readOnly = false,
}: DocumentsWidgetProps) {
  const upload = useService(DOCUMENT_USE_CASES.UploadBookingDocument);
  const list = useService(DOCUMENT_USE_CASES.ListBookingDocuments);
  const remove = useService(DOCUMENT_USE_CASES.RemoveBookingDocument);
  const listed = useLoaded(
    useCallback(() => (reservationId ? list.execute(reservationId) : Promise.resolve(succeeded(null))), [list, reservationId]),
  );
  // before the booking exists nothing lists them: the uploads of this visit are kept here
  const [unattached, setUnattached] = useState<UploadedDocument[]>([]);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const all = listed.value ? listed.value.documents : unattached;
  const documents = consultantFiles ? all.filter((kept) => 'byConsultant' in kept && kept.byConsultant) : all;
  const hrefs = listed.value?.hrefs ?? {};

  async function picked(event: ChangeEvent<HTMLInputElement>) {
    const files = Array.from(event.target.files ?? []);
    event.target.value = '';
    setError(null);
    for (const file of files) {
      setProgress(0);
      const outcome = await listed.afterWrite(() => upload.execute(file, { reservationId, questionId }, listed.value, setProgress));
      setProgress(null);
      if (!outcome.ok) {
        setError(`${file.name}: ${outcome.message}`);
        continue;
      }
      if (!reservationId) setUnattached((now) => [...now, outcome.value]);
      onUploaded?.(outcome.value);
    }
  }

  async function removed(id: string) {
    const outcome = await listed.afterWrite(() => remove.execute(id));
    if (!outcome.ok) setError(outcome.message);
    else if (!reservationId) {
      setUnattached((now) => now.filter((kept) => kept._id !== id));
      onRemoved?.(id);
    }
  }

  if (readOnly && documents.length === 0) return null;
  return (
    <Box data-testid="booking-documents">
      {title && <h4>{title}</h4>}
      {!readOnly && (
        <FilePicker
          label="پیوست فایل (PDF، Excel، Word، CSV، JPEG یا PNG)"
          button="انتخاب فایل"
          hint={KINDS_HINT}
          accept={DOCUMENT_ACCEPT}
          multiple
          disabled={progress !== null}
          onChange={(event) => void picked(event)}
        />
      )}
      {progress !== null && <Progress max={1} value={progress} aria-label="پیشرفت بارگذاری" />}
      {(error ?? listed.error) && <Alert kind="error">{error ?? listed.error}</Alert>}
      {documents.length > 0 && (
        <ul>
          {documents.map((kept) => (
            <li key={kept._id}>
              <span>
                {hrefs[kept._id] ? (
                  <a href={hrefs[kept._id]} download>
                    <bdi>{kept.name}</bdi>
                  </a>
                ) : (
                  <bdi>{kept.name}</bdi>
                )}{' '}
                ({sizeText(kept.size)})
              </span>
              {!readOnly && (
                <button type="button" onClick={() => void removed(kept._id)} aria-label={`حذف ${kept.name}`}>
                  حذف
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
    </Box>
  );
}
