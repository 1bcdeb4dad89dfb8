import { serviceToken as token } from '../../ports/service-token';
import type { UploadSiteImage } from './upload-site-image';
import type { LoadSiteProfile, LoadSiteSettings, SaveSiteSettings } from './site-settings';
import type { LoadPageTextVersion, LoadPageTextVersions, LoadPageTexts, RestorePageTextVersion, SavePageText } from './page-texts';
import type { LoadProviderSettings, SaveProviderSettings, TestProvider } from './provider-settings';
import type { LoadTaxSettings, SaveTaxSettings } from './tax-settings';

/** The use cases of the site as data: its profile and settings, page texts, images and the services it talks to. */
export const SITE_USE_CASES = {
  UploadSiteImage: token<UploadSiteImage>('UploadSiteImage'),
  LoadSiteProfile: token<LoadSiteProfile>('LoadSiteProfile'),
  LoadSiteSettings: token<LoadSiteSettings>('LoadSiteSettings'),
  SaveSiteSettings: token<SaveSiteSettings>('SaveSiteSettings'),
  LoadPageTexts: token<LoadPageTexts>('LoadPageTexts'),
  LoadPageTextVersions: token<LoadPageTextVersions>('LoadPageTextVersions'),
  LoadPageTextVersion: token<LoadPageTextVersion>('LoadPageTextVersion'),
  SavePageText: token<SavePageText>('SavePageText'),
  RestorePageTextVersion: token<RestorePageTextVersion>('RestorePageTextVersion'),
  LoadProviderSettings: token<LoadProviderSettings>('LoadProviderSettings'),
  SaveProviderSettings: token<SaveProviderSettings>('SaveProviderSettings'),
  TestProvider: token<TestProvider>('TestProvider'),
  LoadTaxSettings: token<LoadTaxSettings>('LoadTaxSettings'),
  SaveTaxSettings: token<SaveTaxSettings>('SaveTaxSettings'),
} as const;
