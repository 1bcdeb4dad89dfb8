import * as v from 'valibot';
import { endpoint } from '../endpoint';
import { MOBILE_MESSAGES, normalizeMobile } from '../../domain/mobile-number';
import {
  isEmailAddress,
  isKavenegarKey,
  isMailFrom,
  isMerchantId,
  isSmtpUrl,
  normalizeSender,
  PROVIDER_SETTINGS_MESSAGES as M,
} from '../../domain/provider-settings';

/**
 * The services as the consultant's dashboard sees them: secrets only as set or not set, never
 * their values; `environment` when an environment variable decides that service (it wins).
 */
export interface ProviderSettingsView {
  zarinpal: { environment: boolean; merchantIdSet: boolean; sandbox: boolean };
  kavenegar: { environment: boolean; apiKeySet: boolean; sender: string | null };
  smtp: { environment: boolean; urlSet: boolean; from: string | null };
  /** the latest change: when, and the name of who made it */
  lastChange: { at: string; by: string | null } | null;
}

export interface ProviderSettingsAnswer {
  success: true;
  settings: ProviderSettingsView;
}

/** What a test button's service answered, in Persian; `passed` false when it refused or did not answer. */
export interface ProviderTestAnswer {
  success: true;
  passed: boolean;
  message: string;
}

const text = v.pipe(v.string(M.invalidInput), v.trim(), v.maxLength(500, M.invalidInput));
/** a secret: absent keeps it, null removes it, a value replaces it */
const secret = (valid: (value: string) => boolean, message: string) => v.nullish(v.pipe(text, v.check(valid, message)));
/** a plain field: absent keeps it, null or empty clears it */
const plain = <T extends string>(transform: (value: string) => T | null, message: string) =>
  v.nullish(
    v.pipe(
      text,
      v.check((value) => value === '' || transform(value) !== null, message),
      v.transform((value) => (value === '' ? null : transform(value))),
    ),
  );

const saveBody = v.strictObject(
  {
    zarinpal: v.optional(
      v.strictObject({ merchantId: secret(isMerchantId, M.merchantId), sandbox: v.optional(v.boolean(M.invalidInput)) }, M.invalidInput),
    ),
    kavenegar: v.optional(
      v.strictObject({ apiKey: secret(isKavenegarKey, M.apiKey), sender: plain(normalizeSender, M.sender) }, M.invalidInput),
    ),
    smtp: v.optional(
      v.strictObject(
        { url: secret(isSmtpUrl, M.smtpUrl), from: plain((value) => (isMailFrom(value) ? value : null), M.mailFrom) },
        M.invalidInput,
      ),
    ),
  },
  M.invalidInput,
);

export type ProviderSettingsChange = v.InferOutput<typeof saveBody>;

/** The test SMS goes to the number typed, or to the consultant's own mobile when none is. */
const testSmsBody = v.strictObject(
  {
    mobile: v.optional(
      v.pipe(
        text,
        v.check((value) => value === '' || normalizeMobile(value) !== null, MOBILE_MESSAGES.invalid),
        v.transform((value) => (value === '' ? undefined : normalizeMobile(value)!)),
      ),
    ),
  },
  M.invalidInput,
);

/** The test e-mail goes to the address typed, or to the consultant's own. */
const testEmailBody = v.strictObject(
  {
    email: v.optional(
      v.pipe(
        text,
        v.check((value) => value === '' || isEmailAddress(value), M.email),
        v.transform((value) => value || undefined),
      ),
    ),
  },
  M.invalidInput,
);

/** The consultant's services: read, save, and the three test buttons (admin only). */
export const providersApi = {
  read: endpoint<ProviderSettingsAnswer>()({ method: 'GET', path: '/api/admin/provider-settings' }),
  save: endpoint<ProviderSettingsAnswer & { message: string }>()({ method: 'PUT', path: '/api/admin/provider-settings', body: saveBody }),
  testSms: endpoint<ProviderTestAnswer>()({ method: 'POST', path: '/api/admin/provider-settings/test-sms', body: testSmsBody }),
  testEmail: endpoint<ProviderTestAnswer>()({ method: 'POST', path: '/api/admin/provider-settings/test-email', body: testEmailBody }),
  checkGateway: endpoint<ProviderTestAnswer>()({ method: 'POST', path: '/api/admin/provider-settings/check-gateway' }),
};
