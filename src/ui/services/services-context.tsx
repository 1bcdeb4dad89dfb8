import { createContext, useContext, type ReactNode } from 'react';
import type { Container } from 'inversify';
import type { ServiceToken } from '../../core/ports/service-token';

const ServicesContext = createContext<Container | null>(null);

export function ServicesProvider({ container, children }: { container: Container; children: ReactNode }) {
  return <ServicesContext.Provider value={container}>{children}</ServicesContext.Provider>;
}

/** The one way a view reaches a port or use case: by its token from the composition root, typed by the token. */
export function useService<T>(token: ServiceToken<T>): T {
  const container = useContext(ServicesContext);
  if (!container) throw new Error('useService outside ServicesProvider');
  return container.get<T>(token);
}
