/**
 * Bank-account balances and ledgers, and the money flows behind the dashboard's figures
 * (docs/API.md "Finance", "Money flows"). Static paths, preferred by the router
 * to the generic `/api/bank-account/:id`.
 */
import type { FastifyInstance } from 'fastify';
import {
  accountLedger,
  accountLedgerCsv,
  balancesOfAccounts,
} from '../../domain/finance/account-ledger';
import { moneyFlows } from '../../domain/finance/flows-endpoint';
import { idsInPath } from '../path-ids';

type Params = { id: number };

export async function financeRoutes(app: FastifyInstance): Promise<void> {
  app.get('/api/bank-account/balances', async (request) => ({
    data: await balancesOfAccounts(await request.context()),
  }));

  app.get('/api/finance/flows', async (request) =>
    moneyFlows(await request.context(), request.query as Record<string, unknown>),
  );

  app.get<{ Params: Params }>('/api/bank-account/:id/ledger', idsInPath(), async (request) =>
    accountLedger(
      await request.context(),
      request.params.id,
      request.query as Record<string, unknown>,
    ),
  );

  app.get<{ Params: Params }>(
    '/api/bank-account/:id/ledger.csv',
    idsInPath(),
    async (request, reply) => {
      const csv = await accountLedgerCsv(
        await request.context(),
        request.params.id,
        request.query as Record<string, unknown>,
      );
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${csv.filename}"`)
        .send(csv.body);
    },
  );
}
