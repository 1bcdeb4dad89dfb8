import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from 'styled-components';
import type { UploadedDocument } from '../../src/core/contracts/api/documents-api';
import type { PickedFile } from '../../src/core/ports/documents/document-repository';
import { DocumentsWidget } from '../../src/ui/components/documents/documents-widget';
import { ServicesProvider } from '../../src/ui/services/services-context';
import { lightTheme } from '../../src/ui/theme/themes';
import { FakeDocumentRepository } from '../fakes/fake-document-repository';
import { fakeContainer } from './support/render-app';

/** A documents API whose uploads wait, halfway, until the test lets them finish: the progress can be seen. */
class SlowDocumentRepository extends FakeDocumentRepository {
  private finish: (() => void) | null = null;
  override async upload(file: PickedFile, target: { reservationId: string | null; questionId?: string }, onProgress: (f: number) => void) {
    if (file.size <= this.settings.maxFileMb * 1024 * 1024) {
      onProgress(0.4);
      await new Promise<void>((resolve) => (this.finish = resolve));
    }
    return super.upload(file, target, onProgress);
  }
  letFinish() {
    this.finish?.();
  }
}

function renderWidget(onUploaded: (document: UploadedDocument) => void, onRemoved: (id: string) => void) {
  const documents = new SlowDocumentRepository();
  const { container } = fakeContainer({ documents });
  render(
    <ThemeProvider theme={lightTheme}>
      <ServicesProvider container={container}>
        <DocumentsWidget reservationId={null} questionId="balance" onUploaded={onUploaded} onRemoved={onRemoved} />
      </ServicesProvider>
    </ThemeProvider>,
  );
  return documents;
}

const picker = () => screen.getByLabelText(/پیوست فایل/);

describe('the documents widget on the booking screen', () => {
  it('shows the progress of an upload, lists the file, and removes it (telling the booking screen each time)', async () => {
    const uploaded: UploadedDocument[] = [];
    const removed: string[] = [];
    const documents = renderWidget(
      (document) => uploaded.push(document),
      (id) => removed.push(id),
    );
    await userEvent.upload(picker(), new File(['%PDF-1.4 ترازنامه'], 'ترازنامه.pdf', { type: 'application/pdf' }));
    const progress = await screen.findByRole('progressbar', { name: 'پیشرفت بارگذاری' });
    expect(progress).toHaveAttribute('value', '0.4');
    expect(picker()).toBeDisabled();
    act(() => documents.letFinish());
    await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument());
    const item = screen.getByRole('listitem');
    expect(item).toHaveTextContent('ترازنامه.pdf');
    expect(uploaded.map((document) => document.name)).toEqual(['ترازنامه.pdf']);
    expect(documents.unattached[0]).toMatchObject({ questionId: 'balance' });

    await userEvent.click(within(item).getByRole('button', { name: 'حذف ترازنامه.pdf' }));
    await waitFor(() => expect(screen.queryByRole('listitem')).not.toBeInTheDocument());
    expect(removed).toEqual([uploaded[0]!._id]);
    expect(documents.unattached).toEqual([]);
  });

  it("speaks Persian where the browser's own picker would not: a «انتخاب فایل» button opens the named input, the kinds read in order", () => {
    renderWidget(
      () => undefined,
      () => undefined,
    );
    // the browser's button («Choose Files» in an English browser) is hidden; the label drawn as a button opens it
    expect(picker()).toHaveClass('visually-hidden');
    expect(screen.getByText('انتخاب فایل', { selector: 'label' })).toHaveAttribute('for', picker().id);
    // each kind is isolated, so the Persian commas between them keep a right-to-left order
    const hint = screen.getByText((_, element) => element?.className === 'what');
    expect([...hint.querySelectorAll('bdi')].map((kind) => kind.textContent)).toEqual(['PDF', 'Excel', 'Word', 'CSV', 'JPEG', 'PNG']);
  });

  it('refuses a file over the limit with its name and the Persian line, and keeps nothing', async () => {
    const uploaded: UploadedDocument[] = [];
    const documents = renderWidget(
      (document) => uploaded.push(document),
      () => undefined,
    );
    const big = new File(['x'], 'صورت‌های مالی.pdf', { type: 'application/pdf' });
    Object.defineProperty(big, 'size', { value: 21 * 1024 * 1024 });
    await userEvent.upload(picker(), big);
    expect(await screen.findByRole('alert')).toHaveTextContent(/^صورت‌های مالی\.pdf: .*۲۰/);
    expect(screen.queryByRole('listitem')).not.toBeInTheDocument();
    expect(uploaded).toEqual([]);
    expect(documents.unattached).toEqual([]);
    expect(picker()).toBeEnabled();
  });
});
