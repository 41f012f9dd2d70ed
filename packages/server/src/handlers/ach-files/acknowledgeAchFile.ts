import { defineHandler } from '../../http/handler';

export default defineHandler('acknowledgeAchFile', async ({ params, caller }, s) => ({
  status: 200,
  body: await s.achFiles.acknowledge(caller, params.achFileId),
}));
