import type { FastifyInstance, FastifyRequest } from 'fastify';
import { INVALID_CHARACTERS, isStorableText } from '../../src/core/contracts/text-rules';
import { badRequest } from './api-error';

/** True when some string in the value, a key or a leaf at any depth, cannot be stored. */
function holdsUnstorableText(value: unknown): boolean {
  // a loop, not recursion: a deeply nested body must not exhaust the stack
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const item = pending.pop();
    if (typeof item === 'string') {
      if (!isStorableText(item)) return true;
    } else if (Array.isArray(item)) {
      for (const inner of item) pending.push(inner);
    } else if (item !== null && typeof item === 'object' && !Buffer.isBuffer(item)) {
      for (const [key, inner] of Object.entries(item)) pending.push(key, inner);
    }
  }
  return false;
}

function refusesInput(request: FastifyRequest): boolean {
  return holdsUnstorableText(request.params) || holdsUnstorableText(request.query) || holdsUnstorableText(request.body);
}

/**
 * Stops, before any handler, a request whose path parameters, query or parsed body carry what
 * a database text column cannot hold (NUL, other control characters, lone surrogates): the
 * sender gets the Persian 400 and nothing reaches a use case or the database.
 */
export function installStorableInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    if (refusesInput(request)) throw badRequest(INVALID_CHARACTERS);
  });
}
