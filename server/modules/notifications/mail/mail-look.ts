/**
 * How the HTML part looks, as inline styles (mail clients drop <style> blocks and remote CSS).
 * Every colour is a pair from the site's two themes: written first as the light one, which
 * every client reads, then as `light-dark(light, dark)`, which a client that knows it (and
 * the page's `color-scheme: light dark`) turns to the reader's dark scheme; a client that
 * does not keeps the first. Every block with text sets its background and its colour
 * together, so a client that inverts colours inverts both.
 */
export const MAIL_FONT = "Vazirmatn, 'Vazirmatn UI', Tahoma, 'Segoe UI', 'Noto Sans Arabic', 'DejaVu Sans', Arial, sans-serif";

type Pair = readonly [light: string, dark: string];

const COLOURS = {
  canvas: ['#f6f7fb', '#10151f'],
  surface: ['#ffffff', '#1a2130'],
  surfaceAlt: ['#eef1f7', '#232c3d'],
  text: ['#1b2433', '#e8ecf3'],
  muted: ['#4f5b6e', '#b3bccb'],
  border: ['#d5dbe6', '#364158'],
  primary: ['#0d47a1', '#7fb2ff'],
  primaryText: ['#ffffff', '#0b1526'],
} as const satisfies Record<string, Pair>;

function paint(property: string, [light, dark]: Pair): string {
  return `${property}:${light};${property}:light-dark(${light},${dark});`;
}

const background = (pair: Pair) => paint('background-color', pair);
const colour = (pair: Pair) => paint('color', pair);
const rule = (side: string, pair: Pair) => `${side}:1px solid ${pair[0]};${paint(`${side}-color`, pair)}`;

const BASE = `font-family:${MAIL_FONT};direction:rtl;text-align:right;`;

export const LOOK = {
  body: `margin:0;padding:0;${background(COLOURS.canvas)}`,
  outer: `${BASE}width:100%;border-collapse:collapse;${background(COLOURS.canvas)}`,
  outerCell: 'padding:24px 12px;',
  card: `${BASE}width:100%;max-width:600px;border-collapse:separate;border-radius:12px;${background(COLOURS.surface)}${colour(COLOURS.text)}${rule('border', COLOURS.border)}`,
  header: `${BASE}padding:20px 24px;border-radius:12px 12px 0 0;${background(COLOURS.surfaceAlt)}${colour(COLOURS.text)}${rule('border-bottom', COLOURS.border)}`,
  /** the logo's alt text takes these when images are off, so it reads as the site's name */
  logo: `display:block;border:0;height:48px;width:auto;max-width:100%;font-family:${MAIL_FONT};font-size:18px;font-weight:bold;${colour(COLOURS.text)}`,
  siteName: `${BASE}margin:0;font-size:18px;line-height:1.6;font-weight:bold;${colour(COLOURS.text)}`,
  main: `${BASE}padding:24px;border-radius:0 0 12px 12px;${background(COLOURS.surface)}${colour(COLOURS.text)}`,
  title: `${BASE}margin:0 0 16px;font-size:21px;line-height:1.6;font-weight:bold;${colour(COLOURS.primary)}`,
  paragraph: `${BASE}margin:0 0 12px;font-size:15px;line-height:1.9;${colour(COLOURS.text)}`,
  facts: `${BASE}width:100%;margin:8px 0 20px;border-collapse:collapse;${background(COLOURS.surface)}${colour(COLOURS.text)}`,
  factLabel: `${BASE}padding:8px 0 8px 12px;width:34%;vertical-align:top;font-size:14px;line-height:1.8;font-weight:normal;${colour(COLOURS.muted)}${rule('border-bottom', COLOURS.border)}`,
  factValue: `${BASE}padding:8px 0;vertical-align:top;font-size:15px;line-height:1.8;font-weight:bold;word-break:break-word;${colour(COLOURS.text)}${rule('border-bottom', COLOURS.border)}`,
  factLink: `text-decoration:underline;direction:ltr;unicode-bidi:embed;${colour(COLOURS.primary)}`,
  buttons: `${BASE}margin:4px 0 16px;border-collapse:separate;border-spacing:0 8px;`,
  buttonCell: 'padding:0 0 0 8px;',
  button: `display:inline-block;padding:10px 20px;font-family:${MAIL_FONT};font-size:15px;line-height:1.6;font-weight:bold;text-decoration:none;border-radius:8px;${background(COLOURS.primary)}${colour(COLOURS.primaryText)}${rule('border', COLOURS.primary)}`,
  note: `${BASE}margin:0 0 8px;font-size:14px;line-height:1.8;${colour(COLOURS.muted)}`,
  footer: `${BASE}padding:16px 24px 0;font-size:13px;line-height:1.8;${colour(COLOURS.muted)}`,
  footerLink: `text-decoration:underline;${colour(COLOURS.muted)}`,
} as const;
