import { ContainerModule } from 'inversify';
import { typedBinder, type TypedBinder } from '../../../../src/composition/typed-binder';

/**
 * A capability's fakes and how they stand behind its ports: a new port of the capability adds
 * its fake here and nowhere else.
 */
export interface TestKit<F> {
  fakes(): F;
  module(fakes: F): ContainerModule;
}

export function testKit<F>(fakes: () => F, bindFakes: (bind: TypedBinder, fakes: F) => void): TestKit<F> {
  return { fakes, module: (given) => new ContainerModule(({ bind }) => bindFakes(typedBinder(bind), given)) };
}
