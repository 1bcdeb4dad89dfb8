import type { ProviderContext } from './provider-context';
import { CheckGateway, SendTestEmail, SendTestSms } from './provider-tests';
import { ReadProviderSettings } from './read-provider-settings';
import { SaveProviderSettings } from './save-provider-settings';

export interface ProviderUseCases {
  read: ReadProviderSettings;
  save: SaveProviderSettings;
  testSms: SendTestSms;
  testEmail: SendTestEmail;
  checkGateway: CheckGateway;
}

export function providerUseCases(context: ProviderContext): ProviderUseCases {
  return {
    read: new ReadProviderSettings(context),
    save: new SaveProviderSettings(context),
    testSms: new SendTestSms(context),
    testEmail: new SendTestEmail(context),
    checkGateway: new CheckGateway(context),
  };
}
