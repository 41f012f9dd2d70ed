// The brand of a partner's hosted pages (getPartnerBranding, updatePartnerBranding; docs/hosted-flows.md,
// "Brand"): a colour and a logo, shown by every hosted page of the partner's companies, and the origins of
// the partner's own sites that may frame those pages (docs/security.md, "Hosted pages").
import type { Schema } from '@payroll/api-types';
import type { Caller } from '../core/caller';
import { badRequest } from '../core/errors';
import { frameAncestorOrigin } from '../lib/origins';
import { findPartnerBrand, writePartnerBrand } from '../repositories/worker-flows';
import type { ServiceContext } from './context';
import { isoDateTime } from './format';
import { partnerIdOf } from './scope';

/** Largest logo accepted, in bytes (the contract's `logo.byteSize` maximum). */
export const LOGO_MAX_BYTES = 100 * 1024;

const SIGNATURES: Record<string, (b: Buffer) => boolean> = {
  'image/png': (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  'image/jpeg': (b) => b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
};

/**
 * What a hosted page shows of the brand: a `#rrggbb` colour (or none), the logo as a data URL (or none),
 * and the origins of the partner's sites that may frame it, added to the deployment's
 * EMBED_FRAME_ANCESTORS (http/embed/layout.ts sendPage; docs/security.md, "Hosted pages").
 */
export interface PageBrand {
  color?: string;
  logoDataUrl?: string;
  frameAncestors?: string[];
}

/** At most this many framing origins per partner (the contract's `frameAncestors.maxItems`). */
export const FRAME_ANCESTORS_MAX = 10;

type BrandRow = NonNullable<Awaited<ReturnType<typeof findPartnerBrand>>>;

function present(row: BrandRow): Schema<'PartnerBranding'> {
  return {
    partnerId: row.id,
    ...(row.brandColor ? { brandColor: row.brandColor } : {}),
    ...(row.logo && row.logoContentType ? { logo: { contentType: row.logoContentType as 'image/png' | 'image/jpeg', byteSize: row.logo.length } } : {}),
    ...(row.frameAncestors.length ? { frameAncestors: row.frameAncestors } : {}),
    ...(row.brandUpdatedAt ? { updatedAt: isoDateTime(row.brandUpdatedAt)! } : {}),
  };
}

export class BrandingService {
  constructor(private readonly ctx: ServiceContext) {}

  async get(caller: Caller): Promise<Schema<'PartnerBranding'>> {
    const partnerId = partnerIdOf(caller);
    const row = await findPartnerBrand(this.ctx.prisma, partnerId);
    // A partner key outlives nothing: its partner exists while the key does.
    return present(row ?? { id: partnerId, brandColor: null, logo: null, logoContentType: null, frameAncestors: [], brandUpdatedAt: null });
  }

  async update(caller: Caller, input: Schema<'PartnerBrandingUpdate'>): Promise<Schema<'PartnerBranding'>> {
    const partnerId = partnerIdOf(caller);
    let logo: Buffer | null = null;
    if (input.logo) {
      logo = Buffer.from(input.logo.base64Content, 'base64');
      if (logo.length > LOGO_MAX_BYTES) {
        throw badRequest('The request does not match the contract.', [{ field: 'body.logo.base64Content', message: `The logo is ${logo.length} bytes; at most ${LOGO_MAX_BYTES} are accepted.`, code: 'maxLength' }]);
      }
      if (!SIGNATURES[input.logo.contentType](logo)) {
        throw badRequest('The request does not match the contract.', [{ field: 'body.logo.base64Content', message: `base64Content does not decode to a ${input.logo.contentType} file.`, code: 'contentMediaType' }]);
      }
    }
    const frameAncestors = this.frameAncestors(input.frameAncestors ?? []);
    const row = await writePartnerBrand(this.ctx.prisma, partnerId, {
      brandColor: input.brandColor?.toUpperCase() ?? null,
      logoContentType: input.logo?.contentType ?? null,
      logo,
      frameAncestors,
      brandUpdatedAt: this.ctx.now(),
    });
    return present(row);
  }

  /**
   * The partner's framing origins as kept: each an https origin (http://localhost[:port] outside
   * production), normalised (lower-case host, no default port), each once; the rule of
   * EMBED_FRAME_ANCESTORS (lib/origins.ts). Anything else is a 400 naming the entry.
   */
  private frameAncestors(values: readonly string[]): string[] {
    const problems = values.flatMap((value, i) =>
      frameAncestorOrigin(value, this.ctx.config.production)
        ? []
        : [{ field: `body.frameAncestors[${i}]`, message: `${JSON.stringify(value)} is not an https origin${this.ctx.config.production ? '' : ' (or http://localhost)'} such as https://app.partner.example (no path).`, code: 'format' }],
    );
    if (problems.length) throw badRequest('The request does not match the contract.', problems);
    const origins = [...new Set(values.map((value) => frameAncestorOrigin(value, this.ctx.config.production)!))];
    return origins.slice(0, FRAME_ANCESTORS_MAX);
  }

  /** The brand a hosted page of the partner shows (no brand: the service's own look). */
  async pageBrand(partnerId: string): Promise<PageBrand> {
    const row = await findPartnerBrand(this.ctx.prisma, partnerId);
    if (!row) return {};
    return {
      ...(row.brandColor ? { color: row.brandColor } : {}),
      ...(row.logo && row.logoContentType ? { logoDataUrl: `data:${row.logoContentType};base64,${Buffer.from(row.logo).toString('base64')}` } : {}),
      ...(row.frameAncestors.length ? { frameAncestors: row.frameAncestors } : {}),
    };
  }
}
