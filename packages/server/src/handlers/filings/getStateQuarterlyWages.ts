import { defineHandler } from '../../http/handler';

export default defineHandler('getStateQuarterlyWages', async ({ params, query, caller }, s) => ({
  status: 200,
  body: await s.stateWages.quarter(caller, params.companyId, query),
}));
