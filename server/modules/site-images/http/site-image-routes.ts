import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import { siteImagesApi } from '../../../../src/core/contracts/api/site-images-api';
import { MAX_SITE_IMAGE_BYTES } from '../../../../src/core/domain/site-image-rules';
import { answering } from '../../../http/answering';
import { requireAdmin } from '../../../http/session-guards';
import { Refusal, type RefusalKind } from '../../refusal';
import type { UploadSiteImage } from '../use-cases/upload-site-image';
import { readImagePart } from './image-part';

/** The admin's upload of the portrait, the logo or the favicon: one file, field "image". */
export function siteImageRoutes(upload: UploadSiteImage) {
  return async (app: FastifyInstance): Promise<void> => {
    await app.register(async (scope) => {
      await scope.register(multipart, { limits: { fileSize: MAX_SITE_IMAGE_BYTES, files: 1, fields: 2, parts: 3 } });
      scope.post<{ Params: { kind: string } }>(siteImagesApi.upload.path, { preHandler: requireAdmin }, async (request, reply) => {
        const image = await readImagePart(request);
        const stored = await answering(() => upload.execute(request.params.kind, image));
        return reply.status(201).send(stored);
      });
    });
  };
}
