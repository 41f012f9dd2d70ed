import { defineHandler } from '../../http/handler';

export default defineHandler('revokeWorkerFlowLink', async ({ params, caller }, s) => ({
  status: 200,
  body: await s.workerFlows.revokeLink(caller, params.companyId, params.workerFlowLinkId),
}));
