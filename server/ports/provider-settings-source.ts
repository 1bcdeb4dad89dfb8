/**
 * The services the consultant saved in the dashboard, opened (the secrets as they were typed).
 * Only the server's own adapters read this; nothing of it goes back to a browser or a log.
 */
export interface SavedProviderSettings {
  zarinpal: { merchantId: string; sandbox: boolean } | null;
  kavenegar: { apiKey: string; sender: string | null } | null;
  smtp: { url: string; from: string } | null;
}

export const NO_SAVED_PROVIDERS: SavedProviderSettings = { zarinpal: null, kavenegar: null, smtp: null };

/** The saved settings as of now: read again only after someone changed them (their data version). */
export interface ProviderSettingsSource {
  current(): Promise<SavedProviderSettings>;
}
