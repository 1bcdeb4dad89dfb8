import { sanitizeArticleHtml } from '../../src/core/domain/sanitize-article-html';

describe('images in an article', () => {
  it("keeps an image from the site's own uploads with its alt text, and nothing else on it", () => {
    expect(
      sanitizeArticleHtml(
        '<img src="/uploads/posts/4f0c-9a.png" alt="نمودار &quot;درآمد&quot;" onerror="alert(1)" class="x" style="width:9999px" width="9999">',
      ),
    ).toBe('<img src="/uploads/posts/4f0c-9a.png" alt="نمودار &quot;درآمد&quot;" />');
    expect(sanitizeArticleHtml('<p>الف</p><img src="/uploads/posts/b.jpg" alt="ب">')).toBe(
      '<p>الف</p><img src="/uploads/posts/b.jpg" alt="ب" />',
    );
  });

  it.each([
    ['no alt', '<img src="/uploads/posts/a.png">'],
    ['an empty alt', '<img src="/uploads/posts/a.png" alt="  ">'],
    ['another site', '<img src="https://evil.example/uploads/posts/a.png" alt="a">'],
    ['a protocol-relative address', '<img src="//evil.example/uploads/posts/a.png" alt="a">'],
    ['a path leaving the uploads', '<img src="/uploads/../server.ts" alt="a">'],
    ['a query string', '<img src="/uploads/posts/a.png?x=1" alt="a">'],
    ['another kind of file', '<img src="/uploads/posts/a.svg" alt="a">'],
    ['a script address', '<img src="javascript:alert(1)" alt="a">'],
    ['a data address', '<img src="data:image/png;base64,AAAA" alt="a">'],
    ['no src', '<img alt="a" onerror="alert(1)">'],
  ])('drops an image with %s', (_, html) => {
    expect(sanitizeArticleHtml(`<p>متن</p>${html}`)).toBe('<p>متن</p>');
  });
});
