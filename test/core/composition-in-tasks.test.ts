import 'reflect-metadata';
import { composeClient, composeClientInSteps } from '../../src/composition-root';
import { COMPOSITION_PARTS, compositionInTasks } from '../../src/composition/composition-in-tasks';
import { USE_CASE_MODULES } from '../../src/composition/client-modules';
import { testBrowserEnvironment } from './test-browser-environment';
import { PLATFORM_USE_CASES } from '../../src/core/use-cases/platform/platform-tokens';
import { BOOKING_USE_CASES } from '../../src/core/use-cases/booking/booking-tokens';

/** what the browser gets between two parts: here, a count of the times the thread was handed back */
function countedPauses() {
  const pauses = { count: 0 };
  return { pauses, nextTask: async () => void (pauses.count += 1) };
}

describe("the client's composition, a part at a time (a slowed phone is never blocked for long)", () => {
  it("runs each capability's module in a task of its own before the composition root", async () => {
    const { pauses, nextTask } = countedPauses();
    const root = await compositionInTasks(nextTask);
    expect(pauses.count).toBe(COMPOSITION_PARTS.length);
    expect(root.composeClientInSteps).toBe(composeClientInSteps);
  });

  it('leaves no capability to the last task: every module the root loads is one of the parts', async () => {
    const parts = await Promise.all(COMPOSITION_PARTS.map((part) => part()));
    const partModules = parts.flatMap((part) => Object.values(part as object));
    for (const capability of USE_CASE_MODULES) expect(partModules).toContain(capability);
  });

  it('binds the ports first, then each capability, handing the thread back between them', async () => {
    const { pauses, nextTask } = countedPauses();
    const container = await composeClientInSteps(testBrowserEnvironment(), nextTask);
    expect(pauses.count).toBe(USE_CASE_MODULES.length);
    expect(container.get(BOOKING_USE_CASES.BookingMachine)).toBeDefined();
  });

  it('binds what the composition in one task binds, each use case once', async () => {
    const inSteps = await composeClientInSteps(testBrowserEnvironment(), async () => undefined);
    const atOnce = composeClient(testBrowserEnvironment());
    for (const token of [...Object.values(PLATFORM_USE_CASES), ...Object.values(BOOKING_USE_CASES)]) {
      expect(inSteps.isBound(token)).toBe(atOnce.isBound(token));
      expect(inSteps.get(token)).toBe(inSteps.get(token));
    }
  });
});
