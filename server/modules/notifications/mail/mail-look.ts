/**
 * How the HTML part looks, as inline styles (mail clients drop <style> blocks and remote CSS).
 * Every block with text sets both its background and its colour, so a client's dark mode
 * either keeps the pair or inverts both; the page around the card is left to the reader's
 * canvas (light or dark), and what sits on it is a grey that reads on either. The colours
 * are the site's light theme.
 */
export const MAIL_FONT = "Vazirmatn, 'Vazirmatn UI', Tahoma, 'Segoe UI', 'Noto Sans Arabic', 'DejaVu Sans', Arial, sans-serif";

const COLOURS = {
  surface: '#ffffff',
  surfaceAlt: '#eef1f7',
  text: '#1b2433',
  muted: '#4f5b6e',
  border: '#d5dbe6',
  primary: '#0d47a1',
  primaryText: '#ffffff',
  /** on the reader's own canvas, white or near black: a mid grey holds on both */
  onCanvas: '#7b8799',
} as const;

const BASE = `font-family:${MAIL_FONT};direction:rtl;text-align:right;`;

export const LOOK = {
  body: 'margin:0;padding:0;',
  outer: `${BASE}width:100%;border-collapse:collapse;`,
  outerCell: 'padding:24px 12px;',
  card: `${BASE}width:100%;max-width:600px;border-collapse:separate;background-color:${COLOURS.surface};color:${COLOURS.text};border:1px solid ${COLOURS.border};border-radius:12px;`,
  header: `${BASE}padding:20px 24px;background-color:${COLOURS.surfaceAlt};color:${COLOURS.text};border-bottom:1px solid ${COLOURS.border};border-radius:12px 12px 0 0;`,
  /** the logo's alt text takes these when images are off, so it reads as the site's name */
  logo: `display:block;border:0;height:48px;width:auto;max-width:100%;font-family:${MAIL_FONT};font-size:18px;font-weight:bold;color:${COLOURS.text};`,
  siteName: `${BASE}margin:0;font-size:18px;line-height:1.6;font-weight:bold;color:${COLOURS.text};`,
  main: `${BASE}padding:24px;background-color:${COLOURS.surface};color:${COLOURS.text};`,
  title: `${BASE}margin:0 0 16px;font-size:21px;line-height:1.6;font-weight:bold;color:${COLOURS.primary};`,
  paragraph: `${BASE}margin:0 0 12px;font-size:15px;line-height:1.9;color:${COLOURS.text};`,
  facts: `${BASE}width:100%;margin:8px 0 20px;border-collapse:collapse;background-color:${COLOURS.surface};color:${COLOURS.text};`,
  factLabel: `${BASE}padding:8px 0 8px 12px;width:34%;vertical-align:top;font-size:14px;line-height:1.8;font-weight:normal;color:${COLOURS.muted};border-bottom:1px solid ${COLOURS.border};`,
  factValue: `${BASE}padding:8px 0;vertical-align:top;font-size:15px;line-height:1.8;font-weight:bold;color:${COLOURS.text};border-bottom:1px solid ${COLOURS.border};word-break:break-word;`,
  factLink: `color:${COLOURS.primary};text-decoration:underline;direction:ltr;unicode-bidi:embed;`,
  buttons: `${BASE}margin:4px 0 16px;border-collapse:separate;border-spacing:0 8px;`,
  buttonCell: `padding:0 0 0 8px;`,
  button: `display:inline-block;padding:10px 20px;font-family:${MAIL_FONT};font-size:15px;line-height:1.6;font-weight:bold;text-decoration:none;border-radius:8px;background-color:${COLOURS.primary};color:${COLOURS.primaryText};border:1px solid ${COLOURS.primary};`,
  note: `${BASE}margin:0 0 8px;font-size:14px;line-height:1.8;color:${COLOURS.muted};`,
  footer: `${BASE}padding:16px 24px 0;font-size:13px;line-height:1.8;color:${COLOURS.onCanvas};`,
  footerLink: `color:${COLOURS.onCanvas};text-decoration:underline;`,
} as const;
