import fs from 'node:fs';
import path from 'node:path';
import { CHARTS_DIR, machineCharts } from '../../scripts/state-charts/machine-charts';

describe('the state charts for auditors', () => {
  it('match the machines they were generated from (run `npm run charts` after changing a machine)', async () => {
    const charts = await machineCharts();
    const committed = Object.fromEntries(
      fs.readdirSync(CHARTS_DIR).filter((file) => file.endsWith('.md')).map((file) => [file, fs.readFileSync(path.join(CHARTS_DIR, file), 'utf8')]),
    );
    expect(committed).toEqual(Object.fromEntries(charts.map((chart) => [chart.fileName, chart.markdown])));
  });

  it('covers the booking and countdown machines, each state and event', async () => {
    const charts = await machineCharts();
    const booking = charts.find((chart) => chart.fileName === 'booking.md')!.markdown;
    for (const text of ['stateDiagram-v2', 'booking_payment_initiating', 'after 30000 ms', 'PAY [signedOutWithChoice] / saveChoice, goToLogin', 'error bookSlot / notifyError']) {
      expect(booking).toContain(text);
    }
    expect(charts.map((chart) => chart.fileName)).toEqual(expect.arrayContaining(['booking.md', 'countdown.md']));
  });
});
