import { serviceToken as token } from '../service-token';
import type { SiteImageUploader } from './site-image-uploader';
import type { SiteProfileRepository } from './site-profile-repository';
import type { PageTextRepository } from './page-text-repository';
import type { ProviderSettingsRepository } from './provider-settings-repository';
import type { TaxSettingsRepository } from './tax-settings-repository';

/** The ports of the site as data: its profile and settings, page texts, images and the services it talks to. */
export const SITE_PORTS = {
  SiteImageUploader: token<SiteImageUploader>('SiteImageUploader'),
  SiteProfileRepository: token<SiteProfileRepository>('SiteProfileRepository'),
  PageTextRepository: token<PageTextRepository>('PageTextRepository'),
  ProviderSettingsRepository: token<ProviderSettingsRepository>('ProviderSettingsRepository'),
  TaxSettingsRepository: token<TaxSettingsRepository>('TaxSettingsRepository'),
} as const;
