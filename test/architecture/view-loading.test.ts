import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** The text of the call whose opening parenthesis is at `open`, to its matching close. */
function callAt(code: string, open: number): string {
  let depth = 0;
  for (let at = open; at < code.length; at++) {
    if (code[at] === '(') depth++;
    else if (code[at] === ')' && --depth === 0) return code.slice(open, at + 1);
  }
  return code.slice(open);
}

/** Each `hook(…)` call's text in the file. */
function callsOf(code: string, hook: string): Array<{ name: string | null; body: string }> {
  const found: Array<{ name: string | null; body: string }> = [];
  const pattern = new RegExp(`(?:const\\s+(\\w+)\\s*=\\s*)?\\b${hook}\\s*(?:<[^(]*>)?\\(`, 'g');
  for (const match of code.matchAll(pattern)) found.push({ name: match[1] ?? null, body: callAt(code, match.index + match[0].length - 1) });
  return found;
}

/**
 * Whether the file loads by hand: a `useEffect` that runs a use case (`.execute(`), itself or
 * through a `useCallback` of the file that does.
 */
export function loadsByHand(source: string): boolean {
  const code = source.replace(/\/\/.*$|\/\*[\s\S]*?\*\//gm, '');
  const readers = callsOf(code, 'useCallback')
    .filter((call) => call.name !== null && call.body.includes('.execute('))
    .map((call) => call.name as string);
  return callsOf(code, 'useEffect').some(
    ({ body }) => body.includes('.execute(') || readers.some((name) => new RegExp(`\\b${name}\\s*\\(`).test(body)),
  );
}

/** Views that run a use case from an effect and are not "load on mount and show", each with why. */
const NOT_A_VIEW_LOAD: Record<string, string> = {
  'src/ui/app-state/session-check.tsx':
    'checks the remembered sign-in once at start and dispatches to the app-wide session store; it shows nothing',
  'src/ui/site/site-profile-context.tsx':
    "fills the app-wide site-profile store (read by useSyncExternalStore everywhere) when the page came without the server's profile; it shows nothing itself",
  'src/ui/features/admin/use-post-autosave.ts': 'a write, not a read: it saves the draft on a timer and when the writer leaves',
  'src/ui/features/admin/posts-tab.tsx':
    'pages through the articles a show-more at a time, appending each answer to the list (not one answer replacing the last)',
};

describe('views', () => {
  it('load what they show with useLoaded, never by running a use case from their own effect', () => {
    const offenders = sourceFiles(path.join(ROOT, 'src/ui'))
      .map((file) => path.relative(ROOT, file).split(path.sep).join('/'))
      .filter((file) => !(file in NOT_A_VIEW_LOAD) && loadsByHand(fs.readFileSync(path.join(ROOT, file), 'utf8')));
    expect(offenders).toEqual([]);
  });

  it('name no exception that no longer loads by hand', () => {
    const stale = Object.keys(NOT_A_VIEW_LOAD).filter((file) => {
      const full = path.join(ROOT, file);
      return !fs.existsSync(full) || !loadsByHand(fs.readFileSync(full, 'utf8'));
    });
    expect(stale).toEqual([]);
  });

  it('are read for an effect that runs a use case, directly or through a callback', () => {
    expect(loadsByHand('useEffect(() => { void load.execute().then(setShown); }, [load]);')).toBe(true);
    expect(
      loadsByHand(
        'const refresh = useCallback(async () => { setShown(await load.execute()); }, [load]);\nuseEffect(() => { void refresh(); }, [refresh]);',
      ),
    ).toBe(true);
    expect(loadsByHand('const shown = useLoaded(useCallback(() => load.execute(), [load]));\nuseEffect(() => { focus(); }, []);')).toBe(
      false,
    );
  });
});
