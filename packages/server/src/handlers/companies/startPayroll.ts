import { defineHandler } from '../../http/handler';

export default defineHandler('startPayroll', async ({ params, caller }, s) => ({ status: 200, body: await s.onboarding.startPayroll(caller, params.companyId) }));
