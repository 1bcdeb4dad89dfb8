import { bookingApi } from '../../core/contracts/api/booking-api';
import { urlOf } from '../../core/contracts/endpoint';
import { type ApiClient, isHttpError, serverMessage } from './api-client';
import type {
  AuthorityMatch,
  PaymentVerificationRequest,
  PaymentVerifier,
  VerificationResult,
} from '../../core/ports/payment/payment-verifier';
import type { AuthorityAnswer, VerifyAnswer } from '../../core/domain/money-contract';

/** The failure body of POST /api/payments/verify. */
interface VerifyRefusal {
  reservationTypeId?: unknown;
}

export class HttpPaymentVerifier implements PaymentVerifier {
  constructor(private readonly http: ApiClient) {}

  async verify({ authority, status, reservationId }: PaymentVerificationRequest): Promise<VerificationResult> {
    try {
      const { data } = await this.http.post<VerifyAnswer>(urlOf(bookingApi.verifyPayment), {
        Authority: authority,
        Status: status,
        reservationId,
      });
      if (data.state === 'checking') return { state: 'checking', message: data.message };
      return { state: 'paid', refId: data.refId, message: data.message };
    } catch (error) {
      if (!isHttpError(error) || !error.response) throw error;
      const typeId = (error.response.data as VerifyRefusal | undefined)?.reservationTypeId;
      return { state: 'failed', message: serverMessage(error), reservationTypeId: typeof typeId === 'string' ? typeId : null };
    }
  }

  async reservationOfAuthority(authority: string): Promise<AuthorityMatch | null> {
    try {
      const { data } = await this.http.get<AuthorityAnswer>(urlOf(bookingApi.reservationOfAuthority, { authority }));
      return { reservationId: data.reservationId, reservationTypeId: data.reservationTypeId };
    } catch (error) {
      if (isHttpError(error) && error.response) return null;
      throw error;
    }
  }
}
