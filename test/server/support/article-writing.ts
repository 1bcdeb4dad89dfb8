import fs from 'node:fs';
import path from 'node:path';
import type { TestServer } from './test-server';
import type { SignedInUser } from './sign-in-directly';
import { articleForm, call } from './admin-content';
import { demoCoverPng } from '../../../server/seed/demo-image';

export const png = () => ({ bytes: demoCoverPng([10, 20, 30], [200, 100, 50], 1, 40, 20), name: 'cover.png' });

/** A test server's article rows and uploaded article images, and the article form posted (by `admin` unless a cookie is given). */
export function articleWriting(server: () => TestServer, admin: () => SignedInUser) {
  const uploadedFiles = () => {
    const dir = path.join(server().config.uploadDir, 'posts');
    return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
  };
  const posts = () => server().db.selectFrom('posts').selectAll().orderBy('created_at').execute();
  const create = (fields: Record<string, string>, image?: { bytes: Uint8Array; name: string }, cookie = admin().cookie) =>
    call(server(), 'POST', '/api/post/create', { cookie, form: articleForm(fields, image) });
  return { uploadedFiles, posts, create };
}
