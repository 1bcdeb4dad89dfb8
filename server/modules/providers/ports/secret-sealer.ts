/**
 * Seals a secret for keeping in the database and opens it again. A seal is bound to its field,
 * so one cannot be moved to another; `open` answers null for a seal that was changed, belongs
 * to another field, or was made under another AUTH_SECRET.
 */
export interface SecretSealer {
  seal(field: string, secret: string): Promise<string>;
  open(field: string, sealed: string): Promise<string | null>;
}
