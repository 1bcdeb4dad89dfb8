import fs from 'node:fs';
import path from 'node:path';

/** One COPY line of the Dockerfile's run stage: from the build context, or from another stage. */
export interface CopyLine {
  fromStage: string | null;
  sources: string[];
  destination: string;
}

export interface RunStage {
  copies: CopyLine[];
  env: Record<string, string>;
  command: string[];
  user: string | null;
}

/** The Dockerfile's lines with `\` continuations joined and comments left out. */
function instructions(dockerfile: string): string[] {
  return dockerfile
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'));
}

/** The stage named `stage` (FROM … AS stage) as the image builds it: its COPY lines, ENV, USER and CMD. */
export function readRunStage(dockerfilePath: string, stage = 'run'): RunStage {
  const lines = instructions(fs.readFileSync(dockerfilePath, 'utf8'));
  const start = lines.findIndex((line) => new RegExp(`^FROM\\s+\\S+\\s+AS\\s+${stage}$`, 'i').test(line));
  if (start === -1) throw new Error(`no stage "${stage}" in ${dockerfilePath}`);
  const end = lines.findIndex((line, index) => index > start && /^FROM\s/i.test(line));
  const body = lines.slice(start + 1, end === -1 ? undefined : end);
  const result: RunStage = { copies: [], env: {}, command: [], user: null };
  for (const line of body) {
    const [instruction, ...rest] = line.split(/\s+/);
    const words = rest.join(' ');
    if (/^COPY$/i.test(instruction)) {
      const parts = rest.filter((part) => !part.startsWith('--') || part.startsWith('--from='));
      const from = parts[0]?.startsWith('--from=') ? parts.shift()!.slice('--from='.length) : null;
      result.copies.push({ fromStage: from, sources: parts.slice(0, -1), destination: parts[parts.length - 1] });
    } else if (/^ENV$/i.test(instruction)) {
      for (const [, name, value] of words.matchAll(/(\w+)=(\S+)/g)) result.env[name] = value;
    } else if (/^CMD$/i.test(instruction)) {
      result.command = JSON.parse(words) as string[];
    } else if (/^USER$/i.test(instruction)) {
      result.user = words;
    }
  }
  return result;
}

/** Copies a COPY line's sources from the build context into `appDir`, as Docker does for `COPY src dest`. */
export function copyFromContext(copy: CopyLine, contextDir: string, appDir: string): void {
  for (const source of copy.sources) {
    const from = path.join(contextDir, source);
    const intoFolder = copy.destination.endsWith('/') || copy.sources.length > 1;
    const to = intoFolder ? path.join(appDir, copy.destination, path.basename(source)) : path.join(appDir, copy.destination);
    fs.mkdirSync(path.dirname(to), { recursive: true });
    fs.cpSync(from, to, { recursive: true });
  }
}
