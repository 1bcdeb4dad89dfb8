import type { CodeNeeded as CodeNeededAnswer } from '../../../../src/core/domain/second-factor';
import type { EnteredOnDevice } from '../use-cases/enter-as';
import { CodeNeeded } from '../use-cases/sign-in';

/** A sign-in's password step as the routes answer it: in, or the code step's ticket. */
export async function enteredOrCodeNeeded(work: () => Promise<EnteredOnDevice>): Promise<EnteredOnDevice | CodeNeededAnswer> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof CodeNeeded) return { codeNeeded: true, ticket: error.ticket };
    throw error;
  }
}
