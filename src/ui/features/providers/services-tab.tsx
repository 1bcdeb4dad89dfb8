import { TabTitle } from '../../components/form-styles';
import { ProviderSettingsSection } from './provider-settings-section';

/** A tab of its own for the services until «تنظیمات سایت» takes the section in. */
export default function ServicesTab() {
  return (
    <>
      <TabTitle>سرویس‌ها</TabTitle>
      <ProviderSettingsSection />
    </>
  );
}
