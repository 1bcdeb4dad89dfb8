import { useState } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from 'styled-components';
import { lightTheme } from '../../../src/ui/theme/themes';
import { ServicesProvider } from '../../../src/ui/services/services-context';
import { SiteImageField } from '../../../src/ui/components/site-image-field';
import type { SiteImage } from '../../../src/core/domain/site-profile';
import { SITE_IMAGE_MESSAGES } from '../../../src/core/domain/site-image-rules';
import { SITE_IMAGE_UPLOADED } from '../../../src/core/use-cases/site/upload-site-image';
import { storedPicture, uploadedPicture } from '../../fakes/fake-site-image-uploader';
import { fakeContainer } from '../support/render-app';

/** The field in a form that keeps what it is given, as the settings form does. */
function renderField(initial: SiteImage | null = null) {
  const { container, services } = fakeContainer();
  const changes: (SiteImage | null)[] = [];
  function Form() {
    const [image, setImage] = useState(initial);
    const change = (next: SiteImage | null) => {
      changes.push(next);
      setImage(next);
    };
    return <SiteImageField kind="portrait" value={image} onChange={change} label="عکس مشاور" />;
  }
  const view = render(
    <ThemeProvider theme={lightTheme}>
      <ServicesProvider container={container}>
        <Form />
      </ServicesProvider>
    </ThemeProvider>,
  );
  return { ...view, uploader: services.siteImages, changes };
}

const photo = (name = 'portrait.jpg', bytes = 2048) => new File([new Uint8Array(bytes)], name, { type: 'image/jpeg' });
const fileInput = () => screen.getByLabelText('عکس مشاور: انتخاب فایل');

describe('the site picture field in the settings', () => {
  it('shows the current picture as AVIF, WebP and JPEG in every size kept', () => {
    const { container } = renderField(storedPicture('current'));
    expect(container.querySelector('source[type="image/avif"]')).toHaveAttribute(
      'srcset',
      'http://api.test/uploads/site/current-480.avif 480w, http://api.test/uploads/site/current-960.avif 960w',
    );
    expect(container.querySelector('source[type="image/webp"]')).toHaveAttribute(
      'srcset',
      'http://api.test/uploads/site/current-480.webp 480w, http://api.test/uploads/site/current-960.webp 960w',
    );
    const img = screen.getByRole('img', { name: 'عکس مشاور' });
    expect(img).toHaveAttribute('src', 'http://api.test/uploads/site/current-960.jpg');
    expect(img).toHaveAttribute('width', '960');
    expect(screen.getByText('تغییر تصویر')).toBeInTheDocument();
  });

  it('uploads the chosen file with its progress, then hands the stored picture to the form', async () => {
    const user = userEvent.setup();
    const { uploader, changes } = renderField();
    expect(screen.getByText('تصویری بارگذاری نشده است')).toBeInTheDocument();
    uploader.hold = true;
    await user.upload(fileInput(), photo());
    expect(await screen.findByText('در حال بارگذاری… ۵۰٪')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'بارگذاری عکس مشاور' })).toHaveAttribute('value', '0.5');
    expect(fileInput()).toBeDisabled();
    uploader.finish();
    expect(await screen.findByRole('status')).toHaveTextContent(SITE_IMAGE_UPLOADED);
    expect(uploader.uploaded).toEqual([{ kind: 'portrait', name: 'portrait.jpg' }]);
    expect(changes).toEqual([uploadedPicture(1)]);
    expect(screen.getByRole('img', { name: 'عکس مشاور' })).toHaveAttribute('src', `http://api.test/${uploadedPicture(1).jpeg}`);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it("shows the server's Persian refusal and changes nothing", async () => {
    const user = userEvent.setup();
    const { uploader, changes } = renderField(storedPicture('current'));
    uploader.refusal = SITE_IMAGE_MESSAGES.notAnImage;
    await user.upload(fileInput(), photo('renamed.png'));
    expect(await screen.findByRole('alert')).toHaveTextContent('این فایل یک تصویر واقعی JPEG، PNG، WebP یا AVIF نیست');
    expect(changes).toEqual([]);
    expect(screen.getByRole('img', { name: 'عکس مشاور' })).toHaveAttribute('src', 'http://api.test/uploads/site/current-960.jpg');
  });

  it('refuses an SVG, an empty file and one over 10 MB before sending anything', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const { uploader, changes } = renderField();
    await user.upload(fileInput(), new File(['<svg/>'], 'logo.svg', { type: 'image/svg+xml' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(SITE_IMAGE_MESSAGES.notAnImage);
    await user.upload(fileInput(), photo('empty.jpg', 0));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('فایل تصویر خالی است'));
    await user.upload(fileInput(), photo('huge.jpg', 10 * 1024 * 1024 + 1));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('حجم تصویر نباید بیشتر از ۱۰ مگابایت باشد'));
    expect(uploader.uploaded).toEqual([]);
    expect(changes).toEqual([]);
  });

  it('removes the picture from the form', async () => {
    const user = userEvent.setup();
    const { changes } = renderField(storedPicture('current'));
    await user.click(screen.getByRole('button', { name: 'حذف تصویر' }));
    expect(changes).toEqual([null]);
    expect(screen.getByText('تصویری بارگذاری نشده است')).toBeInTheDocument();
  });
});
