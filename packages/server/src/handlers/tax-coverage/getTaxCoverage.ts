import { defineHandler } from '../../http/handler';

export default defineHandler('getTaxCoverage', async ({ query }, s) => ({ status: 200, body: s.taxCoverage.coverage(query.year) }));
