import { DomUtils, parseDocument } from 'htmlparser2';
import { renderEmail, type MailContent } from '../../../../server/modules/notifications';
import { aMailSite, UPLOADED_LOGO } from '../../../fakes/server/notifications/mail-site';

const CONTENT: MailContent = {
  title: 'رزرو شما قطعی شد',
  paragraphs: ['نرگس صالحی عزیز، رزرو شما قطعی شد.'],
  facts: [
    { label: 'نوع جلسه', value: 'مشاوره مالیاتی' },
    { label: 'تاریخ', value: 'دوشنبه ۹ آذر ۱۴۰۵' },
    { label: 'ساعت', value: '۰۹:۳۰ به وقت تهران' },
    { label: 'مدت جلسه', value: '۴۵ دقیقه' },
    { label: 'مبلغ', value: '۱٬۵۰۰٬۰۰۰ تومان' },
    { label: 'پیوند جلسه', value: 'https://meet.google.com/abc-defg-hij', href: 'https://meet.google.com/abc-defg-hij' },
    { label: 'کد پیگیری بانک', value: '۸۴۵۱۲۲۳۹' },
  ],
  links: [
    { label: 'رزروهای من', href: '/dashboard?tab=reservations' },
    { label: 'مشاهده و چاپ رسید', href: '/receipt/r-1' },
  ],
  notes: ['فایل تقویم این جلسه پیوست شده است.'],
};

function written(content: MailContent = CONTENT, site = aMailSite()) {
  const email = renderEmail({ channel: 'email', to: 'narges@example.com', content }, site);
  return { email, document: parseDocument(email.html!) };
}

type Document = ReturnType<typeof parseDocument>;
type Element = ReturnType<typeof DomUtils.getElementsByTagName>[number];

const all = (root: Document | Element, name: string): Element[] => DomUtils.getElementsByTagName(name, root);
const textOf = (element: Element) => DomUtils.textContent(element).trim();

describe('the HTML part of an e-mail', () => {
  it("is written right to left, in Persian, with the reader's light or dark scheme declared", () => {
    const { document } = written();
    const [html] = all(document, 'html');
    expect(html.attribs).toMatchObject({ lang: 'fa', dir: 'rtl' });
    const [wrapper] = all(all(document, 'body')[0], 'table');
    expect(wrapper.attribs.dir).toBe('rtl');
    const colourScheme = all(document, 'meta').find((meta) => meta.attribs.name === 'color-scheme');
    expect(colourScheme?.attribs.content).toBe('light dark');
    expect(wrapper.attribs.style).toMatch(/font-family:Vazirmatn, .*Tahoma.*sans-serif/);
  });

  it('shows every fact of the booking as a row: its label and its value, in order', () => {
    const labels = all(written().document, 'th');
    expect(labels.every((th) => th.attribs.scope === 'row')).toBe(true);
    expect(labels.map((th) => [textOf(th), textOf(DomUtils.nextElementSibling(th)!)])).toEqual(
      CONTENT.facts.map((fact) => [fact.label, fact.value]),
    );
  });

  it('says what the text part says: the title, the paragraphs, the notes', () => {
    const { document } = written();
    expect(textOf(all(document, 'h1')[0])).toBe('رزرو شما قطعی شد');
    expect(all(document, 'p').map(textOf)).toEqual(expect.arrayContaining([...CONTENT.paragraphs, ...CONTENT.notes]));
  });

  it("links to «رزروهای من» and the receipt under the site's public address, and the meeting link as given", () => {
    const links = all(written().document, 'a').map((a) => [textOf(a), a.attribs.href]);
    expect(links).toEqual(
      expect.arrayContaining([
        ['رزروهای من', 'https://moshaver.example/dashboard?tab=reservations'],
        ['مشاهده و چاپ رسید', 'https://moshaver.example/receipt/r-1'],
        ['https://meet.google.com/abc-defg-hij', 'https://meet.google.com/abc-defg-hij'],
      ]),
    );
  });

  it('keeps what people wrote as text: a name or title with markup neither opens a tag nor leaves an attribute', () => {
    const hostile = '<script>alert(1)</script><img src=x onerror=alert(2)> "quoted" & \'single\'';
    const content: MailContent = {
      ...CONTENT,
      title: hostile,
      paragraphs: [hostile],
      facts: [{ label: hostile, value: hostile }],
      notes: [],
    };
    const { document, email } = written(content, aMailSite({ siteName: `مشاوره <b>مالی</b> & "حسابرسی"`, ownerName: '<i>x</i>' }));
    expect(all(document, 'script')).toEqual([]);
    expect(all(document, 'img')).toEqual([]);
    expect(all(document, 'b')).toEqual([]);
    expect(all(document, 'i')).toEqual([]);
    expect(textOf(all(document, 'h1')[0])).toBe(hostile);
    expect(textOf(all(document, 'th')[0])).toBe(hostile);
    expect(DomUtils.textContent(all(document, 'title')[0])).toBe(`${hostile} | مشاوره <b>مالی</b> & "حسابرسی"`);
    expect(email.html).not.toContain('<script>');
  });

  it('drops a link that is not a web address rather than write it', () => {
    const content: MailContent = {
      ...CONTENT,
      links: [{ label: 'بد', href: 'javascript:alert(1)' }],
      facts: [{ label: 'پیوند', value: 'x', href: 'data:text/html,hi' }],
    };
    const { document, email } = written(content);
    expect(
      all(document, 'a')
        .map((a) => a.attribs.href)
        .filter((href) => !href.startsWith('https://')),
    ).toEqual([]);
    expect(email.body).not.toContain('javascript:');
  });

  it("carries the site's logo as its only image, whole under the public address, with the site's name as its alt text", () => {
    const { document } = written(
      CONTENT,
      aMailSite({ siteName: 'دفتر حسابرسی نمونه', images: { portrait: null, logo: UPLOADED_LOGO, favicon: null } }),
    );
    const images = all(document, 'img');
    expect(images.map((img) => [img.attribs.src, img.attribs.alt])).toEqual([
      ['https://moshaver.example/uploads/site/logo-320.jpg', 'دفتر حسابرسی نمونه'],
    ]);
    expect(images[0].attribs.height).toBe('48');
  });

  it('names the site in text and shows no image when the practice has no logo', () => {
    const { document } = written(
      CONTENT,
      aMailSite({ siteName: 'دفتر حسابرسی نمونه', images: { portrait: null, logo: null, favicon: null } }),
    );
    expect(all(document, 'img')).toEqual([]);
    expect(all(document, 'p').map(textOf)).toContain('دفتر حسابرسی نمونه');
  });

  it('signs with the site and its owner', () => {
    const { document } = written(CONTENT, aMailSite({ siteName: 'دفتر حسابرسی نمونه', ownerName: 'سارا احمدی', title: 'حسابدار رسمی' }));
    expect(DomUtils.textContent(document)).toContain('سارا احمدی، حسابدار رسمی');
  });

  it('loads nothing from elsewhere: no script, no stylesheet, no style block, no remote font, styles inline only', () => {
    const { document } = written(CONTENT, aMailSite({ images: { portrait: null, logo: UPLOADED_LOGO, favicon: null } }));
    for (const tag of ['script', 'link', 'style', 'iframe', 'object', 'embed', 'form']) expect(all(document, tag)).toEqual([]);
    const elements = DomUtils.findAll(() => true, document.children);
    const styles = elements.map((element) => element.attribs.style ?? '');
    expect(styles.filter((style) => /url\(|@import|@font-face|expression\(/i.test(style))).toEqual([]);
    const fetched = elements.filter(
      (element) => element.attribs.src !== undefined || element.attribs.background !== undefined || element.attribs.srcset !== undefined,
    );
    expect(fetched.map((element) => element.name)).toEqual(['img']);
    expect(elements.filter((element) => Object.keys(element.attribs).some((name) => name.startsWith('on')))).toEqual([]);
  });

  it("gives every colour a plain value first, for clients that do not turn it to the reader's dark scheme", () => {
    const { document } = written();
    const styles = DomUtils.findAll(() => true, document.children).map((element) => element.attribs.style ?? '');
    const paired = styles.flatMap((style) =>
      [...style.matchAll(/([a-z-]+):light-dark\((#[0-9a-f]{6}),(#[0-9a-f]{6})\)/g)].map((match) => ({
        style,
        property: match[1],
        light: match[2],
      })),
    );
    expect(paired.length).toBeGreaterThan(10);
    for (const { style, property, light } of paired) expect(style).toContain(`${property}:${light};${property}:light-dark(`);
  });
});

describe('the text part of an e-mail', () => {
  it("says the same as the HTML, one fact and one link a line, signed with the site's name", () => {
    const { email } = written(CONTENT, aMailSite({ siteName: 'دفتر حسابرسی نمونه' }));
    expect(email.subject).toBe('رزرو شما قطعی شد | دفتر حسابرسی نمونه');
    expect(email.body).toBe(
      [
        'نرگس صالحی عزیز، رزرو شما قطعی شد.',
        'نوع جلسه: مشاوره مالیاتی',
        'تاریخ: دوشنبه ۹ آذر ۱۴۰۵',
        'ساعت: ۰۹:۳۰ به وقت تهران',
        'مدت جلسه: ۴۵ دقیقه',
        'مبلغ: ۱٬۵۰۰٬۰۰۰ تومان',
        'پیوند جلسه: https://meet.google.com/abc-defg-hij',
        'کد پیگیری بانک: ۸۴۵۱۲۲۳۹',
        'رزروهای من: https://moshaver.example/dashboard?tab=reservations',
        'مشاهده و چاپ رسید: https://moshaver.example/receipt/r-1',
        'فایل تقویم این جلسه پیوست شده است.',
        '',
        'دفتر حسابرسی نمونه',
      ].join('\n'),
    );
  });

  it('is the title alone and signed by no one while the site has no name yet (a fresh install)', () => {
    const { email } = written(CONTENT, aMailSite({ siteName: '' }));
    expect(email.subject).toBe('رزرو شما قطعی شد');
    expect(email.body.endsWith('فایل تقویم این جلسه پیوست شده است.')).toBe(true);
  });
});
