import { defineHandler } from '../../http/handler';

export default defineHandler('listEvents', async ({ query, caller }, s) => ({
  status: 200,
  body: await s.events.listEvents(caller, query),
}));
