import { defineHandler } from '../../http/handler';

export default defineHandler('cancelImplementation', async ({ params, caller }, s) => ({ status: 200, body: await s.onboarding.cancelImplementation(caller, params.companyId) }));
