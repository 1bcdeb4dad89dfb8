/** What the server's secret (AUTH_SECRET) does for the account module: sign and seal, never shown. */
export interface AuthSecrets {
  /** a keyed hash of `text` for one `purpose` (so a signature for one use is worthless for another) */
  mac(purpose: string, text: string): Promise<string>;
  /** `text` encrypted and authenticated, to keep at rest */
  seal(text: string): Promise<string>;
  /** the sealed text, or null when it was not sealed with this secret or was changed */
  unseal(sealed: string): Promise<string | null>;
}
