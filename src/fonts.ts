// Vazirmatn, self-hosted: loaded once the app has its scripts (src/index.tsx), so that on a slow
// connection the font files do not share the line with the scripts the page waits for. Its files
// reach the page together (src/font-faces-together.ts): the page is laid out again
// once, not once per file.
import { addFontFacesTogether, type FontFile } from './font-faces-together';
import unicodeRanges from 'vazirmatn-font/unicode.json';
import arabic400 from 'vazirmatn-font/files/vazirmatn-arabic-400-normal.woff2';
import arabic600 from 'vazirmatn-font/files/vazirmatn-arabic-600-normal.woff2';
import arabic800 from 'vazirmatn-font/files/vazirmatn-arabic-800-normal.woff2';
import latin400 from 'vazirmatn-font/files/vazirmatn-latin-400-normal.woff2';
import latin600 from 'vazirmatn-font/files/vazirmatn-latin-600-normal.woff2';
import latin800 from 'vazirmatn-font/files/vazirmatn-latin-800-normal.woff2';
import latinExt400 from 'vazirmatn-font/files/vazirmatn-latin-ext-400-normal.woff2';
import latinExt600 from 'vazirmatn-font/files/vazirmatn-latin-ext-600-normal.woff2';
import latinExt800 from 'vazirmatn-font/files/vazirmatn-latin-ext-800-normal.woff2';

// Every page has Persian letters and digits and the basic Latin block (the space, «»): those
// files are loaded at once; accented Latin letters only when a page has them.
const files: FontFile[] = [
  { weight: 400, url: arabic400, unicodeRange: unicodeRanges.arabic, eager: true },
  { weight: 600, url: arabic600, unicodeRange: unicodeRanges.arabic, eager: true },
  { weight: 800, url: arabic800, unicodeRange: unicodeRanges.arabic, eager: true },
  { weight: 400, url: latin400, unicodeRange: unicodeRanges.latin, eager: true },
  { weight: 600, url: latin600, unicodeRange: unicodeRanges.latin, eager: true },
  { weight: 800, url: latin800, unicodeRange: unicodeRanges.latin, eager: true },
  { weight: 400, url: latinExt400, unicodeRange: unicodeRanges['latin-ext'], eager: false },
  { weight: 600, url: latinExt600, unicodeRange: unicodeRanges['latin-ext'], eager: false },
  { weight: 800, url: latinExt800, unicodeRange: unicodeRanges['latin-ext'], eager: false },
];

void addFontFacesTogether(document.fonts, (family, source, descriptors) => new FontFace(family, source, descriptors), 'Vazirmatn', files);
