import { accountApi } from '../../core/contracts/api/account-api';
import { urlOf, type AnswerOf } from '../../core/contracts/endpoint';
import type { CodeNeeded } from '../../core/domain/second-factor';
import type { ProfileFields, User } from '../../core/domain/user';
import { AccountRequestError, type AccountRepository, type Credentials } from '../../core/ports/account/account-repository';
import { type ApiClient, isHttpError, isNetworkFailure, serverMessage } from './api-client';

/** Turns axios' failure into the port's: refused (with the server's message) or no answer. */
function toAccountError(error: unknown): AccountRequestError {
  if (isNetworkFailure(error)) return new AccountRequestError('network', '');
  const status = isHttpError(error) ? (error.response?.status ?? null) : null;
  return new AccountRequestError('rejected', serverMessage(error) ?? '', status);
}

/** Runs an account call; a failure becomes the port's AccountRequestError. */
export async function attempt<T>(request: () => Promise<T>): Promise<T> {
  try {
    return await request();
  } catch (error) {
    throw toAccountError(error);
  }
}

export class HttpAccountRepository implements AccountRepository {
  constructor(private readonly http: ApiClient) {}

  signUp(credentials: Credentials): Promise<User> {
    return attempt(async () => (await this.http.post<AnswerOf<typeof accountApi.signUp>>(urlOf(accountApi.signUp), credentials)).data);
  }

  signIn(credentials: Credentials): Promise<User | CodeNeeded> {
    return attempt(async () => (await this.http.post<AnswerOf<typeof accountApi.signIn>>(urlOf(accountApi.signIn), credentials)).data);
  }

  signInWithCode(ticket: string, code: string): Promise<User> {
    return attempt(
      async () => (await this.http.post<AnswerOf<typeof accountApi.signInCode>>(urlOf(accountApi.signInCode), { ticket, code })).data,
    );
  }

  me(): Promise<User | null> {
    return attempt(async () => {
      const response = await this.http.get<AnswerOf<typeof accountApi.me>>(urlOf(accountApi.me), {
        validateStatus: (status) => status === 200 || status === 401,
      });
      return response.status === 401 ? null : response.data;
    });
  }

  updateProfile(userId: string, changes: Partial<ProfileFields>): Promise<User> {
    return attempt(
      async () =>
        (await this.http.put<AnswerOf<typeof accountApi.updateProfile>>(urlOf(accountApi.updateProfile, { userId }), changes)).data,
    );
  }

  deleteAccount(userId: string): Promise<void> {
    return attempt(async () => {
      await this.http.delete(urlOf(accountApi.deleteAccount, { userId }));
    });
  }

  sendMobileCode(): Promise<string> {
    return attempt(
      async () => (await this.http.post<AnswerOf<typeof accountApi.sendMobileCode>>(urlOf(accountApi.sendMobileCode))).data.message,
    );
  }

  confirmMobile(code: string): Promise<User> {
    return attempt(
      async () => (await this.http.post<AnswerOf<typeof accountApi.confirmMobile>>(urlOf(accountApi.confirmMobile), { code })).data,
    );
  }

  signOut(): Promise<void> {
    return attempt(async () => {
      await this.http.post(urlOf(accountApi.signOut));
    });
  }
}
