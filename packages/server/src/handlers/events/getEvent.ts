import { defineHandler } from '../../http/handler';

export default defineHandler('getEvent', async ({ params, caller }, s) => ({
  status: 200,
  body: await s.events.getEvent(caller, params.eventId),
}));
