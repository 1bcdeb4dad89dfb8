// Vazirmatn, self-hosted: loaded once the app has its scripts (src/index.tsx), so that on a slow
// connection the font files do not share the line with the scripts the page waits for.
import '@fontsource/vazirmatn/400.css';
import '@fontsource/vazirmatn/600.css';
import '@fontsource/vazirmatn/800.css';
