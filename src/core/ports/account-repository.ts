/** The account calls of the API. */
export interface AccountRepository {
  signOut(): Promise<void>;
}
