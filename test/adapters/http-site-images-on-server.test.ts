import axios from 'axios';
import type { ApiClient } from '../../src/adapters/http/api-client';
import { HttpSiteImageUploader } from '../../src/adapters/http/http-site-image-uploader';
import { SITE_IMAGE_MESSAGES } from '../../src/core/domain/site-image-rules';
import { RequestFailure } from '../../src/core/domain/request-failure';
import { signInDirectly } from '../server/support/sign-in-directly';
import { startTestServer, type TestServer } from '../server/support/test-server';
import { samplePicture } from '../server/support/site-images';

jest.setTimeout(120000);

const file = (bytes: Uint8Array, name: string) => Object.assign(new Blob([new Uint8Array(bytes)], { type: 'image/png' }), { name });

/** The dashboard's uploader against the real route: what it sends is what the server reads. */
describe('the site pictures’ HTTP adapter on the real server', () => {
  let server: TestServer;
  let uploader: HttpSiteImageUploader;

  beforeAll(async () => {
    server = await startTestServer();
    const admin = await signInDirectly(server.db, { isAdmin: true });
    uploader = new HttpSiteImageUploader(axios.create({ baseURL: server.url, headers: { cookie: admin.cookie } }) as ApiClient);
  });
  afterAll(async () => server.close());

  it('uploads a logo, telling its progress, and answers the stored picture', async () => {
    const progress: number[] = [];
    const image = await uploader.upload('logo', file(await samplePicture('png', 600, 200), 'logo.png'), (fraction) =>
      progress.push(fraction),
    );
    expect(image).toMatchObject({ width: 384, height: 128, jpeg: expect.stringMatching(/^uploads\/site\/.+\.jpg$/) });
    expect(image.sizes?.map(({ height }) => height)).toEqual([64, 128]);
    expect(progress[progress.length - 1]).toBe(1);
  });

  it("throws the server's Persian refusal", async () => {
    const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>');
    const failure = await uploader.upload('portrait', file(svg, 'renamed.png'), () => undefined).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(RequestFailure);
    expect((failure as RequestFailure).message).toBe(SITE_IMAGE_MESSAGES.notAnImage);
  });
});
