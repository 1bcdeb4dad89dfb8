import type { FastifyInstance } from 'fastify';
import { taxInvoicesApi } from '../../../../src/core/contracts/api/tax-invoices-api';
import { isUuid } from '../../../http/ids';
import { answering } from '../../../http/answering';
import { bodyOf, queryOf } from '../../../http/contract-input';
import { requireAdmin } from '../../../http/session-guards';
import { Refusal } from '../../refusal';
import { TAX_INVOICES_MESSAGES as M } from '../tax-invoices-messages';
import type { TaxInvoiceKeepingUseCases } from '../use-cases/tax-invoices-use-cases';

/** The consultant's e-invoices: the paged list, its CSV, resend and correct (admin only). */
export function taxInvoicesRoutes(useCases: TaxInvoiceKeepingUseCases) {
  return async (app: FastifyInstance): Promise<void> => {
    const admin = { preHandler: requireAdmin };
    const noStore = { 'cache-control': 'no-store' };

    app.get(taxInvoicesApi.list.path, admin, async (request, reply) => {
      const query = queryOf(taxInvoicesApi.list, request.query);
      return reply.headers(noStore).send(await useCases.listTaxInvoices.execute(query));
    });

    app.get(taxInvoicesApi.exportCsv.path, admin, async (request, reply) => {
      const query = queryOf(taxInvoicesApi.exportCsv, request.query);
      const { fileName, csv } = await useCases.exportTaxInvoicesCsv.execute(query);
      reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .headers(noStore);
      return csv;
    });

    const invoiceId = (id: string) => {
      if (!isUuid(id)) throw new Refusal('not-found', M.invoiceNotFound);
      return id;
    };

    app.post<{ Params: { id: string } }>(taxInvoicesApi.resend.path, admin, async (request) => ({
      success: true,
      message: await answering(() => useCases.resendTaxInvoice.execute(invoiceId(request.params.id), request.user!.id)),
    }));

    app.post<{ Params: { id: string } }>(taxInvoicesApi.correct.path, admin, async (request) => {
      const correction = bodyOf(taxInvoicesApi.correct, request.body);
      return {
        success: true,
        message: await answering(() => useCases.correctTaxInvoice.execute(invoiceId(request.params.id), correction, request.user!.id)),
      };
    });
  };
}
