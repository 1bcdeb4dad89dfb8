/** Where the module reports sends that failed (Fastify's logger in production). */
export interface NotificationLogger {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
}
