import { defineHandler } from '../../http/handler';

export default defineHandler('getWorkplace', async ({ params, caller }, s) => ({
  status: 200,
  body: await s.org.getWorkplace(caller, params.companyId, params.workplaceId),
}));
