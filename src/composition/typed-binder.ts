import type { Bind, Container } from 'inversify';
import type { ServiceToken } from '../core/ports/service-token';

/** The tokens of what a constructor or factory takes, in its order. */
export type TokensOf<D extends unknown[]> = { [K in keyof D]: ServiceToken<D[K]> };

/**
 * Binding by typed tokens: what is bound must be what the token says, and each dependency's
 * token must carry what the constructor or factory takes in that place.
 */
export interface TypedBinder {
  value<T>(token: ServiceToken<T>, value: T): void;
  /** built once, on first use, from what the dependencies' tokens are bound to */
  instance<T, D extends unknown[]>(token: ServiceToken<T>, type: new (...deps: D) => T, ...deps: TokensOf<D>): void;
  built<T, D extends unknown[]>(token: ServiceToken<T>, build: (...deps: D) => T, ...deps: TokensOf<D>): void;
}

/** Over a container module's `bind` (or a container's, bound to it). */
export function typedBinder(bind: Bind): TypedBinder {
  function built<T, D extends unknown[]>(token: ServiceToken<T>, build: (...deps: D) => T, ...deps: TokensOf<D>): void {
    bind<T>(token).toResolvedValue(build, deps as never);
  }
  function instance<T, D extends unknown[]>(token: ServiceToken<T>, type: new (...deps: D) => T, ...deps: TokensOf<D>): void {
    built(token, (...args: D) => new type(...args), ...deps);
  }
  return { value: (token, value) => void bind(token).toConstantValue(value), instance, built };
}

/** What a token is bound to, typed by the token (for the entry files; views use `useService`). */
export function resolve<T>(container: Container, token: ServiceToken<T>): T {
  return container.get<T>(token);
}
