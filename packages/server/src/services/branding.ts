// The brand of a partner's hosted pages (getPartnerBranding, updatePartnerBranding; docs/hosted-flows.md,
// "Brand"): a colour and a logo, shown by every hosted page of the partner's companies.
import type { Schema } from '@payroll/api-types';
import type { Caller } from '../core/caller';
import { badRequest } from '../core/errors';
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

/** What a hosted page shows of the brand: a `#rrggbb` colour (or none) and the logo as a data URL (or none). */
export interface PageBrand {
  color?: string;
  logoDataUrl?: string;
}

type BrandRow = NonNullable<Awaited<ReturnType<typeof findPartnerBrand>>>;

function present(row: BrandRow): Schema<'PartnerBranding'> {
  return {
    partnerId: row.id,
    ...(row.brandColor ? { brandColor: row.brandColor } : {}),
    ...(row.logo && row.logoContentType ? { logo: { contentType: row.logoContentType as 'image/png' | 'image/jpeg', byteSize: row.logo.length } } : {}),
    ...(row.brandUpdatedAt ? { updatedAt: isoDateTime(row.brandUpdatedAt)! } : {}),
  };
}

export class BrandingService {
  constructor(private readonly ctx: ServiceContext) {}

  async get(caller: Caller): Promise<Schema<'PartnerBranding'>> {
    const partnerId = partnerIdOf(caller);
    const row = await findPartnerBrand(this.ctx.prisma, partnerId);
    // A partner key outlives nothing: its partner exists while the key does.
    return present(row ?? { id: partnerId, brandColor: null, logo: null, logoContentType: null, brandUpdatedAt: null });
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
    const row = await writePartnerBrand(this.ctx.prisma, partnerId, {
      brandColor: input.brandColor?.toUpperCase() ?? null,
      logoContentType: input.logo?.contentType ?? null,
      logo,
      brandUpdatedAt: this.ctx.now(),
    });
    return present(row);
  }

  /** The brand a hosted page of the partner shows (no brand: the service's own look). */
  async pageBrand(partnerId: string): Promise<PageBrand> {
    const row = await findPartnerBrand(this.ctx.prisma, partnerId);
    if (!row) return {};
    return {
      ...(row.brandColor ? { color: row.brandColor } : {}),
      ...(row.logo && row.logoContentType ? { logoDataUrl: `data:${row.logoContentType};base64,${Buffer.from(row.logo).toString('base64')}` } : {}),
    };
  }
}
