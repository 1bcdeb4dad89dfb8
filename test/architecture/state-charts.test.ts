import fs from 'node:fs';
import path from 'node:path';
import { CHARTS_DIR, exportedMachines, machineCharts } from '../../scripts/state-charts/machine-charts';
import { machineDescription, machineStates, machineTransitions } from '../../scripts/state-charts/mermaid-chart';

/** Persian letters (Arabic script), which a description written in English or left empty lacks. */
const inPersian = (text: string | null) => text !== null && /[\u0600-\u06FF]/.test(text);

describe('the state charts for auditors', () => {
  it('match the machines they were generated from (run `npm run charts` after changing a machine)', async () => {
    const charts = await machineCharts();
    const committed = Object.fromEntries(
      fs
        .readdirSync(CHARTS_DIR)
        .filter((file) => file.endsWith('.md'))
        .map((file) => [file, fs.readFileSync(path.join(CHARTS_DIR, file), 'utf8')]),
    );
    expect(committed).toEqual(Object.fromEntries(charts.map((chart) => [chart.fileName, chart.markdown])));
  });

  it('covers booking, countdown, payment callback and the reservation and payment lifecycles', async () => {
    const charts = await machineCharts();
    expect(charts.map((chart) => chart.fileName)).toEqual(
      expect.arrayContaining(['booking.md', 'countdown.md', 'payment-callback.md', 'reservation-lifecycle.md', 'payment-lifecycle.md']),
    );
    const booking = charts.find((chart) => chart.fileName === 'booking.md')!.markdown;
    for (const text of [
      'stateDiagram-v2',
      'booking_payment_initiating',
      'after 30000 ms',
      'PAY [signedOutWithChoice] / saveChoice, goToLogin',
      'error bookSlot / notifyError',
    ]) {
      expect(booking).toContain(text);
    }
  });

  it('draws the reservation lifecycle with its Persian descriptions beside the ids and its guards named', async () => {
    const chart = (await machineCharts()).find((found) => found.fileName === 'reservation-lifecycle.md')!.markdown;
    for (const text of [
      // the machine's description heads the page
      '# State chart: reservation-lifecycle\n\nچرخه عمر یک رزرو: نگه‌داشتن زمان، پرداخت، قطعی شدن، آزاد شدن یا لغو\n',
      // a state: its id, with its description under it
      'state "pending" as reservationLifecycle_pending\n    reservationLifecycle_pending : در انتظار پرداخت: زمان شش دقیقه برای این مشتری نگه داشته می‌شود',
      'reservationLifecycle_cancelled : لغو شده توسط مشاور یا مشتری',
      // a transition: event [guard] and its description; a self transition is a self-loop
      'reservationLifecycle_pending --> reservationLifecycle_expired : HOLD_LAPSED [holdTimeIsOver]<br/>شش دقیقه گذشت و پرداختی تأیید نشد',
      'reservationLifecycle_pending --> reservationLifecycle_pending : PAY_AGAIN [byItsCustomerWhileHeld]<br/>',
      // the guard table under the chart
      '| `holdTimeIsOver` | `HOLD_LAPSED`: `pending` → `expired` | شش دقیقه گذشت و پرداختی تأیید نشد |',
      '| `byItsCustomerWhileHeld` | `RELEASE`: `pending` → `released` | مشتری از رزرو انصراف می‌دهد و زمان برای همه آزاد می‌شود |',
    ]) {
      expect(chart).toContain(text);
    }
  });

  it('draws the payment lifecycle with its Persian descriptions beside the ids and its guards named', async () => {
    const chart = (await machineCharts()).find((found) => found.fileName === 'payment-lifecycle.md')!.markdown;
    for (const text of [
      'چرخه عمر یک پرداخت: از درخواست در بانک تا تأیید، شکست یا بازگشت وجه',
      'paymentLifecycle_refund_required : بازگشت وجه در جریان: مبلغ باید از طریق بانک یا به دست مشاور بازگردد',
      'paymentLifecycle_initiated --> paymentLifecycle_paid : BANK_PAID [bookingConfirmed]<br/>بانک پرداخت را تأیید کرد و رزرو قطعی شد',
      'paymentLifecycle_initiated --> paymentLifecycle_initiated : BANK_UNSETTLED<br/>',
      'paymentLifecycle_refund_required --> paymentLifecycle_refund_required : REVERSE_REFUSED<br/>',
      '| `bookingConfirmed` | `BANK_PAID`: `initiated` → `paid` | بانک پرداخت را تأیید کرد و رزرو قطعی شد |',
      '| `bookingLostOrPaidBefore` | `BANK_PAID`: `initiated` → `refund_required` |',
      '| `paidMoney` | `BOOKING_CANCELLED`: `paid` → `refund_required` |',
      '| `freeBooking` | `BOOKING_CANCELLED`: `paid` → `refunded` |',
    ]) {
      expect(chart).toContain(text);
    }
  });

  it('names every guard of every machine in the table under its chart', async () => {
    const { machineTransitions } = await import('../../scripts/state-charts/mermaid-chart');
    const charts = await machineCharts();
    for (const [file, name] of [
      ['reservation-lifecycle-machine.ts', 'reservationLifecycleMachine'],
      ['payment-lifecycle-machine.ts', 'paymentLifecycleMachine'],
      ['countdown-machine.ts', 'countdownMachine'],
    ] as const) {
      const machine = (await import(`../../src/core/machines/${file}`))[name];
      const chart = charts.find((found) => found.markdown.includes(`from \`${name}\``))!.markdown;
      const guards = machineTransitions(machine).flatMap((transition) => transition.guardNames);
      expect(guards.length).toBeGreaterThan(0);
      for (const guard of guards) expect(chart).toContain(`| \`${guard}\` |`);
    }
  });

  it('describes every machine, every state and every transition in Persian beside its id', async () => {
    const undescribed: string[] = [];
    for (const { exportName, machine } of await exportedMachines()) {
      if (!inPersian(machineDescription(machine))) undescribed.push(`${exportName}: the machine`);
      for (const state of machineStates(machine)) if (!inPersian(state.description)) undescribed.push(`${exportName}: state ${state.path}`);
      for (const transition of machineTransitions(machine)) {
        if (!inPersian(transition.description))
          undescribed.push(`${exportName}: ${transition.source} ${transition.event} → ${transition.targets.join(', ')}`);
      }
    }
    expect(undescribed).toEqual([]);
  });
});
