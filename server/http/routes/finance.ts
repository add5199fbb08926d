/**
 * Bank-account balances and ledgers (docs/API.md "Finance"). Static paths, preferred by the router
 * to the generic `/api/bank-account/:id`.
 */
import type { FastifyInstance } from 'fastify';
import {
  accountLedger,
  accountLedgerCsv,
  balancesOfAccounts,
} from '../../domain/finance/account-ledger';
import { pathId } from '../../resources/input-bounds';

type Params = { id: string };

export async function financeRoutes(app: FastifyInstance): Promise<void> {
  app.get('/api/bank-account/balances', async (request) => ({
    data: await balancesOfAccounts(await request.context()),
  }));

  app.get<{ Params: Params }>('/api/bank-account/:id/ledger', async (request) =>
    accountLedger(
      await request.context(),
      pathId(request.params.id),
      request.query as Record<string, unknown>,
    ),
  );

  app.get<{ Params: Params }>('/api/bank-account/:id/ledger.csv', async (request, reply) => {
    const csv = await accountLedgerCsv(
      await request.context(),
      pathId(request.params.id),
      request.query as Record<string, unknown>,
    );
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${csv.filename}"`)
      .send(csv.body);
  });
}
