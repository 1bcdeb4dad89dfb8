/** An error the client is meant to read: its status, a Persian message, and any fields the answer carries beside them. */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

export const badRequest = (message: string) => new ApiError(400, message);
export const unauthorized = (message = 'ابتدا وارد حساب کاربری خود شوید') => new ApiError(401, message);
export const forbidden = (message = 'اجازه انجام این کار را ندارید') => new ApiError(403, message);
export const notFound = (message = 'مورد درخواستی پیدا نشد') => new ApiError(404, message);
export const conflict = (message: string) => new ApiError(409, message);
