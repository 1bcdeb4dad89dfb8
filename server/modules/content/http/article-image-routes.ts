import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import { contentApi } from '../../../../src/core/contracts/api/content-api';
import { MAX_IMAGE_BYTES } from '../../../../src/core/domain/image-rules';
import { requireAdmin } from '../../../http/session-guards';
import type { ContentUseCases } from '../use-cases/content-use-cases';
import { readPostForm } from './post-form';
import { answering } from '../../../http/answering';

/** The admin's upload of a picture for an article's body: one file, field "image", the cover's checks. */
export function articleImageRoutes(useCases: ContentUseCases) {
  return async (app: FastifyInstance): Promise<void> => {
    await app.register(async (scope) => {
      await scope.register(multipart, { limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 2, parts: 3 } });
      scope.post(contentApi.uploadArticleImage.path, { preHandler: requireAdmin }, async (request, reply) => {
        const form = await readPostForm(request);
        const { src } = await answering(() => useCases.storeArticleImage.execute(form.image));
        return reply.status(201).send({ src });
      });
    });
  };
}
