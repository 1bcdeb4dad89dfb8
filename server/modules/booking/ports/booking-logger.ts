/** Where the booking module reports bank answers and job runs (Fastify's logger in production). */
export interface BookingLogger {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
}
