import type { Clock } from '../../../ports/clock';
import type { BusinessPorts } from '../ports/business-ports';
import { ReadAgenda } from './read-agenda';
import { ReadBusinessSummary } from './read-business-summary';

/** Every use case of the module, each given only the ports it uses. */
export function businessUseCases(ports: BusinessPorts, clock: Clock) {
  return {
    readSummary: new ReadBusinessSummary(ports.reads, clock),
    readAgenda: new ReadAgenda(ports, clock),
  };
}

export type BusinessUseCases = ReturnType<typeof businessUseCases>;
