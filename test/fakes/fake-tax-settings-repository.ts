import type { TaxSettingsInput, TaxSettingsView } from '../../src/core/contracts/api/tax-settings-api';
import type { TaxSettingsRepository } from '../../src/core/ports/site/tax-settings-repository';

/**
 * The e-invoice settings in memory, answering as the server does: the key and certificate kept
 * but only said to be set (a certificate's subject and expiry are `certificateSubject` and
 * `certificateExpiresAt`); `refuseNext` makes the next save fail with that Persian message.
 */
export class FakeTaxSettingsRepository implements TaxSettingsRepository {
  readonly saved: TaxSettingsInput[] = [];
  refuseNext: string | null = null;
  certificateSubject = 'CN=مشاور نمونه';
  certificateExpiresAt = '2027-03-21T08:30:00.000Z';
  private view: TaxSettingsView = {
    economicCode: null,
    memoryId: null,
    vatRate: null,
    privateKeySet: false,
    certificate: { set: false, subject: null, expiresAt: null },
    sendingOn: false,
    taxpayerEnvironment: 'production',
    changes: [],
  };

  async read(): Promise<TaxSettingsView> {
    return JSON.parse(JSON.stringify(this.view)) as TaxSettingsView;
  }

  async save(change: TaxSettingsInput): Promise<{ settings: TaxSettingsView; message: string }> {
    if (this.refuseNext) {
      const message = this.refuseNext;
      this.refuseNext = null;
      throw new Error(message);
    }
    this.saved.push(change);
    const next = this.view;
    if (change.economicCode !== undefined) next.economicCode = change.economicCode || null;
    if (change.memoryId !== undefined) next.memoryId = change.memoryId ? change.memoryId.toUpperCase() : null;
    if (change.vatRate !== undefined) next.vatRate = change.vatRate === null || change.vatRate === '' ? null : Number(change.vatRate);
    if (change.privateKey !== undefined) next.privateKeySet = change.privateKey !== null;
    if (change.certificate !== undefined) {
      const set = change.certificate !== null;
      next.certificate = { set, subject: set ? this.certificateSubject : null, expiresAt: set ? this.certificateExpiresAt : null };
    }
    if (change.sendingOn !== undefined) next.sendingOn = change.sendingOn;
    if (change.taxpayerEnvironment !== undefined) next.taxpayerEnvironment = change.taxpayerEnvironment;
    next.changes = [{ at: '2026-11-22T08:30:00.000Z', by: 'نرگس کاظمی', fields: Object.keys(change) }, ...next.changes];
    return { settings: await this.read(), message: 'تنظیمات صورت‌حساب الکترونیکی ذخیره شد' };
  }
}
