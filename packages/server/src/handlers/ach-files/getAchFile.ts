import { defineHandler } from '../../http/handler';

export default defineHandler('getAchFile', async ({ params, caller }, s) => ({
  status: 200,
  body: await s.achFiles.getFile(caller, params.achFileId),
}));
