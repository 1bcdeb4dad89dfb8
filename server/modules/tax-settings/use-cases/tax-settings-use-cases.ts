import { ReadTaxSettings } from './read-tax-settings';
import { SaveTaxSettings } from './save-tax-settings';
import type { TaxSettingsContext } from './tax-settings-context';

export interface TaxSettingsUseCases {
  read: ReadTaxSettings;
  save: SaveTaxSettings;
}

export function taxSettingsUseCases(context: TaxSettingsContext): TaxSettingsUseCases {
  return { read: new ReadTaxSettings(context), save: new SaveTaxSettings(context) };
}
