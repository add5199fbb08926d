/**
 * `POST /api/{resource}/editor-image` for every resource with a rich text field: a picture for
 * the text's editor to insert (docs/API.md "Pictures in rich text").
 */
import type { FastifyInstance } from 'fastify';
import { hasRichText, storeEditorImage } from '../../resources/editor-image';
import { readerOf } from '../reader';

export async function editorImageRoutes(app: FastifyInstance): Promise<void> {
  for (const resource of app.services.resources.all.filter(hasRichText)) {
    app.post(`/api/${resource.name}/editor-image`, async (request, reply) => {
      const { body } = await request.readBody();
      const url = await storeEditorImage(await request.context(), resource, body);
      return reply.status(201).send({
        status: true,
        message: readerOf(request).t('success.imageUploaded'),
        data: { url },
      });
    });
  }
}
