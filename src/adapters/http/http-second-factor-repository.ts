import { accountApi } from '../../core/contracts/api/account-api';
import { urlOf, type AnswerOf } from '../../core/contracts/endpoint';
import type { SecondFactorState, TotpEnrolment } from '../../core/domain/second-factor';
import type { SecondFactorRepository } from '../../core/ports/account/second-factor-repository';
import type { ApiClient } from './api-client';
import { attempt } from './http-account-repository';

export class HttpSecondFactorRepository implements SecondFactorRepository {
  constructor(private readonly http: ApiClient) {}

  state(): Promise<SecondFactorState> {
    return attempt(async () => (await this.http.get<AnswerOf<typeof accountApi.secondFactor>>(urlOf(accountApi.secondFactor))).data);
  }

  begin(): Promise<TotpEnrolment> {
    return attempt(
      async () => (await this.http.post<AnswerOf<typeof accountApi.beginSecondFactor>>(urlOf(accountApi.beginSecondFactor))).data,
    );
  }

  confirm(code: string): Promise<string> {
    return attempt(
      async () =>
        (await this.http.post<AnswerOf<typeof accountApi.confirmSecondFactor>>(urlOf(accountApi.confirmSecondFactor), { code })).data
          .message,
    );
  }

  turnOff(code: string): Promise<string> {
    return attempt(
      async () =>
        (await this.http.post<AnswerOf<typeof accountApi.turnOffSecondFactor>>(urlOf(accountApi.turnOffSecondFactor), { code })).data
          .message,
    );
  }
}
