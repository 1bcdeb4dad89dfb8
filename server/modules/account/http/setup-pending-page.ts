import { SETUP_PENDING_MESSAGES as M } from '../account-messages';

/**
 * A page of its own, with no script and no stylesheet to fetch: the app is not started on it,
 * so no page of the site (nor an invented consultant) shows before its owner has set it up.
 * Light or dark as the visitor's system is.
 */
export const SETUP_PENDING_PAGE = `<!doctype html>
<html lang="fa" dir="rtl">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<meta name="color-scheme" content="light dark">
<title>${M.title}</title>
<style>
  :root { color-scheme: light dark; --bg: #f6f7fb; --card: #ffffff; --text: #1b2433; --muted: #4f5b6e; --accent: #0d47a1; }
  @media (prefers-color-scheme: dark) { :root { --bg: #10151f; --card: #1a2130; --text: #e8ecf3; --muted: #aab4c4; --accent: #90caf9; } }
  * { box-sizing: border-box; }
  body { margin: 0; min-height: 100vh; display: grid; place-items: center; padding: 1rem; background: var(--bg); color: var(--text);
    font-family: Vazirmatn, Tahoma, 'Segoe UI', sans-serif; line-height: 1.9; }
  main { width: min(30rem, 100%); padding: 2.5rem 1.75rem; border-radius: 16px; background: var(--card); text-align: center;
    box-shadow: 0 10px 30px rgb(0 0 0 / 8%); }
  .mark { width: 3.5rem; height: 3.5rem; margin: 0 auto 1.25rem; border-radius: 50%; border: 3px solid var(--accent); border-inline-start-color: transparent;
    animation: turn 2.4s linear infinite; }
  @keyframes turn { to { transform: rotate(360deg); } }
  @media (prefers-reduced-motion: reduce) { .mark { animation: none; } }
  h1 { margin: 0 0 0.75rem; font-size: clamp(1.2rem, 5vw, 1.45rem); }
  p { margin: 0; color: var(--muted); }
</style>
</head>
<body>
<main>
  <div class="mark" aria-hidden="true"></div>
  <h1>${M.title}</h1>
  <p>${M.soon}</p>
</main>
</body>
</html>
`;
