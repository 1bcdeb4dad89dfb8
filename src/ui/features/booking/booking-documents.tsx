import { useState } from 'react';
import type { UploadedDocument } from '../../../core/contracts/api/documents-api';
import type { UploadedDocuments } from '../../../core/domain/booking-questions/booking-question';
import { DocumentsWidget } from '../../components/documents/documents-widget';

/** Shown where a file would be picked to a visitor: uploads are a signed-in customer's own. */
export const SIGN_IN_TO_ATTACH = 'برای پیوست مدارک، ابتدا وارد حساب کاربری شوید؛ پس از ورود می‌توانید پرونده‌ها را بارگذاری کنید.';

/**
 * The files the customer uploaded on this booking screen before pressing pay, each under its
 * question or under none: their ids go with the pay press, for the server to attach to the new
 * booking; a document question's answer is the ids uploaded under it. Not kept through the
 * sign-in detour: a visitor cannot upload before signing in.
 */
export function useBookingUploads() {
  const [uploads, setUploads] = useState<Array<{ document: UploadedDocument; questionId: string | null }>>([]);
  const uploaded = (questionId: string | null) => (document: UploadedDocument) => setUploads((now) => [...now, { document, questionId }]);
  const removed = (id: string) => setUploads((now) => now.filter((upload) => upload.document._id !== id));
  const known: UploadedDocuments = new Map(uploads.map(({ document, questionId }) => [document._id, { name: document.name, questionId }]));
  const idsUnder = (questionId: string) =>
    uploads.filter((upload) => upload.questionId === questionId).map((upload) => upload.document._id);
  const ids = uploads.map((upload) => upload.document._id);
  return { uploaded, removed, known, idsUnder, ids };
}

export type BookingUploads = ReturnType<typeof useBookingUploads>;

/**
 * A picker for the booking's files (under a question when `questionId` is given) with its
 * progress and list, for a signed-in customer; to a visitor, the line saying to sign in first.
 */
export function BookingDocumentsField({
  signedIn,
  uploads,
  questionId = null,
  title,
}: {
  signedIn: boolean;
  uploads: BookingUploads;
  questionId?: string | null;
  title?: string;
}) {
  if (!signedIn) return <p className="sign-in-to-attach">{SIGN_IN_TO_ATTACH}</p>;
  return (
    <DocumentsWidget
      reservationId={null}
      questionId={questionId ?? undefined}
      title={title}
      onUploaded={uploads.uploaded(questionId)}
      onRemoved={uploads.removed}
    />
  );
}
