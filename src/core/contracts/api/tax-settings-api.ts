import * as v from 'valibot';
import { endpoint } from '../endpoint';
import {
  economicCodeProblem,
  MAX_PEM_LENGTH,
  normalizeEconomicCode,
  normalizeMemoryId,
  TAX_SETTINGS_MESSAGES as M,
  TAXPAYER_ENVIRONMENTS,
  type TaxpayerEnvironment,
  vatRateBasisPoints,
} from '../../domain/tax/tax-settings';

/** One change of the settings: when, who (their name, null once the account is gone) and which fields, never their values. */
export interface TaxSettingsChangeView {
  at: string;
  by: string | null;
  fields: string[];
}

/**
 * The e-invoice settings (سامانه مودیان) as the consultant's dashboard sees them: the key and the
 * certificate only as set or not set, never their text; the certificate's subject and expiry
 * (not secret) beside it.
 */
export interface TaxSettingsView {
  economicCode: string | null;
  memoryId: string | null;
  /** percent, e.g. 10; null while not set */
  vatRate: number | null;
  privateKeySet: boolean;
  certificate: { set: boolean; subject: string | null; expiresAt: string | null };
  sendingOn: boolean;
  /** which of the system's hosts invoices go to (unless TAXPAYER_API_URL points elsewhere) */
  taxpayerEnvironment: TaxpayerEnvironment;
  /** the latest changes, newest first */
  changes: TaxSettingsChangeView[];
}

export interface TaxSettingsAnswer {
  success: true;
  settings: TaxSettingsView;
}

const text = (max: number) => v.pipe(v.string(M.invalidInput), v.trim(), v.maxLength(max, M.invalidInput));

/** A plain field: absent keeps it, null or empty clears it, a value is checked and kept in its normal form. */
const plain = <T>(max: number, normal: (value: string) => T | null, problem: (value: string) => string | null) =>
  v.nullish(
    v.pipe(
      text(max),
      v.rawCheck<string>(({ dataset, addIssue }) => {
        if (!dataset.typed || dataset.value === '') return;
        const found = problem(dataset.value);
        if (found) addIssue({ message: found });
      }),
      v.transform((value) => (value === '' ? null : normal(value))),
    ),
  );

/** A PEM text: absent keeps it, null removes it; read and checked on the server, which alone can parse it. */
const pem = v.nullish(v.pipe(text(MAX_PEM_LENGTH), v.minLength(1, M.invalidInput)));

const saveBody = v.strictObject(
  {
    economicCode: plain(40, normalizeEconomicCode, economicCodeProblem),
    memoryId: plain(20, normalizeMemoryId, (value) => (normalizeMemoryId(value) ? null : M.memoryId)),
    vatRate: v.nullish(
      v.pipe(
        v.union(
          [
            v.pipe(
              text(12),
              v.check((value) => value === '' || vatRateBasisPoints(value) !== null, M.vatRate),
            ),
            v.number(),
          ],
          M.vatRate,
        ),
        v.check((value) => typeof value === 'string' || vatRateBasisPoints(value) !== null, M.vatRate),
        v.transform((value) => (value === '' ? null : vatRateBasisPoints(value))),
      ),
    ),
    privateKey: pem,
    certificate: pem,
    sendingOn: v.optional(v.boolean(M.invalidInput)),
    taxpayerEnvironment: v.optional(v.picklist(TAXPAYER_ENVIRONMENTS, M.taxpayerEnvironment)),
  },
  M.invalidInput,
);

/** What a save may change: absent keeps a field, null clears it; `vatRate` comes out in hundredths of a percent. */
export type TaxSettingsChange = v.InferOutput<typeof saveBody>;
/** What the client sends: the rate as typed (a number or text). */
export type TaxSettingsInput = v.InferInput<typeof saveBody>;

/** The e-invoice settings: read and saved by the consultant (admin only). */
export const taxSettingsApi = {
  read: endpoint<TaxSettingsAnswer>()({ method: 'GET', path: '/api/admin/tax-settings' }),
  save: endpoint<TaxSettingsAnswer & { message: string }>()({ method: 'PUT', path: '/api/admin/tax-settings', body: saveBody }),
};
