jest.setTimeout(120000);
import { startTestServer, type TestServer } from '../support/test-server';
import { signInDirectly, type SignedInUser } from '../support/sign-in-directly';
import { articleForm, call, makeCategory } from '../support/admin-content';
import { XSS_LINKS, XSS_PAYLOADS } from '../../fixtures/xss-payloads';
import { sanitizeArticleHtml } from '../../../src/core/domain/sanitize-article-html';

const ALLOWED_TAGS = new Set(['p', 'h1', 'h2', 'h3', 'strong', 'em', 'u', 'ul', 'ol', 'li', 'a', 'blockquote', 'br']);
const SAFE_ATTRIBUTE = /^(href="(https?:|mailto:|tel:)[^"]*"|class="indent-[1-8]")$/i;

/** Every tag of stored HTML is one the editor makes, with only an allowed link or indent attribute. */
function unsafePartsOf(html: string): string[] {
  const problems: string[] = [];
  for (const [, name, rest] of html.matchAll(/<\/?([a-zA-Z0-9]+)([^>]*)>/g)) {
    if (!ALLOWED_TAGS.has(name.toLowerCase())) problems.push(`tag ${name}`);
    const attributes = rest.replace(/\/$/, '').trim();
    if (attributes && !attributes.split(/\s+(?=[a-z]+=)/).every((attribute) => SAFE_ATTRIBUTE.test(attribute)))
      problems.push(`attributes ${attributes}`);
  }
  const withoutTags = html.replace(/<\/?[a-zA-Z0-9]+[^>]*>/g, '');
  if (/[<>]/.test(withoutTags)) problems.push('a raw angle bracket outside a tag');
  return problems;
}

describe('sanitizing what admins write', () => {
  let server: TestServer;
  let admin: SignedInUser;
  let categoryId: string;

  beforeAll(async () => {
    server = await startTestServer();
    admin = await signInDirectly(server.db, { isAdmin: true });
    categoryId = await makeCategory(server, 'امنیت');
  });
  afterAll(async () => server.close());

  it('has a corpus of at least 50 known payloads', () => {
    expect(XSS_PAYLOADS.length).toBeGreaterThanOrEqual(50);
    expect(new Set(XSS_PAYLOADS).size).toBe(XSS_PAYLOADS.length);
  });

  it('stores every payload harmlessly in the title, the body and a link, on create and on update', async () => {
    for (const [index, payload] of XSS_PAYLOADS.entries()) {
      const link = XSS_LINKS[index % XSS_LINKS.length];
      const content = `<p>متن ${index} <a href="${link}">پیوند</a> <a href="https://example.com/${index}">امن</a></p>${payload}`;
      const created = await call(server, 'POST', '/api/post/create', {
        cookie: admin.cookie,
        form: articleForm({ title: `${index} ${payload}`, category: categoryId, content }),
      });
      expect({ payload, status: created.status, body: created.body.message }).toEqual({ payload, status: 201, body: expect.any(String) });
      const row = await server.db.selectFrom('posts').selectAll().where('slug', '=', created.body.slug).executeTakeFirstOrThrow();
      expect({ payload, problems: unsafePartsOf(row.content) }).toEqual({ payload, problems: [] });
      expect(row.content).toContain('href="https://example.com/');
      const tags = (row.content.match(/<[^>]*>/g) ?? []).join('');
      expect(tags).not.toMatch(/javascript:|vbscript:|data:|on[a-z]+=|<script|<style|<iframe|<svg|<img/i);
      expect(row.title).not.toMatch(/<[a-z!/]/i);
      expect(row.slug).toMatch(/^[^<>"'&\s/]+$/);

      const updated = await call(server, 'PUT', `/api/post/updatepost/${row.id}/${admin.id}`, {
        cookie: admin.cookie,
        form: articleForm({ title: payload.repeat(2), content: `<p>تازه</p>${payload}` }),
      });
      expect(updated.status).toBeLessThan(500);
      const after = await server.db.selectFrom('posts').selectAll().where('id', '=', row.id).executeTakeFirstOrThrow();
      expect({ payload, problems: unsafePartsOf(after.content) }).toEqual({ payload, problems: [] });
      expect(after.title).not.toMatch(/<[a-z!/]/i);
    }
  });

  it('keeps what the editor makes exactly as it was written', () => {
    const editorHtml = [
      '<h1>عنوان</h1><h2 class="indent-2">بخش</h2><h3>زیربخش</h3>',
      '<p class="indent-8">متن <strong>پررنگ</strong> <em>کج</em> <u>زیرخط</u> <strong><em><u>همه</u></em></strong></p>',
      '<p>خط اول<br />خط دوم &amp; &lt;نشانه&gt; "نقل"</p>',
      '<ul><li>یک</li><li class="indent-1">دو</li></ul><ol><li>اول</li></ol>',
      '<blockquote>نقل قول</blockquote>',
      '<p><a href="https://example.com/?a=1&amp;b=2">وب</a> <a href="http://example.com">ساده</a> <a href="mailto:info@example.com">ایمیل</a> <a href="tel:+982112345678">تلفن</a></p>',
    ].join('');
    expect(sanitizeArticleHtml(editorHtml)).toBe(editorHtml);
  });

  it('drops classes other than the eight indent levels', () => {
    expect(sanitizeArticleHtml('<p class="indent-3 evil">x</p><p class="indent-9">y</p>')).toBe('<p class="indent-3">x</p><p>y</p>');
  });
});
