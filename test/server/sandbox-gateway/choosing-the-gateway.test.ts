import { loadConfig } from '../../../server/config';
import { composeBooking } from '../../../server/composition-root';
import { SandboxGateway } from '../../../server/modules/booking/adapters/kysely-sandbox-gateway';
import { ZarinpalGateway } from '../../../server/modules/booking/adapters/zarinpal-gateway';
import type { PaymentGatewayChoice } from '../../../server/modules/booking';
import { useSandboxGateway } from './sandbox-gateway-world';

describe('choosing the gateway', () => {
  const w = useSandboxGateway();

  it('is the sandbox by default, which is also the bank behind the sandbox pages', async () => {
    const chosen = composeBooking(loadConfig({}), w.database.db, w.clock);
    const bank = await (chosen.gateway as PaymentGatewayChoice).current();
    expect(bank).toBeInstanceOf(SandboxGateway);
    expect(chosen.sandboxBank).toBe(bank);
  });

  it('is Zarinpal with PAYMENT_GATEWAY=zarinpal, with no sandbox pages', async () => {
    const config = loadConfig({
      PAYMENT_GATEWAY: 'zarinpal',
      ZARINPAL_MERCHANT_ID: '1344b5d4-0048-11e8-94db-005056a205be',
      ZARINPAL_SANDBOX: 'true',
      ZARINPAL_TIMEOUT_MS: '5000',
    });
    const chosen = composeBooking(config, w.database.db, w.clock);
    expect(await (chosen.gateway as PaymentGatewayChoice).current()).toBeInstanceOf(ZarinpalGateway);
    expect(chosen.sandboxBank).toBeNull();
    expect(config.payment).toMatchObject({ zarinpalBaseUrl: 'https://sandbox.zarinpal.com', zarinpalTimeoutMs: 5000 });
  });
});
