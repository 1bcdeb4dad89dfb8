import { SITE_PORTS } from '../../../../src/core/ports/site/site-port-tokens';
import { FakeSiteImageUploader } from '../../../fakes/fake-site-image-uploader';
import { FakePageTextRepository } from '../../../fakes/fake-page-text-repository';
import { FakeSiteProfileRepository } from '../../../fakes/fake-site-profile-repository';
import { FakeProviderSettingsRepository } from '../../../fakes/fake-provider-settings-repository';
import { FakeTaxSettingsRepository } from '../../../fakes/fake-tax-settings-repository';
import { testKit } from './test-kit';

export interface SiteFakes {
  siteImages: FakeSiteImageUploader;
  pageTexts: FakePageTextRepository;
  site: FakeSiteProfileRepository;
  providerSettings: FakeProviderSettingsRepository;
  taxSettings: FakeTaxSettingsRepository;
}

/** The fakes behind the ports of the site's profile, page texts, images and providers. */
export const siteKit = testKit<SiteFakes>(
  () => ({
    siteImages: new FakeSiteImageUploader(),
    pageTexts: new FakePageTextRepository(),
    site: new FakeSiteProfileRepository(),
    providerSettings: new FakeProviderSettingsRepository(),
    taxSettings: new FakeTaxSettingsRepository(),
  }),
  (bind, fakes) => {
    bind.value(SITE_PORTS.SiteImageUploader, fakes.siteImages);
    bind.value(SITE_PORTS.PageTextRepository, fakes.pageTexts);
    bind.value(SITE_PORTS.SiteProfileRepository, fakes.site);
    bind.value(SITE_PORTS.ProviderSettingsRepository, fakes.providerSettings);
    bind.value(SITE_PORTS.TaxSettingsRepository, fakes.taxSettings);
  },
);
