import type { Schema } from '@payroll/api-types';
import { DomainError, invalidReference, notFound } from '../core/errors';
import { newId } from '../core/ids';
import { hashApiKey, newApiKey } from '../lib/secrets';
import { findKeyById, insertKey, markRevoked, notifyKeyRevoked } from '../repositories/api-keys';
import { findCompanyById, findCorporation, findPartner, insertCorporation, insertPartner } from '../repositories/companies';
import type { Db } from '../repositories/db';
import type { ServiceContext } from './context';

type Kind = Schema<'ApiKeyKind'>;
const PREFIX: Record<Kind, string> = { Partner: 'pk', Corporation: 'gk', Company: 'ck' };

/** Partners, corporations and API keys: the operator's side (docs/domain-rules.md, "Keys and the operator"). */
export class OperatorService {
  constructor(private readonly ctx: ServiceContext) {}

  /** Issues a key: the clear key is returned once, only its hash is stored. */
  static async issueKey(tx: Db, kind: Kind, ownerId: string) {
    const apiKey = newApiKey(PREFIX[kind]);
    const row = await insertKey(tx, { id: newId('key'), kind, ownerId, prefix: apiKey.slice(0, 12), hash: hashApiKey(apiKey) });
    return { id: row.id, apiKey };
  }

  createPartner(input: Schema<'PartnerCreate'>): Promise<Schema<'PartnerCreated'>> {
    return this.ctx.prisma.$transaction(async (tx) => {
      const partner = await insertPartner(tx, { id: newId('par'), name: input.name });
      const { apiKey } = await OperatorService.issueKey(tx, 'Partner', partner.id);
      return { id: partner.id, name: partner.name, apiKey };
    });
  }

  createCorporation(input: Schema<'CorporationCreate'>): Promise<Schema<'CorporationCreated'>> {
    return this.ctx.prisma.$transaction(async (tx) => {
      if (!(await findPartner(tx, input.partnerId))) throw invalidReference('body.partnerId', `Partner ${input.partnerId} does not exist.`);
      const corp = await insertCorporation(tx, { id: newId('corp'), partnerId: input.partnerId, name: input.name });
      const { apiKey } = await OperatorService.issueKey(tx, 'Corporation', corp.id);
      return { id: corp.id, partnerId: corp.partnerId, name: corp.name, apiKey };
    });
  }

  createApiKey(input: Schema<'ApiKeyCreate'>): Promise<Schema<'ApiKeyCreated'>> {
    return this.ctx.prisma.$transaction(async (tx) => {
      const owner =
        input.kind === 'Partner'
          ? await findPartner(tx, input.ownerId)
          : input.kind === 'Corporation'
            ? await findCorporation(tx, input.ownerId)
            : await findCompanyById(tx, input.ownerId);
      if (!owner) throw invalidReference('body.ownerId', `No ${input.kind.toLowerCase()} ${input.ownerId}.`);
      const { id, apiKey } = await OperatorService.issueKey(tx, input.kind, input.ownerId);
      return { id, kind: input.kind, ownerId: input.ownerId, apiKey };
    });
  }

  /**
   * Revokes a key. Other processes hear of it on commit (the notification is sent in the transaction);
   * this one forgets the key at once (`keyRevoked`, the request path's key cache): docs/security.md, "API keys".
   */
  async revokeApiKey(id: string): Promise<void> {
    await this.ctx.prisma.$transaction(async (tx) => {
      const key = await findKeyById(tx, id);
      if (!key) throw notFound('API key', id);
      if (key.revokedAt) throw new DomainError('conflict', 'api_key_revoked', `API key ${id} is already revoked.`);
      await markRevoked(tx, id, this.ctx.now());
      await notifyKeyRevoked(tx, id);
    });
    this.ctx.keyRevoked?.(id);
  }
}
