import type { TaxSettingsChange } from '../../../../src/core/contracts/api/tax-settings-api';
import { canSendTaxInvoices, TAX_SETTINGS_MESSAGES as M } from '../../../../src/core/domain/tax/tax-settings';
import type { CertificateReading, KeyReading } from '../ports/tax-credentials';
import type { SealedTaxSettings } from '../ports/tax-settings-store';
import { openedSecret, SEALED_TAX_FIELDS } from '../tax-settings-fields';
import type { TaxSettingsContext } from './tax-settings-context';
import { Refusal } from '../../refusal';

type ReadKey = Extract<KeyReading, { kind: 'key' }>;
type ReadCertificate = Extract<CertificateReading, { kind: 'certificate' }>;

const KEY_PROBLEMS: Record<Exclude<KeyReading['kind'], 'key'>, string> = {
  'not-a-key': M.privateKeyNotPem,
  'not-rsa': M.privateKeyNotRsa,
  'too-short': M.privateKeyTooShort,
};

/**
 * Saves what the consultant changed: an absent field is kept, null clears it. A key must be an RSA
 * private key of 2048 bits or more, a certificate an X.509 one whose public key is the key's; both
 * are sealed before they are kept. Sending turns on only when every part is set. Anything refused
 * refuses the whole save: nothing is kept. The change is logged with who and when and the fields'
 * names, never their values.
 */
export class SaveTaxSettings {
  constructor(private readonly context: Pick<TaxSettingsContext, 'clock' | 'sealer' | 'store' | 'credentials'>) {}

  async execute(change: TaxSettingsChange, by: string): Promise<void> {
    const { store, sealer, clock } = this.context;
    const kept = await store.read();
    const next: SealedTaxSettings = { ...kept };
    const fields: string[] = [];
    const plain = <K extends 'economicCode' | 'memoryId' | 'vatRateBasisPoints'>(
      key: K,
      value: SealedTaxSettings[K] | undefined,
      name: string,
    ) => {
      if (value === undefined || value === next[key]) return;
      next[key] = value;
      fields.push(name);
    };
    plain('economicCode', change.economicCode, 'economicCode');
    plain('memoryId', change.memoryId, 'memoryId');
    plain('vatRateBasisPoints', change.vatRate, 'vatRate');

    // undefined keeps what is kept, null removes it, a text is read (and refused when it is not what the system takes)
    const key = change.privateKey === undefined || change.privateKey === null ? change.privateKey : this.readKey(change.privateKey);
    const certificate =
      change.certificate === undefined || change.certificate === null ? change.certificate : this.readCertificate(change.certificate);
    if (key || certificate) await this.checkPair(kept, key, certificate);
    // removing what is not kept changes nothing and is not logged
    if (key !== undefined && !(key === null && kept.privateKeySealed === null)) {
      next.privateKeySealed = key && (await sealer.seal(SEALED_TAX_FIELDS.privateKey, key.pkcs8Pem));
      fields.push('privateKey');
    }
    if (certificate !== undefined && !(certificate === null && kept.certificateSealed === null)) {
      next.certificateSealed = certificate && (await sealer.seal(SEALED_TAX_FIELDS.certificate, certificate.pem));
      next.certificateSubject = certificate?.subject ?? null;
      next.certificateExpiresAt = certificate?.expiresAt ?? null;
      fields.push('certificate');
    }
    if (change.sendingOn !== undefined && change.sendingOn !== next.sendingOn) {
      next.sendingOn = change.sendingOn;
      fields.push('sendingOn');
    }
    if (change.taxpayerEnvironment !== undefined && change.taxpayerEnvironment !== next.taxpayerEnvironment) {
      next.taxpayerEnvironment = change.taxpayerEnvironment;
      fields.push('taxpayerEnvironment');
    }
    if (next.sendingOn && !(await this.allSet(next))) throw new Refusal('invalid', M.sendingNeedsAll);
    if (fields.length > 0) await store.save(next, { by, at: clock.now(), fields });
  }

  private readKey(text: string): ReadKey {
    const read = this.context.credentials.readKey(text);
    if (read.kind !== 'key') throw new Refusal('invalid', KEY_PROBLEMS[read.kind]);
    return read;
  }

  private readCertificate(text: string): ReadCertificate {
    const read = this.context.credentials.readCertificate(text);
    if (read.kind !== 'certificate') throw new Refusal('invalid', M.certificateNotPem);
    return read;
  }

  /** A new key must match the certificate kept (or sent with it), a new certificate the key kept (or sent with it). */
  private async checkPair(kept: SealedTaxSettings, key: ReadKey | null | undefined, certificate: ReadCertificate | null | undefined) {
    const { sealer, credentials } = this.context;
    const keyPublic = async () => {
      if (key !== undefined) return key?.publicKey ?? null;
      const pem = await openedSecret(sealer, SEALED_TAX_FIELDS.privateKey, kept.privateKeySealed);
      const read = pem === null ? null : credentials.readKey(pem);
      return read?.kind === 'key' ? read.publicKey : null;
    };
    const certificatePublic = async () => {
      if (certificate !== undefined) return certificate?.publicKey ?? null;
      const pem = await openedSecret(sealer, SEALED_TAX_FIELDS.certificate, kept.certificateSealed);
      const read = pem === null ? null : credentials.readCertificate(pem);
      return read?.kind === 'certificate' ? read.publicKey : null;
    };
    const [ofKey, ofCertificate] = await Promise.all([keyPublic(), certificatePublic()]);
    if (ofKey !== null && ofCertificate !== null && ofKey !== ofCertificate) throw new Refusal('invalid', M.keyCertificateMismatch);
  }

  /** Every part sending needs is kept, and the key's and certificate's seals open. */
  private async allSet(next: SealedTaxSettings): Promise<boolean> {
    const { sealer } = this.context;
    const [privateKey, certificate] = await Promise.all([
      openedSecret(sealer, SEALED_TAX_FIELDS.privateKey, next.privateKeySealed),
      openedSecret(sealer, SEALED_TAX_FIELDS.certificate, next.certificateSealed),
    ]);
    return canSendTaxInvoices({ ...next, privateKeySet: privateKey !== null, certificateSet: certificate !== null });
  }
}
