jest.setTimeout(180000);
import type { SiteImage } from '../../../src/core/domain/site-profile';
import { startTestServer, type TestServer } from '../support/test-server';
import { signInDirectly, type SignedInUser } from '../support/sign-in-directly';
import { imageForm, samplePicture, servedPicture, storedSiteFiles, upload, type SampleFormat } from '../support/site-images';

const TYPE = { jpeg: 'image/jpeg', webp: 'image/webp', avif: 'image/avif', png: 'image/png' } as const;

/** Reads every format of every size back over HTTP and checks it is that format at that size. */
async function expectSizes(server: TestServer, image: SiteImage, sizes: [number, number][]) {
  expect(image.sizes?.map(({ width, height }) => [width, height])).toEqual(sizes);
  const [width, height] = sizes[sizes.length - 1];
  expect({ width: image.width, height: image.height }).toEqual({ width, height });
  expect(image.sizes?.[sizes.length - 1]).toEqual({ jpeg: image.jpeg, webp: image.webp, avif: image.avif, width, height });
  for (const size of image.sizes ?? []) {
    for (const format of ['jpeg', 'webp', 'avif'] as const) {
      expect(size[format]).toMatch(new RegExp(`^uploads/site/[0-9a-f-]+\\.${format === 'jpeg' ? 'jpg' : format}$`));
      const served = await servedPicture(server, size[format]);
      expect(served).toEqual({ status: 200, type: TYPE[format], format, width: size.width, height: size.height });
    }
  }
}

describe('the consultant uploads the site pictures', () => {
  let server: TestServer;
  let admin: SignedInUser;

  beforeAll(async () => {
    server = await startTestServer();
    admin = await signInDirectly(server.db, { isAdmin: true });
  });
  afterAll(async () => server.close());

  it.each<[SampleFormat, string]>([
    ['jpeg', 'photo.jpg'],
    ['png', 'photo.png'],
    ['webp', 'photo.webp'],
    ['avif', 'photo.avif'],
  ])('makes a %s portrait 480 and 960 pixels wide, each as AVIF, WebP and JPEG', async (format, name) => {
    const answer = await upload(server, 'portrait', imageForm(await samplePicture(format, 1200, 1500), name, TYPE[format]), admin.cookie);
    expect(answer.status).toBe(201);
    expect(answer.body.icons).toBeUndefined();
    await expectSizes(server, answer.body, [
      [480, 600],
      [960, 1200],
    ]);
  });

  it('keeps a portrait smaller than the sizes at its own size, once, never enlarged', async () => {
    const answer = await upload(server, 'portrait', imageForm(await samplePicture('jpeg', 300, 400), 'small.jpg'), admin.cookie);
    expect(answer.status).toBe(201);
    await expectSizes(server, answer.body, [[300, 400]]);
  });

  it('makes a logo 64 and 128 pixels high, its proportions kept', async () => {
    const answer = await upload(server, 'logo', imageForm(await samplePicture('png', 600, 200), 'logo.png'), admin.cookie);
    expect(answer.status).toBe(201);
    await expectSizes(server, answer.body, [
      [192, 64],
      [384, 128],
    ]);
  });

  it('makes a favicon of square PNG icons of 32, 180 and 512, and the 512 as a picture', async () => {
    const answer = await upload(server, 'favicon', imageForm(await samplePicture('jpeg', 300, 200), 'mark.jpg'), admin.cookie);
    expect(answer.status).toBe(201);
    const image: SiteImage = answer.body;
    expect(image.icons?.map(({ size }) => size)).toEqual([32, 180, 512]);
    for (const icon of image.icons ?? []) {
      expect(icon.png).toMatch(/^uploads\/site\/[0-9a-f-]+\.png$/);
      expect(await servedPicture(server, icon.png)).toEqual({
        status: 200,
        type: 'image/png',
        format: 'png',
        width: icon.size,
        height: icon.size,
      });
    }
    await expectSizes(server, image, [[512, 512]]);
  });

  it('stores every file it names, and no other', async () => {
    const before = storedSiteFiles(server).length;
    const answer = await upload(server, 'logo', imageForm(await samplePicture('webp', 400, 400), 'mark.webp', TYPE.webp), admin.cookie);
    expect(answer.status).toBe(201);
    // two sizes, three formats each
    expect(storedSiteFiles(server).length - before).toBe(6);
  });
});
