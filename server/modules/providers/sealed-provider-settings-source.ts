import type { ProviderSettingsSource, SavedProviderSettings } from '../../ports/provider-settings-source';
import { openSettings } from './sealed-fields';
import type { ProviderSettingsStore } from './ports/provider-settings-store';
import type { SecretSealer } from './ports/secret-sealer';

/**
 * The saved settings, opened, kept while their data version holds: each use asks the database
 * one small question (the version), and reads and opens the row only after someone saved.
 */
export class SealedProviderSettingsSource implements ProviderSettingsSource {
  private kept: { version: string; settings: Promise<SavedProviderSettings> } | null = null;

  constructor(
    private readonly store: ProviderSettingsStore,
    private readonly sealer: SecretSealer,
  ) {}

  async current(): Promise<SavedProviderSettings> {
    const version = await this.store.version();
    if (this.kept?.version !== version) {
      const settings = this.store.read().then((sealed) => openSettings(sealed, this.sealer));
      this.kept = { version, settings };
      settings.catch(() => {
        if (this.kept?.settings === settings) this.kept = null;
      });
    }
    return this.kept.settings;
  }
}
