import { KavenegarSms } from '../../../server/modules/notifications/adapters/kavenegar-sms';
import { DeliveryError } from '../../../server/modules/notifications';
import { FakeKavenegarServer } from '../../fakes/server/notifications/fake-kavenegar-server';
import { SMS } from '../../fakes/server/notifications/notifications-kit';

describe('SMS through Kavenegar', () => {
  const kavenegar = new FakeKavenegarServer();
  let baseUrl: string;
  const channel = (apiKey = kavenegar.apiKey, timeoutMs = 2000) => new KavenegarSms({ apiKey, sender: '10004346', baseUrl, timeoutMs });

  beforeAll(async () => (baseUrl = await kavenegar.start()));
  afterAll(async () => kavenegar.stop());

  const refusal = async (send: Promise<void>): Promise<DeliveryError> => {
    const error = await send.then(
      () => null,
      (thrown: unknown) => thrown,
    );
    expect(error).toBeInstanceOf(DeliveryError);
    return error as DeliveryError;
  };

  it('sends the Persian text to the number from the configured line', async () => {
    await channel().send(SMS);
    expect(kavenegar.received.at(-1)).toEqual({ apiKey: kavenegar.apiKey, receptor: '09121234567', message: SMS.body, sender: '10004346' });
  });

  it('fails, to be retried, when the API key is wrong (403)', async () => {
    const error = await refusal(channel('WRONGKEY').send(SMS));
    expect(error.message).toBe('Kavenegar refused (403): API Key is invalid');
    expect(error.permanent).toBe(false);
  });

  it('fails, to be retried, when the account is inactive (401) or out of credit (418)', async () => {
    kavenegar.next({ status: 401, message: 'account is inactive' });
    expect((await refusal(channel().send(SMS))).permanent).toBe(false);
    kavenegar.next({ status: 418, message: 'credit is not enough' });
    expect((await refusal(channel().send(SMS))).message).toBe('Kavenegar refused (418): credit is not enough');
  });

  it.each([
    [400, 'parameters are incomplete'],
    [411, 'receptor is invalid'],
    [413, 'message is empty or too long'],
    [414, 'too many receptors'],
  ])('gives the message up when Kavenegar refuses it (%i)', async (status, message) => {
    kavenegar.next({ status, message });
    const error = await refusal(channel().send(SMS));
    expect(error.message).toBe(`Kavenegar refused (${status}): ${message}`);
    expect(error.permanent).toBe(true);
  });

  it("fails, to be retried, on an HTTP 5xx page that is not Kavenegar's answer", async () => {
    kavenegar.next({ httpStatus: 502, html: '<html>Bad Gateway</html>' });
    const error = await refusal(channel().send(SMS));
    expect(error.message).toBe('Kavenegar answered HTTP 502');
    expect(error.permanent).toBe(false);
  });

  it('fails, to be retried, when Kavenegar does not answer in time', async () => {
    kavenegar.next({ silent: true });
    const error = await refusal(channel(kavenegar.apiKey, 300).send(SMS));
    expect(error.message).toBe('Kavenegar did not answer within 300 ms');
    expect(error.permanent).toBe(false);
  });

  it('fails, to be retried, when nothing listens at the address', async () => {
    const error = await refusal(
      new KavenegarSms({ apiKey: 'KEY', sender: null, baseUrl: 'http://127.0.0.1:9', timeoutMs: 1000 }).send(SMS),
    );
    expect(error.message).toMatch(/^Kavenegar could not be reached/);
    expect(error.permanent).toBe(false);
  });
});
