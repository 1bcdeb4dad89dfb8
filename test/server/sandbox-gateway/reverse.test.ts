import { MINUTE, PRICE, useSandboxGateway } from './sandbox-gateway-world';

describe('the sandbox gateway gives money back', () => {
  const w = useSandboxGateway();

  it('gives a verified payment back within 30 minutes of payment', async () => {
    const authority = await w.paid();
    await w.gateway.verify(authority, PRICE);
    w.clock.advance(30 * MINUTE);

    expect(await w.gateway.reverse(authority)).toEqual({ outcome: 'reversed', code: 100, message: 'Reversed' });
    expect(await w.gateway.inquire(authority)).toMatchObject({ state: 'reversed' });
  });

  it('refuses, finally, after the 30 minutes (-63)', async () => {
    const authority = await w.paid();
    await w.gateway.verify(authority, PRICE);
    w.clock.advance(30 * MINUTE + 1000);

    expect(await w.gateway.reverse(authority)).toMatchObject({ outcome: 'refused', kind: 'final', code: -63 });
    expect(await w.gateway.inquire(authority)).toMatchObject({ state: 'verified' });
  });

  it('refuses, finally, a payment that was not verified (-61)', async () => {
    const authority = await w.paid();
    expect(await w.gateway.reverse(authority)).toMatchObject({ outcome: 'refused', kind: 'final', code: -61 });
  });

  it('reverses a payment once', async () => {
    const authority = await w.paid();
    await w.gateway.verify(authority, PRICE);
    await w.gateway.reverse(authority);
    expect(await w.gateway.reverse(authority)).toMatchObject({ outcome: 'refused', kind: 'final', code: -61 });
  });
});
