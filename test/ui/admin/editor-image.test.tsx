import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from 'styled-components';
import { lightTheme } from '../../../src/ui/theme/themes';
import { ServicesProvider } from '../../../src/ui/services/services-context';
import { RichTextEditor } from '../../../src/ui/features/admin/editor/rich-text-editor';
import { IMAGE_TYPE_ERROR } from '../../../src/core/domain/image-rules';
import { fakeContainer } from '../support/render-app';

function renderEditor() {
  const { container, services } = fakeContainer();
  const saved: string[] = [];
  render(
    <ThemeProvider theme={lightTheme}>
      <ServicesProvider container={container}>
        <RichTextEditor initialHtml="<p>متن</p>" label="متن مقاله" onChange={(html) => saved.push(html)} />
      </ServicesProvider>
    </ThemeProvider>,
  );
  return { uploader: services.articleImages, saved };
}

const png = () => new File([new Uint8Array([137, 80, 78, 71])], 'chart.png', { type: 'image/png' });

describe('a picture in the article body', () => {
  it('asks for a PNG or JPEG and for alt text before it uploads anything', async () => {
    // a file the picker's accept would hide, as a browser lets one through with "all files"
    const user = userEvent.setup({ applyAccept: false });
    const { uploader } = renderEditor();
    await user.click(screen.getByRole('button', { name: 'تصویر' }));
    await user.click(screen.getByRole('button', { name: 'افزودن تصویر' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('یک تصویر PNG یا JPEG انتخاب کنید');
    await user.upload(screen.getByLabelText('فایل تصویر داخل متن'), new File(['<svg/>'], 'logo.svg', { type: 'image/svg+xml' }));
    await user.click(screen.getByRole('button', { name: 'افزودن تصویر' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(IMAGE_TYPE_ERROR);
    await user.upload(screen.getByLabelText('فایل تصویر داخل متن'), png());
    await user.click(screen.getByRole('button', { name: 'افزودن تصویر' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('متن جایگزین تصویر داخل متن را بنویسید');
    expect(uploader.uploaded).toEqual([]);
  });

  it("shows the server's refusal and inserts nothing", async () => {
    const user = userEvent.setup();
    const { uploader, saved } = renderEditor();
    uploader.refusal = 'این فایل یک تصویر واقعی PNG یا JPEG نیست؛ لطفاً یک عکس PNG یا JPEG انتخاب کنید';
    await user.click(screen.getByRole('button', { name: 'تصویر' }));
    await user.upload(screen.getByLabelText('فایل تصویر داخل متن'), png());
    await user.type(screen.getByLabelText('متن جایگزین تصویر داخل متن'), 'نمودار');
    await user.click(screen.getByRole('button', { name: 'افزودن تصویر' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(uploader.refusal);
    expect(saved.some((html) => html.includes('<img'))).toBe(false);
  });

  it('inserts the uploaded picture with its alt text, written as the sanitizer keeps it', async () => {
    const user = userEvent.setup();
    const { uploader, saved } = renderEditor();
    await user.click(screen.getByRole('button', { name: 'تصویر' }));
    await user.upload(screen.getByLabelText('فایل تصویر داخل متن'), png());
    await user.type(screen.getByLabelText('متن جایگزین تصویر داخل متن'), 'نمودار درآمد');
    await user.click(screen.getByRole('button', { name: 'افزودن تصویر' }));
    await waitFor(() => expect(screen.getByRole('img', { name: 'نمودار درآمد' })).toHaveAttribute('src', '/uploads/posts/image-1.png'));
    expect(uploader.uploaded.map((file) => file.name)).toEqual(['chart.png']);
    expect(saved[saved.length - 1]).toContain('<img src="/uploads/posts/image-1.png" alt="نمودار درآمد" />');
  });
});
