import fs from 'node:fs';
import path from 'node:path';
import { API_MODULES } from '../../src/core/contracts/api';
import { startTestServer, type TestServer } from './support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ seed: false });
});
afterAll(() => server.close());

const endpoints = Object.entries(API_MODULES).flatMap(([module, calls]) =>
  Object.entries(calls).map(([name, call]) => ({ id: `${module}.${name}`, ...call })),
);

describe('the API contract both sides read', () => {
  it('names each endpoint once', () => {
    const keys = endpoints.map((call) => `${call.method} ${call.path}`);
    expect(keys.filter((key, index) => keys.indexOf(key) !== index)).toEqual([]);
  });

  it('is served by the server: every endpoint a client adapter may call has a route', () => {
    const unserved = endpoints
      .filter((call) => !server.app.hasRoute({ method: call.method, url: call.path }))
      .map((call) => `${call.id}: ${call.method} ${call.path}`);
    expect(unserved).toEqual([]);
  });
});

describe('the client', () => {
  it('names no API path of its own: every call is built from the contract', () => {
    const offenders = sourceFiles(path.resolve(__dirname, '../../src'))
      .filter((file) => !file.includes(`${path.sep}contracts${path.sep}`))
      .filter((file) => /['"`]\/api\//.test(fs.readFileSync(file, 'utf8')))
      .map((file) => path.relative(path.resolve(__dirname, '../..'), file));
    expect(offenders).toEqual([]);
  });
});

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}
