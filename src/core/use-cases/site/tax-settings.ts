import type { TaxSettingsInput, TaxSettingsView } from '../../contracts/api/tax-settings-api';
import type { TaxSettingsRepository } from '../../ports/site/tax-settings-repository';
import { attempt, succeeded, type Outcome } from '../../domain/outcome';

/** The e-invoice settings as the dashboard shows them: the key and certificate only as set or not set. */
export class LoadTaxSettings {
  constructor(private readonly settings: TaxSettingsRepository) {}

  execute(): Promise<Outcome<TaxSettingsView>> {
    return attempt(() => this.settings.read(), '');
  }
}

/** Saves what the consultant changed; a key or certificate input left empty is not sent (kept as it was). */
export class SaveTaxSettings {
  constructor(private readonly settings: TaxSettingsRepository) {}

  async execute(change: TaxSettingsInput): Promise<Outcome<TaxSettingsView>> {
    const outcome = await attempt(
      () => this.settings.save(change),
      (saved) => saved.message,
    );
    return outcome.ok ? succeeded(outcome.value.settings, outcome.message) : outcome;
  }
}
