import type { FastifyInstance, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import { contentApi } from '../../../../src/core/contracts/api/content-api';
import { MAX_IMAGE_BYTES } from '../../../../src/core/domain/image-rules';
import { requireAdmin } from '../../../http/session-guards';
import { bodyOf } from '../../../http/contract-input';
import { POST_MESSAGES } from '../content-messages';
import type { ContentUseCases } from '../use-cases/content-use-cases';
import type { PostChanges } from '../use-cases/update-post';
import { POST_FORM_FIELDS, readPostForm } from './post-form';
import { answering } from '../../../http/answering';

/** An article's HTML may be long; a field over this is refused, never cut. */
const MAX_FIELD_BYTES = 1024 * 1024;

type PostAddress = { Params: { postId: string; userId: string } };

/** The form's fields as the endpoint's schema reads them, and the image beside them. */
async function formOf(request: FastifyRequest, target: typeof contentApi.publishPost): Promise<PostChanges> {
  const form = await readPostForm(request);
  return { fields: bodyOf(target, form.fields), image: form.image };
}

const changeBy = (request: FastifyRequest<PostAddress>) => ({
  actorId: request.user!.id,
  userId: request.params.userId,
  postId: request.params.postId,
});

/** The admin's article writes: publish, edit and delete, each sent as the editor's multipart form. */
export function postWriteRoutes(useCases: ContentUseCases) {
  return async (app: FastifyInstance): Promise<void> => {
    await app.register(async (scope) => {
      await scope.register(multipart, {
        limits: {
          fileSize: MAX_IMAGE_BYTES,
          files: 1,
          fields: POST_FORM_FIELDS.length + 6,
          parts: POST_FORM_FIELDS.length + 8,
          fieldSize: MAX_FIELD_BYTES,
        },
      });

      scope.post(contentApi.publishPost.path, { preHandler: requireAdmin }, async (request, reply) => {
        const form = await formOf(request, contentApi.publishPost);
        const { slug } = await answering(() => useCases.publishPost.execute({ authorId: request.user!.id, ...form }));
        return reply.status(201).send({ success: true, message: POST_MESSAGES.created, slug });
      });

      scope.put<PostAddress>(contentApi.updatePost.path, { preHandler: requireAdmin }, async (request) => {
        const { slug } = await answering(() =>
          useCases.updatePost.execute({ ...changeBy(request), changes: () => formOf(request, contentApi.updatePost) }),
        );
        return { success: true, message: POST_MESSAGES.updated, slug };
      });

      scope.delete<PostAddress>(contentApi.deletePost.path, { preHandler: requireAdmin }, async (request) => {
        await answering(() => useCases.deletePost.execute(changeBy(request)));
        return { success: true, message: POST_MESSAGES.deleted };
      });
    });
  };
}
