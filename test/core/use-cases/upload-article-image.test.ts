import { UploadArticleImage } from '../../../src/core/use-cases/blog/upload-article-image';
import { FakeArticleImageUploader } from '../../fakes/fake-article-image-uploader';

const picture = { name: 'chart.png', size: 1200, type: 'image/png' };

describe("uploading a picture for an article's body", () => {
  it("answers the stored picture's address", async () => {
    const uploader = new FakeArticleImageUploader();
    const uploaded = await new UploadArticleImage(uploader).execute(picture);
    expect(uploaded).toEqual({ ok: true, value: '/uploads/posts/image-1.png', message: '' });
    expect(uploader.uploaded).toEqual([picture]);
  });

  it("answers the server's refusal as the reason it failed", async () => {
    const uploader = new FakeArticleImageUploader();
    uploader.refusal = 'حجم تصویر بیش از حد مجاز است';
    expect(await new UploadArticleImage(uploader).execute(picture)).toEqual({ ok: false, message: 'حجم تصویر بیش از حد مجاز است' });
  });
});
