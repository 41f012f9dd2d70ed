// example: health
import { createPayrollClient, unwrap } from '@payroll/client';

const api = createPayrollClient({ baseUrl: process.env.BASE_URL! });
const health = await unwrap(api.GET('/health'));
console.log(`service ${health.status}, contract ${health.version}, database ${health.database.status}`);
