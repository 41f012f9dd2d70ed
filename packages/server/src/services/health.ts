import type { Schema } from '@payroll/api-types';
import { pingDatabase } from '../repositories/health';
import type { ServiceContext } from './context';

export class HealthService {
  constructor(private readonly ctx: ServiceContext) {}

  async check(): Promise<Schema<'Health'>> {
    const started = process.hrtime.bigint();
    let up = true;
    try {
      await pingDatabase(this.ctx.prisma);
    } catch {
      up = false;
    }
    const latencyMs = Math.round(Number(process.hrtime.bigint() - started) / 1e4) / 100;
    return {
      status: up ? 'ok' : 'degraded',
      version: '1.0',
      uptimeSeconds: Math.floor((this.ctx.now().getTime() - this.ctx.startedAt.getTime()) / 1000),
      database: { status: up ? 'up' : 'down', kind: this.ctx.databaseKind, ...(up ? { latencyMs } : {}) },
    };
  }
}
