import { defineHandler } from '../../http/handler';

export default defineHandler('updateWorkplace', async ({ params, body, caller }, s) => ({
  status: 200,
  body: await s.org.updateWorkplace(caller, params.companyId, params.workplaceId, body),
}));
