/**
 * The site's typeface, Vazirmatn, and what shows Persian until it has arrived: Tahoma (Windows),
 * then DejaVu Sans (most Linux desktops), then the system's own. Chromium on Linux finds the
 * generic sans-serif no Persian letters and asks fontconfig for a font for each character it
 * meets (100 such questions in `/`'s first layout on this machine, each a round trip to the
 * browser process); a family that has them answers them all at once: 0 such questions.
 */
export const TEXT_FONT_STACK = "'Vazirmatn', Tahoma, 'DejaVu Sans', sans-serif";
