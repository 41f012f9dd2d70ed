import type { Schema } from '@payroll/api-types';
import { API_VERSION } from '../generated/contract.gen';
import { pingDatabase } from '../repositories/health';
import type { ServiceContext } from './context';
import { nextTaxYearOn } from './tax-coverage';

/**
 * How long one database readiness check answers for (docs/security.md, "Abuse limits"): /health needs
 * no key, so without this anyone could make the service query its database as fast as they can ask.
 */
export const READINESS_CACHE_MS = 1000;

interface Readiness {
  at: number;
  up: boolean;
  latencyMs: number;
}

export class HealthService {
  private readiness: Readiness | undefined;
  private checking: Promise<Readiness> | undefined;

  constructor(private readonly ctx: ServiceContext) {}

  /** The database's readiness, checked at most once per READINESS_CACHE_MS (concurrent askers share one check). */
  private async readinessNow(): Promise<Readiness> {
    const t = this.ctx.now().getTime();
    const cached = this.readiness;
    if (cached && t >= cached.at && t - cached.at < READINESS_CACHE_MS) return cached;
    this.checking ??= (async () => {
      const started = process.hrtime.bigint();
      let up = true;
      try {
        await pingDatabase(this.ctx.prisma);
      } catch {
        up = false;
      }
      const latencyMs = Math.round(Number(process.hrtime.bigint() - started) / 1e4) / 100;
      this.readiness = { at: t, up, latencyMs };
      return this.readiness;
    })().finally(() => {
      this.checking = undefined;
    });
    return this.checking;
  }

  /**
   * From November 1 through December 31 (the service's clock): next year's jurisdictions the engine does not
   * compute yet (docs/taxes.md, "Coverage"). The coverage is computed once per process and year
   * (services/tax-coverage.ts `coverageOf`), so the liveness probe stays cheap.
   */
  private nextTaxYear(): { nextTaxYear?: { year: number; missing: string[] } } {
    const next = nextTaxYearOn(this.ctx.now());
    return next ? { nextTaxYear: next } : {};
  }

  async check(): Promise<Schema<'Health'>> {
    const { up, latencyMs } = await this.readinessNow();
    return {
      status: up ? 'ok' : 'degraded',
      version: API_VERSION,
      uptimeSeconds: Math.floor((this.ctx.now().getTime() - this.ctx.startedAt.getTime()) / 1000),
      database: { status: up ? 'up' : 'down', kind: this.ctx.databaseKind, ...(up ? { latencyMs } : {}) },
      ...this.nextTaxYear(),
    };
  }
}
