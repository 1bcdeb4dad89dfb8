import type { TestServer } from './test-server';

export interface ArticleFields {
  title?: string;
  category?: string;
  content?: string;
  inMedia?: string;
  state?: string;
  publishDate?: string;
  publishTime?: string;
  coverAlt?: string;
  seoTitle?: string;
  seoDescription?: string;
  slug?: string;
}

export interface ImageFile {
  bytes: Uint8Array;
  name: string;
  type?: string;
}

/** The multipart body the admin's form sends. */
export function articleForm(fields: ArticleFields, image?: ImageFile): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) if (value !== undefined) form.append(name, value);
  // the form asks what a cover shows; a test that does not say sends a plain description
  if (image && fields.coverAlt === undefined) form.append('coverAlt', 'تصویر مقاله');
  if (image) form.append('image', new Blob([new Uint8Array(image.bytes)], { type: image.type ?? 'image/png' }), image.name);
  return form;
}

export async function call(
  server: TestServer,
  method: string,
  path: string,
  options: { cookie?: string; json?: unknown; form?: FormData } = {},
) {
  const headers: Record<string, string> = {};
  if (options.cookie) headers.cookie = options.cookie;
  let body: BodyInit | undefined;
  if (options.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.json);
  } else if (options.form) {
    body = options.form;
  }
  const response = await fetch(`${server.url}${path}`, { method, headers, body });
  const text = await response.text();
  let json: any = null;
  try {
    json = JSON.parse(text);
  } catch {
    json = null;
  }
  return { status: response.status, body: json };
}

export async function makeCategory(server: TestServer, title: string): Promise<string> {
  const row = await server.db.insertInto('categories').values({ title, updated_at: new Date() }).returning('id').executeTakeFirstOrThrow();
  return row.id;
}
