import type { Clock } from '../../../ports/clock';
import type { TaxSettingsPorts } from '../ports/tax-settings-ports';

/** What every use case of the module is built on. */
export interface TaxSettingsContext extends TaxSettingsPorts {
  clock: Clock;
}
