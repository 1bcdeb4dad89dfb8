import type { FastifyReply } from 'fastify';

/** An error the client is meant to read: its status, a Persian message, and any fields the answer carries beside them. */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly details: Record<string, unknown> = {},
    /** while a limit holds: the seconds the answer's Retry-After asks the client to wait */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

export const badRequest = (message: string) => new ApiError(400, message);
export const unauthorized = (message = 'ابتدا وارد حساب کاربری خود شوید') => new ApiError(401, message);
export const forbidden = (message = 'اجازه انجام این کار را ندارید') => new ApiError(403, message);
export const notFound = (message = 'مورد درخواستی پیدا نشد') => new ApiError(404, message);
export const conflict = (message: string) => new ApiError(409, message);

/** A refused request's wait, as Retry-After in seconds (the error handler's answers and the forms' pages alike). */
export function headWithWait(reply: FastifyReply, error: ApiError): void {
  if (error.retryAfterSeconds !== undefined) reply.header('retry-after', String(error.retryAfterSeconds));
}
