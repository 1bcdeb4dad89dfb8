import { ContainerModule } from 'inversify';
import { SITE_PORTS } from '../core/ports/site/site-port-tokens';
import { SITE_USE_CASES } from '../core/use-cases/site/site-tokens';
import { LoadSiteProfile, LoadSiteSettings, SaveSiteSettings } from '../core/use-cases/site/site-settings';
import { LoadProviderSettings, SaveProviderSettings, TestProvider } from '../core/use-cases/site/provider-settings';
import { LoadTaxSettings, SaveTaxSettings } from '../core/use-cases/site/tax-settings';
import { UploadSiteImage } from '../core/use-cases/site/upload-site-image';
import {
  LoadPageTextVersion,
  LoadPageTextVersions,
  LoadPageTexts,
  RestorePageTextVersion,
  SavePageText,
} from '../core/use-cases/site/page-texts';
import { typedBinder } from './typed-binder';

/** The use cases of the site as data: its profile and settings, page texts, images and the services it talks to, built from the ports' tokens. */
export const siteModule = new ContainerModule(({ bind: bindOf }) => {
  const bind = typedBinder(bindOf);
  bind.instance(SITE_USE_CASES.LoadSiteProfile, LoadSiteProfile, SITE_PORTS.SiteProfileRepository);
  bind.instance(SITE_USE_CASES.LoadSiteSettings, LoadSiteSettings, SITE_PORTS.SiteProfileRepository);
  bind.instance(SITE_USE_CASES.SaveSiteSettings, SaveSiteSettings, SITE_PORTS.SiteProfileRepository);
  bind.instance(SITE_USE_CASES.LoadProviderSettings, LoadProviderSettings, SITE_PORTS.ProviderSettingsRepository);
  bind.instance(SITE_USE_CASES.SaveProviderSettings, SaveProviderSettings, SITE_PORTS.ProviderSettingsRepository);
  bind.instance(SITE_USE_CASES.TestProvider, TestProvider, SITE_PORTS.ProviderSettingsRepository);
  bind.instance(SITE_USE_CASES.LoadTaxSettings, LoadTaxSettings, SITE_PORTS.TaxSettingsRepository);
  bind.instance(SITE_USE_CASES.SaveTaxSettings, SaveTaxSettings, SITE_PORTS.TaxSettingsRepository);
  bind.instance(SITE_USE_CASES.UploadSiteImage, UploadSiteImage, SITE_PORTS.SiteImageUploader);
  bind.instance(SITE_USE_CASES.LoadPageTexts, LoadPageTexts, SITE_PORTS.PageTextRepository);
  bind.instance(SITE_USE_CASES.LoadPageTextVersions, LoadPageTextVersions, SITE_PORTS.PageTextRepository);
  bind.instance(SITE_USE_CASES.LoadPageTextVersion, LoadPageTextVersion, SITE_PORTS.PageTextRepository);
  bind.instance(SITE_USE_CASES.SavePageText, SavePageText, SITE_PORTS.PageTextRepository);
  bind.instance(SITE_USE_CASES.RestorePageTextVersion, RestorePageTextVersion, SITE_PORTS.PageTextRepository);
});
