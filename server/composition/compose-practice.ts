/*
 * The composition of the modules that keep the practice as data (the owner's profile, its
 * pictures, page texts, visitors' messages, the connected services): a part of the server's
 * composition root, kept in a file of its own for size.
 */
import type { ServerConfig } from '../config';
import type { AppDatabase } from '../db/database';
import type { Clock } from '../ports/clock';
import type { SiteProfileSource } from '../ports/site-profile-source';
import type { DataVersions } from '../http/data-versions';
import type { BookingPorts } from '../modules/booking';
import type { NotificationPorts } from '../modules/notifications';
import { serverSecret } from '../modules/account/adapters/kysely-server-secret';
import { KyselyWindowCounter } from '../modules/account/adapters/kysely-window-counter';
import { KyselyPracticeSettings } from '../modules/booking/adapters/kysely-practice-settings';
import type { SiteImagePorts } from '../modules/site-images';
import { FileTypeImageFormats } from '../modules/site-images/adapters/file-type-image-formats';
import { SharpImageRenderer } from '../modules/site-images/adapters/sharp-image-renderer';
import { CONTACT_LIMIT_SCOPE, CONTACT_WINDOW_MS, type ContactPorts } from '../modules/contact';
import { KyselyContactMessageStore } from '../modules/contact/adapters/kysely-contact-message-store';
import { CryptoTrackingNumbers } from '../modules/contact/adapters/crypto-tracking-numbers';
import type { PageTextPorts } from '../modules/page-texts';
import { KyselyPageTextStore } from '../modules/page-texts/adapters/kysely-page-text-store';
import type { SitePorts } from '../modules/site';
import { KyselySiteStore } from '../modules/site/adapters/kysely-site-store';
import { keptSiteProfile } from '../http/kept-site-profile';
import { SealedProviderSettingsSource, type ProviderPorts } from '../modules/providers';
import type { ProviderSettingsSource } from '../ports/provider-settings-source';
import { HkdfSecretSealer } from '../modules/providers/adapters/hkdf-secret-sealer';
import { KyselyProviderSettingsStore } from '../modules/providers/adapters/kysely-provider-settings-store';
import { ZARINPAL_CODES } from '../modules/booking/adapters/zarinpal-codes';

/** The site module's adapter, and the profile it keeps read once per data version for everything else. */
export function composeSite(db: AppDatabase, dataVersions: DataVersions): { site: SitePorts; siteProfile: SiteProfileSource } {
  const store = new KyselySiteStore(db);
  return { site: { store }, siteProfile: keptSiteProfile(() => store.read(), dataVersions) };
}

/** The contact module's adapters: messages on the database, the per-address limit counted there, tracking numbers from the secure random source. */
export function composeContact(db: AppDatabase, clock: Clock, profile: SiteProfileSource): ContactPorts {
  return {
    messages: new KyselyContactMessageStore(db),
    sendsByAddress: new KyselyWindowCounter(db, clock, CONTACT_LIMIT_SCOPE, CONTACT_WINDOW_MS),
    trackingNumbers: new CryptoTrackingNumbers(),
    profile,
  };
}

/** The saved providers' store, sealer and source, one per database: the bank and the channels share the source's cache. */
const providerSettings = new WeakMap<
  AppDatabase,
  { store: KyselyProviderSettingsStore; sealer: HkdfSecretSealer; source: ProviderSettingsSource }
>();

export function providerSettingsOn(db: AppDatabase, authSecret: string | null) {
  let made = providerSettings.get(db);
  if (!made) {
    const store = new KyselyProviderSettingsStore(db);
    const sealer = new HkdfSecretSealer(serverSecret(db, authSecret));
    made = { store, sealer, source: new SealedProviderSettingsSource(store, sealer) };
    providerSettings.set(db, made);
  }
  return made;
}

/** The providers module's adapters: the saved settings, and the providers the next real use would take (for the test buttons). */
export function composeProviders(
  config: ServerConfig,
  db: AppDatabase,
  booking: BookingPorts,
  notifications: NotificationPorts,
): ProviderPorts {
  const { store, sealer } = providerSettingsOn(db, config.authSecret);
  const channels = async () => ('current' in notifications.channels ? notifications.channels.current() : notifications.channels);
  return {
    store,
    sealer,
    connections: {
      sms: async () => (await channels()).sms,
      email: async () => (await channels()).email,
      gateway: async () => ('current' in booking.gateway ? booking.gateway.current() : booking.gateway),
      gatewayCodeText: (code) => ZARINPAL_CODES[code]?.persian ?? null,
    },
  };
}

/** The site-images module's adapters: the upload's format by its bytes (file-type), its sizes made by sharp. */
export function composeSiteImages(): SiteImagePorts {
  return { formats: new FileTypeImageFormats(), renderer: new SharpImageRenderer() };
}

/** The page-texts module's adapters: the versions on the database, and the practice's change notice /refund-policy states. */
export function composePageTexts(db: AppDatabase): PageTextPorts {
  return { store: new KyselyPageTextStore(db), rules: new KyselyPracticeSettings(db) };
}
