import type { ProviderTestAnswer } from '../../../../src/core/contracts/api/providers-api';
import { PaymentGatewayError } from '../../booking';
import { DeliveryError } from '../../notifications';
import { kavenegarRefusal, PROVIDER_TEST_TEXTS as T, smtpRefusal, zarinpalRefusal } from '../providers-messages';
import type { ProviderContext } from './provider-context';
import { Refusal } from '../../refusal';

export type TestResult = Omit<ProviderTestAnswer, 'success'>;

/** The smallest amount Zarinpal takes (1,000 rials): the check's payment request is never paid. */
const CHECK_AMOUNT_TOMANS = 100;

/** Who pressed the button: their own mobile and address are where the tests go unless others are typed. */
export interface Tester {
  mobile: string | null;
  email: string;
}

/** «ارسال پیامک آزمایشی»: one SMS through the provider the next real one would take. */
export class SendTestSms {
  constructor(private readonly context: Pick<ProviderContext, 'callbackUrl' | 'connections'>) {}

  async execute(mobile: string | undefined, tester: Tester): Promise<TestResult> {
    const to = mobile ?? tester.mobile;
    if (!to) throw new Refusal('invalid', T.noMobile);
    const channel = await this.context.connections.sms();
    if (!channel) return { passed: false, message: T.smsNotSet };
    try {
      await channel.send({ channel: 'sms', to, body: T.smsBody });
      return { passed: true, message: T.smsSent(to) };
    } catch (error) {
      if (!(error instanceof DeliveryError)) throw error;
      return { passed: false, message: kavenegarRefusal(error.code) };
    }
  }
}

/** «ارسال ایمیل آزمایشی»: one e-mail through the SMTP server the next real one would take. */
export class SendTestEmail {
  constructor(private readonly context: Pick<ProviderContext, 'callbackUrl' | 'connections'>) {}

  async execute(email: string | undefined, tester: Tester): Promise<TestResult> {
    const to = email ?? tester.email;
    const channel = await this.context.connections.email();
    if (!channel) return { passed: false, message: T.emailNotSet };
    try {
      await channel.send({ channel: 'email', to, subject: T.emailSubject, body: T.emailBody });
      return { passed: true, message: T.emailSent(to) };
    } catch (error) {
      if (!(error instanceof DeliveryError)) throw error;
      return { passed: false, message: smtpRefusal(error.code) };
    }
  }
}

/**
 * «بررسی اتصال درگاه»: a payment request for the smallest amount, with the site's real callback
 * address, that nobody is sent to pay. Zarinpal checks the merchant id, its state and the
 * callback's domain on exactly this call; the authority it gives simply lapses.
 */
export class CheckGateway {
  constructor(private readonly context: Pick<ProviderContext, 'callbackUrl' | 'connections'>) {}

  async execute(): Promise<TestResult> {
    const { connections, callbackUrl } = this.context;
    const gateway = await connections.gateway();
    if (gateway.name === 'none') return { passed: false, message: T.gatewayNotSet };
    if (gateway.name !== 'zarinpal') return { passed: false, message: T.gatewaySandbox };
    try {
      await gateway.request(CHECK_AMOUNT_TOMANS, callbackUrl, T.gatewayDescription, {});
      return { passed: true, message: T.gatewayPassed };
    } catch (error) {
      if (!(error instanceof PaymentGatewayError)) throw error;
      return { passed: false, message: zarinpalRefusal(error.code, error.code === null ? null : connections.gatewayCodeText(error.code)) };
    }
  }
}
