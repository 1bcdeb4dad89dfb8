/** Debian's Chromium, which every bench drives (CHROMIUM_PATH names another). */
export const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
