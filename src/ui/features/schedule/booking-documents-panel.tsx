import { useCallback } from 'react';
import { DOCUMENT_ACTION_LABELS, DOCUMENT_REASON_LABELS, sizeText } from '../../../core/domain/documents/document-rules';
import { formatJalaliDateTime } from '../../../core/domain/jalali-date';
import { DOCUMENT_USE_CASES } from '../../../core/use-cases/documents/document-tokens';
import { Alert } from '../../components/alert';
import { SectionTitle } from '../../components/form-styles';
import { Spinner } from '../../components/spinner';
import { useService } from '../../services/services-context';
import { useLoaded } from '../../services/use-loaded';

/** The booking's documents (each downloads as an attachment) and who uploaded, downloaded or removed which, for the consultant. */
export function BookingDocumentsPanel({ bookingId }: { bookingId: string }) {
  const listDocuments = useService(DOCUMENT_USE_CASES.ListBookingDocuments);
  const loadLog = useService(DOCUMENT_USE_CASES.LoadDocumentAccessLog);
  const listed = useLoaded(useCallback(() => listDocuments.execute(bookingId), [listDocuments, bookingId]));
  const log = useLoaded(useCallback(() => loadLog.execute(bookingId), [loadLog, bookingId]));
  return (
    <section data-testid="booking-documents-panel">
      <SectionTitle>مدارک مشتری</SectionTitle>
      {listed.error && <Alert kind="error">{listed.error}</Alert>}
      {!listed.error && listed.value === null && <Spinner />}
      {listed.value && listed.value.documents.length === 0 && <p>فایلی پیوست نشده است.</p>}
      {listed.value && listed.value.documents.length > 0 && (
        <ul>
          {listed.value.documents.map((document) => (
            <li key={document._id}>
              <a href={listed.value!.hrefs[document._id]} download>
                {document.name}
              </a>{' '}
              ({sizeText(document.size)})
            </li>
          ))}
        </ul>
      )}
      <SectionTitle>گزارش دسترسی به مدارک</SectionTitle>
      {log.error && <Alert kind="error">{log.error}</Alert>}
      {log.value && log.value.lines.length === 0 && <p>هنوز دسترسی‌ای ثبت نشده است.</p>}
      {log.value && log.value.lines.length > 0 && (
        <ul>
          {log.value.lines.map((line, index) => (
            <li key={`${line.at}-${index}`}>
              {formatJalaliDateTime(line.at)}: {DOCUMENT_ACTION_LABELS[line.action]} «{line.documentName}»،{' '}
              {line.actor === 'system' ? `سیستم (${line.reason ? DOCUMENT_REASON_LABELS[line.reason] : ''})` : (line.by ?? 'حساب حذف‌شده')}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
