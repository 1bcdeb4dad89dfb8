import { ConfigError, loadConfig } from '../../../server/config';

describe("JOB_LEASE_S: how soon a killed process's job is taken over", () => {
  it('is thirty seconds unless set', () => {
    expect(loadConfig({}).jobLeaseMs).toBe(30_000);
    expect(loadConfig({ JOB_LEASE_S: '' }).jobLeaseMs).toBe(30_000);
  });

  it('takes whole seconds from 3 to 600', () => {
    expect(loadConfig({ JOB_LEASE_S: '3' }).jobLeaseMs).toBe(3_000);
    expect(loadConfig({ JOB_LEASE_S: '600' }).jobLeaseMs).toBe(600_000);
  });

  it.each(['2', '601', '1.5', 'ten', '-5', ' 30'])('refuses "%s" at start, naming the variable', (raw) => {
    expect(() => loadConfig({ JOB_LEASE_S: raw })).toThrow(ConfigError);
    expect(() => loadConfig({ JOB_LEASE_S: raw })).toThrow(/JOB_LEASE_S/);
  });
});
