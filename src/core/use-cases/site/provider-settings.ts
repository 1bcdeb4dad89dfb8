import type { ProviderSettingsChange, ProviderSettingsView } from '../../contracts/api/providers-api';
import type { ProviderSettingsRepository, ProviderTest, ProviderTestResult } from '../../ports/site/provider-settings-repository';
import { attempt, succeeded, type Outcome } from '../../domain/outcome';

/** The services as the dashboard shows them: secrets only as set or not set. */
export class LoadProviderSettings {
  constructor(private readonly providers: ProviderSettingsRepository) {}

  execute(): Promise<Outcome<ProviderSettingsView>> {
    return attempt(() => this.providers.read(), '');
  }
}

/** Saves the fields the consultant changed; an empty secret input is left out (kept as it was). */
export class SaveProviderSettings {
  constructor(private readonly providers: ProviderSettingsRepository) {}

  async execute(change: ProviderSettingsChange): Promise<Outcome<ProviderSettingsView>> {
    const outcome = await attempt(
      () => this.providers.save(change),
      (saved) => saved.message,
    );
    return outcome.ok ? succeeded(outcome.value.settings, outcome.message) : outcome;
  }
}

/** One test button: what the service answered, in Persian. */
export class TestProvider {
  constructor(private readonly providers: ProviderSettingsRepository) {}

  execute(which: ProviderTest, to = ''): Promise<Outcome<ProviderTestResult>> {
    return attempt(
      () => this.providers.test(which, to.trim()),
      (result) => result.message,
    );
  }
}
