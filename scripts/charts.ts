// Writes docs/state-charts/<machine>.md for every machine exported from src/core/machines.
import fs from 'node:fs';
import path from 'node:path';
import { CHARTS_DIR, machineCharts } from './state-charts/machine-charts';

async function main(): Promise<void> {
  const charts = await machineCharts();
  fs.mkdirSync(CHARTS_DIR, { recursive: true });
  const wanted = new Set(charts.map((chart) => chart.fileName));
  for (const stale of fs.readdirSync(CHARTS_DIR).filter((file) => file.endsWith('.md') && !wanted.has(file))) {
    fs.rmSync(path.join(CHARTS_DIR, stale));
  }
  for (const chart of charts) fs.writeFileSync(path.join(CHARTS_DIR, chart.fileName), chart.markdown);
  console.log(`wrote ${charts.length} state charts to ${path.relative(process.cwd(), CHARTS_DIR)}: ${[...wanted].join(', ')}`);
}

void main();
