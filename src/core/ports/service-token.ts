declare const serviceType: unique symbol;

/**
 * An injection token that carries the type of what is bound to it, so asking for a token
 * gives that type without a cast. At run time it is only a symbol.
 */
export type ServiceToken<T> = symbol & { readonly [serviceType]?: T };

export function serviceToken<T>(name: string): ServiceToken<T> {
  return Symbol.for(name) as ServiceToken<T>;
}
