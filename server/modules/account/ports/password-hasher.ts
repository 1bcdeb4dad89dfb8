/** Turns a password into a stored hash and checks a password against one. */
export interface PasswordHasher {
  hash(password: string): Promise<string>;
  /** false for a wrong password and for a hash it cannot read; never throws for those */
  verify(hash: string, password: string): Promise<boolean>;
}
