/**
 * Kavenegar's answer codes (its `return.status`, also its HTTP status) for which sending the
 * same text to the same number again cannot succeed: the number or the text is refused.
 * Others (a bad or inactive key, no credit, a busy server) may pass once the operator acts or
 * the provider recovers, so the outbox tries them again.
 */
const REFUSES_THIS_MESSAGE = new Set([
  400, // incomplete parameters
  411, // invalid receptor
  413, // message empty or too long
  414, // too many receptors
  420, // links are not allowed in the text
  422, // characters the line cannot send
  501, // a test account sends only to its owner's number
]);

export function refusesThisMessage(status: number): boolean {
  return REFUSES_THIS_MESSAGE.has(status);
}
