import type { FastifyError, FastifyInstance } from 'fastify';
import { ApiError, headWithWait } from './api-error';

export const MESSAGES = {
  invalidInput: 'اطلاعات ارسال‌شده معتبر نیست',
  invalidJson: 'قالب JSON درخواست نامعتبر است',
  bodyTooLarge: 'حجم درخواست بیش از حد مجاز است',
  unsupportedMediaType: 'نوع محتوای درخواست پشتیبانی نمی‌شود',
  tooManyRequests: 'تعداد درخواست‌ها بیش از حد مجاز است؛ کمی بعد دوباره تلاش کنید',
  apiNotFound: 'مسیر درخواستی پیدا نشد',
  internal: 'خطای داخلی سرور رخ داد؛ لطفاً بعداً دوباره تلاش کنید',
} as const;

function clientError(error: FastifyError): { status: number; message: string; details?: Record<string, unknown> } | null {
  if (error instanceof ApiError) return { status: error.statusCode, message: error.message, details: error.details };
  if (error.validation) return { status: 400, message: MESSAGES.invalidInput };
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return { status: 400, message: MESSAGES.invalidJson };
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
    case 'FST_REQ_FILE_TOO_LARGE':
    case 'FST_FILES_LIMIT':
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return { status: 413, message: MESSAGES.bodyTooLarge };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return { status: 415, message: MESSAGES.unsupportedMediaType };
    default:
      break;
  }
  if (error.statusCode === 429) return { status: 429, message: MESSAGES.tooManyRequests };
  if (error instanceof SyntaxError) return { status: 400, message: MESSAGES.invalidJson };
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    return { status: error.statusCode, message: MESSAGES.invalidInput };
  }
  return null;
}

/** Every error leaves as JSON {success: false, message} with a Persian message and its status. */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const known = clientError(error);
    if (known) {
      // a parser's own message quotes the body it could not read (a password, say): only ours are logged
      request.log.info({ code: error.code, status: known.status }, error instanceof ApiError ? error.message : known.message);
      if (error instanceof ApiError) headWithWait(reply, error);
      return reply.status(known.status).send({ ...known.details, success: false, message: known.message });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ success: false, message: MESSAGES.internal });
  });
}
