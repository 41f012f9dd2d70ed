import { defineHandler } from '../../http/handler';

export default defineHandler('startImplementation', async ({ params, caller }, s) => ({ status: 200, body: await s.onboarding.startImplementation(caller, params.companyId) }));
