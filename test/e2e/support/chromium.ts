import fs from 'node:fs';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

export function chromiumMissingMessage(): string | null {
  if (fs.existsSync(CHROMIUM_PATH)) return null;
  return `Browser tests need Chromium at ${CHROMIUM_PATH}: run "apt-get install -y chromium" (or set CHROMIUM_PATH).`;
}
