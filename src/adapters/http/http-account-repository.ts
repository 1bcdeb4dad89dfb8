import type { AxiosInstance } from 'axios';
import type { AccountRepository } from '../../core/ports/account-repository';

export class HttpAccountRepository implements AccountRepository {
  constructor(private readonly http: AxiosInstance) {}

  async signOut(): Promise<void> {
    await this.http.post('/api/user/signout');
  }
}
