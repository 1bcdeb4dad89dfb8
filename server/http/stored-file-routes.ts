import type { FastifyInstance } from 'fastify';
import { PRIVATE_FOLDER, type FileStorage } from '../ports/file-storage';
import { isStorageKey } from '../ports/storage-keys';
import { MESSAGES } from './error-handler';

/** An upload's name is made once and never reused: a browser may keep it for a month without asking again. */
const PUBLIC_IMMUTABLE = 'public, max-age=2592000, immutable';

/**
 * `/uploads/<key>`: the public files of the storage (article pictures, the site's pictures),
 * streamed by the server from whichever storage is configured, so the bucket itself is never
 * public. Keys under private/ are never answered here.
 */
export function installStoredFileRoutes(app: FastifyInstance, storage: FileStorage): void {
  app.get('/uploads/*', async (request, reply) => {
    const key = (request.params as { '*': string })['*'];
    const file = isStorageKey(key) && !key.startsWith(PRIVATE_FOLDER) ? await storage.get(key) : null;
    if (!file) return reply.status(404).send({ success: false, message: MESSAGES.apiNotFound });
    reply.header('content-type', file.contentType).header('content-length', file.size).header('cache-control', PUBLIC_IMMUTABLE);
    if (request.method === 'HEAD') {
      file.body.destroy();
      return reply.send();
    }
    return reply.send(file.body);
  });
}
