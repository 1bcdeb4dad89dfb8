import { Refusal } from '../../../../server/modules/refusal';
import { ADMIN_ID, contentKit, type ContentKit } from '../../../fakes/server/content/content-kit';
import { pngBytes } from '../../../fakes/server/content/magic-byte-image-kinds';

const BODY = '<h2>مقدمه</h2><p>متن <strong>مهم</strong> مقاله</p>';

describe('publishing an article', () => {
  let kit: ContentKit;
  let categoryId: string;
  beforeEach(async () => {
    kit = contentKit();
    categoryId = await kit.category('مالیات');
  });
  const publish = (fields: Record<string, string>, image: Uint8Array | null = null) =>
    kit.useCases.publishPost.execute({ authorId: ADMIN_ID, fields, image });
  const refusalOf = async (work: Promise<unknown>) =>
    work.then(
      () => null,
      (error: Refusal) => ({ kind: error.kind, message: error.message }),
    );

  it("stores the article under the writer with a slug made from its Persian title, at the clock's time", async () => {
    const { slug } = await publish({ title: 'راهنمای مالیات بر ارزش افزوده', category: categoryId, content: BODY, inMedia: 'true' });
    expect(slug).toBe('راهنمای-مالیات-بر-ارزش-افزوده');
    expect(kit.posts.rows[0]).toMatchObject({
      userId: ADMIN_ID,
      categoryId,
      content: BODY,
      inMedia: true,
      image: null,
      updatedAt: kit.clock.now(),
    });
  });

  it('numbers the slug of a repeated title', async () => {
    const slugs = [];
    for (let i = 0; i < 3; i++)
      slugs.push((await publish({ title: 'حسابرسی داخلی چیست؟', category: categoryId, content: '<p>متن</p>' })).slug);
    expect(slugs).toEqual(['حسابرسی-داخلی-چیست', 'حسابرسی-داخلی-چیست-2', 'حسابرسی-داخلی-چیست-3']);
  });

  it('takes the next free slug when another writer took the chosen one meanwhile', async () => {
    kit.posts.anotherWriterTakes('بیمه');
    expect((await publish({ title: 'بیمه', category: categoryId, content: '<p>متن</p>' })).slug).toBe('بیمه-2');
  });

  it('keeps the title as plain text and the body as the editor makes it', async () => {
    await publish({
      title: '<b>عنوان</b> &amp; متن',
      category: categoryId,
      content: '<p>متن</p><script>alert(1)</script><img src=x onerror=alert(1)>',
    });
    expect(kit.posts.rows[0]).toMatchObject({ title: 'عنوان & متن', content: '<p>متن</p>' });
  });

  it('stores a real image by its bytes and remembers its path', async () => {
    await publish({ title: 'با تصویر', category: categoryId, content: '<p>متن</p>', coverAlt: 'نمودار' }, pngBytes());
    expect(kit.files.paths()).toEqual([kit.posts.rows[0].image]);
    expect(kit.posts.rows[0].image).toMatch(/\.png$/);
  });

  it.each([
    ['a missing title', { content: '<p>متن</p>' }, 'عنوان مقاله الزامی است'],
    ['a title of markup only', { title: '<i></i>', content: '<p>متن</p>' }, 'عنوان مقاله الزامی است'],
    ['a title over 200 characters', { title: 'الف'.repeat(201), content: '<p>متن</p>' }, 'عنوان مقاله نباید بیشتر از ۲۰۰ کاراکتر باشد'],
    ['a body with no text once cleaned', { title: 'عنوان', content: '<p></p><script>alert(1)</script>' }, 'متن مقاله نمیتواند خالی باشد'],
  ])('refuses %s and stores neither article nor file', async (_name, fields, message) => {
    expect(await refusalOf(publish({ category: categoryId, ...fields }, pngBytes()))).toEqual({ kind: 'invalid', message });
    expect(kit.posts.rows).toEqual([]);
    expect(kit.files.paths()).toEqual([]);
  });

  it('asks for a category, and refuses one that does not exist', async () => {
    expect(await refusalOf(publish({ title: 'عنوان', content: '<p>متن</p>' }))).toEqual({
      kind: 'invalid',
      message: 'دسته بندی مقاله را انتخاب کنید',
    });
    expect(await refusalOf(publish({ title: 'عنوان', category: 'no-such', content: '<p>متن</p>' }))).toEqual({
      kind: 'invalid',
      message: 'دسته بندی انتخاب‌شده پیدا نشد',
    });
  });

  it('refuses a file that is not a PNG or JPEG, and an empty one', async () => {
    const fields = { title: 'عنوان', category: categoryId, content: '<p>متن</p>' };
    expect((await refusalOf(publish(fields, new TextEncoder().encode('<svg onload=alert(1)>'))))?.kind).toBe('not-an-image');
    expect(await refusalOf(publish(fields, new Uint8Array()))).toEqual({ kind: 'invalid', message: 'فایل تصویر خالی است' });
    expect(kit.files.paths()).toEqual([]);
  });

  it('removes the stored image again when the article could not be written', async () => {
    kit.posts.failNextWrite();
    await expect(publish({ title: 'عنوان', category: categoryId, content: '<p>متن</p>', coverAlt: 'نمودار' }, pngBytes())).rejects.toThrow(
      'the database went away',
    );
    expect(kit.files.paths()).toEqual([]);
  });
});
