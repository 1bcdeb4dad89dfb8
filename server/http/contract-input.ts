import * as v from 'valibot';
import type { Endpoint } from '../../src/core/contracts/endpoint';
import { badRequest } from './api-error';
import { MESSAGES } from './error-handler';

/** The first Persian message the schema gave, or the general one. */
function refusal(issues: readonly v.BaseIssue<unknown>[]): Error {
  const message = issues.find((issue) => /[\u0600-\u06FF]/.test(issue.message))?.message ?? MESSAGES.invalidInput;
  return badRequest(message);
}

/** The request body as the endpoint's schema reads it; anything else is a Persian 400 and changes nothing. */
export function bodyOf<Body>(target: Endpoint<Body, unknown, unknown>, body: unknown): Body {
  if (!target.body) throw new Error(`${target.method} ${target.path} declares no body`);
  // no body at all reads as an empty one; a body of JSON null is the schema's to refuse
  const result = v.safeParse(target.body, body === undefined ? {} : body);
  if (!result.success) throw refusal(result.issues);
  return result.output;
}

/** The query string as the endpoint's schema reads it; anything else is a Persian 400. */
export function queryOf<Query>(target: Endpoint<unknown, Query, unknown>, query: unknown): Query {
  if (!target.query) throw new Error(`${target.method} ${target.path} declares no query`);
  const result = v.safeParse(target.query, query ?? {});
  if (!result.success) throw refusal(result.issues);
  return result.output;
}
