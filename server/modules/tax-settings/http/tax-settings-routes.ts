import type { FastifyInstance } from 'fastify';
import { taxSettingsApi } from '../../../../src/core/contracts/api/tax-settings-api';
import { TAX_SETTINGS_MESSAGES as M } from '../../../../src/core/domain/tax/tax-settings';
import { bodyOf } from '../../../http/contract-input';
import { answering } from '../../../http/answering';
import { requireAdmin } from '../../../http/session-guards';
import type { TaxSettingsUseCases } from '../use-cases/tax-settings-use-cases';

/** The e-invoice settings: read (the key and certificate only as set or not set) and saved, by the consultant alone. */
export function taxSettingsRoutes(useCases: TaxSettingsUseCases) {
  return async (app: FastifyInstance): Promise<void> => {
    const admin = { preHandler: requireAdmin };
    app.get(taxSettingsApi.read.path, admin, async () => ({ success: true, settings: await useCases.read.execute() }));

    app.put(taxSettingsApi.save.path, admin, async (request) => {
      const change = bodyOf(taxSettingsApi.save, request.body);
      await answering(() => useCases.save.execute(change, request.user!.id));
      return { success: true, settings: await useCases.read.execute(), message: M.saved };
    });
  };
}
