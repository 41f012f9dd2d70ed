// The validator checks each request against the operation of the one route match, and the handler of that
// operation runs (app.ts, `dispatch`): for every operation of the contract, a request to a concrete path of
// its own, with a key it admits, is never refused as an unknown route (404 `No such route.`), which is what
// dispatch answers when the validator matched another operation.
import request from 'supertest';
import { operationTable, type OperationId } from '../../src/generated/operations.gen';
import { forEachDatabase, OPERATOR_KEY } from '@payroll/test-support';
import { createPartner } from './fixtures';

const HEADER = { PartnerKey: 'X-API-key', CorporationKey: 'G-API-key', CompanyKey: 'C-API-key', OperatorKey: 'O-API-key' } as const;

forEachDatabase('dispatch follows the one route match', (server) => {
  it('every operation reaches its own handler (no 404 "No such route." for a path of its own)', async () => {
    const partner = await createPartner(server());
    const refused: string[] = [];
    for (const id of Object.keys(operationTable) as OperationId[]) {
      const op = operationTable[id];
      const path = (op.basePath + op.path).replace(/\{[^}]+\}/g, 'abc_123');
      const scheme = (op.security as readonly string[])[0] as keyof typeof HEADER | undefined;
      let req = request(server().app)[op.method as 'get'](path);
      if (scheme) req = req.set(HEADER[scheme], scheme === 'OperatorKey' ? OPERATOR_KEY : partner.key.value);
      if (op.hasBody) req = req.set('content-type', 'application/json').send('{}');
      const res = await req;
      if (res.status === 404 && res.body?.detail === 'No such route.') refused.push(`${id} ${op.method.toUpperCase()} ${path}`);
    }
    expect(refused).toEqual([]);
  }, 120000);
});
