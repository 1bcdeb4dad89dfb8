import { useCallback, useEffect, useState, type ChangeEvent } from 'react';
import styled from 'styled-components';
import type { UploadedDocument } from '../../../core/contracts/api/documents-api';
import { DOCUMENT_ACCEPT, sizeText } from '../../../core/domain/documents/document-rules';
import { DOCUMENT_USE_CASES } from '../../../core/use-cases/documents/document-tokens';
import { useService } from '../../services/services-context';
import { Alert } from '../../components/alert';

const Box = styled.section`
  margin-top: 0.75rem;
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
}

/** The customer's files of one booking: a picker with the allowed kinds, upload progress, the list with sizes and remove buttons. */
export function DocumentsWidget({ reservationId, questionId, onUploaded }: DocumentsWidgetProps) {
  const upload = useService(DOCUMENT_USE_CASES.UploadBookingDocument);
  const list = useService(DOCUMENT_USE_CASES.ListBookingDocuments);
  const remove = useService(DOCUMENT_USE_CASES.RemoveBookingDocument);
  const [documents, setDocuments] = useState<UploadedDocument[]>([]);
  const [limits, setLimits] = useState<{ maxFileBytes: number } | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);

  const reload = useCallback(async () => {
    if (!reservationId) return;
    const listed = await list.execute(reservationId);
    if (listed.ok) {
      setDocuments(listed.value.documents);
      setLimits({ maxFileBytes: listed.value.maxFileBytes });
    } else setError(listed.message);
  }, [list, reservationId]);

  useEffect(() => {
    void reload();
  }, [reload]);

  async function picked(event: ChangeEvent<HTMLInputElement>) {
    const files = Array.from(event.target.files ?? []);
    event.target.value = '';
    setError(null);
    for (const file of files) {
      setProgress(0);
      const outcome = await upload.execute(file, { reservationId, questionId }, limits, setProgress);
      setProgress(null);
      if (!outcome.ok) {
        setError(`${file.name}: ${outcome.message}`);
        continue;
      }
      setDocuments((now) => [...now, outcome.value]);
      onUploaded?.(outcome.value);
    }
  }

  async function removed(id: string) {
    const outcome = await remove.execute(id);
    if (outcome.ok) setDocuments((now) => now.filter((document) => document._id !== id));
    else setError(outcome.message);
  }

  return (
    <Box data-testid="booking-documents">
      <h4>مدارک جلسه</h4>
      <label>
        پیوست فایل (PDF، Excel، Word، CSV، JPEG یا PNG){' '}
        <input type="file" accept={DOCUMENT_ACCEPT} multiple disabled={progress !== null} onChange={(event) => void picked(event)} />
      </label>
      {progress !== null && <Progress max={1} value={progress} aria-label="پیشرفت بارگذاری" />}
      {error && <Alert kind="error">{error}</Alert>}
      {documents.length > 0 && (
        <ul>
          {documents.map((document) => (
            <li key={document._id}>
              <span>
                {document.name} ({sizeText(document.size)})
              </span>
              <button type="button" onClick={() => void removed(document._id)}>
                حذف
              </button>
            </li>
          ))}
        </ul>
      )}
    </Box>
  );
}
