import { createCipheriv, createDecipheriv, createHash, hash, randomBytes, timingSafeEqual } from 'node:crypto';

/** SHA-256 hex of an API key; keys are stored only as this hash. */
export function hashApiKey(key: string): string {
  return sha256Hex(key);
}

// Every request hashes its key: the one-shot crypto.hash (Node 20.12 and later) takes a quarter of createHash's
// time; on an older Node 20, createHash.
const sha256Hex: (text: string) => string =
  typeof hash === 'function' ? (text) => hash('sha256', text, 'hex') : (text) => createHash('sha256').update(text, 'utf8').digest('hex');

/** A new random API key for a kind prefix (pk, gk, ck). */
export function newApiKey(prefix: string): string {
  return `${prefix}_live_${randomBytes(24).toString('base64url')}`;
}

export function constantTimeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/**
 * AES-256-GCM encryption of the secrets kept at rest (SSNs, bank account numbers, webhook signing
 * secrets, stored idempotent responses), with key rotation (README, "Production"):
 *
 * - a field value is `v2.<keyId>.<iv>.<tag>.<ciphertext>`, a sealed document (a stored response) is
 *   `b2.<keyId>.<base64url of iv, tag and ciphertext>`; `keyId` names the key that sealed it (8
 *   base64url characters of a hash of the key, not the key);
 * - the current key (ENCRYPTION_KEY) encrypts; it and the previous keys (ENCRYPTION_KEYS_PREVIOUS)
 *   decrypt. A value naming a key the service does not hold fails with an error naming that key id;
 * - values written before key ids (`v1.<iv>.<tag>.<ciphertext>`, `b1.<...>`) still decrypt: the
 *   current key is tried, then each previous key (GCM's tag tells which one is right).
 *
 * `npm run secrets:reencrypt` (scripts/reencrypt-secrets.ts) re-seals everything not sealed by the
 * current key, after which the previous keys can be dropped.
 */
export class FieldCipher {
  private readonly keys: ReadonlyArray<{ id: string; key: Buffer }>;

  /** `current` encrypts; `current` and `previous` decrypt. */
  constructor(current: string, previous: readonly string[] = []) {
    const keys = [current, ...previous].map((material) => {
      const key = createHash('sha256').update(material, 'utf8').digest();
      return { id: keyIdOf(key), key };
    });
    this.keys = keys.filter((k, i) => keys.findIndex((o) => o.id === k.id) === i);
  }

  /** The id recorded in every value the current key seals. */
  get keyId(): string {
    return this.keys[0].id;
  }

  encrypt(plain: string): string {
    const { iv, tag, data } = seal(this.keys[0].key, plain);
    return ['v2', this.keyId, iv.toString('base64url'), tag.toString('base64url'), data.toString('base64url')].join('.');
  }

  decrypt(sealed: string): string {
    const parts = sealed.split('.');
    if (parts[0] === 'v2' && parts.length === 5) {
      const [, keyId, iv, tag, data] = parts;
      return open([this.keyFor(keyId)], Buffer.from(iv, 'base64url'), Buffer.from(tag, 'base64url'), Buffer.from(data, 'base64url'), TAMPERED);
    }
    if (parts[0] === 'v1' && parts.length === 4) {
      const [, iv, tag, data] = parts;
      return open(this.allKeys(), Buffer.from(iv, 'base64url'), Buffer.from(tag, 'base64url'), Buffer.from(data, 'base64url'), NO_KEY);
    }
    throw new Error('unknown ciphertext format');
  }

  /**
   * Seals a whole document (a stored response) as one token, `b2.<keyId>.<base64url of iv, tag and
   * ciphertext>`, so that it is not mistaken for an encrypted field secret.
   */
  sealBlob(plain: string): string {
    const { iv, tag, data } = seal(this.keys[0].key, plain);
    return `b2.${this.keyId}.${Buffer.concat([iv, tag, data]).toString('base64url')}`;
  }

  openBlob(sealed: string): string {
    let keys: Buffer[];
    let raw: Buffer;
    let failure = TAMPERED;
    if (sealed.startsWith('b2.')) {
      const dot = sealed.indexOf('.', 3);
      if (dot < 0) throw new Error('unknown sealed blob format');
      keys = [this.keyFor(sealed.slice(3, dot))];
      raw = Buffer.from(sealed.slice(dot + 1), 'base64url');
    } else if (sealed.startsWith('b1.')) {
      keys = this.allKeys();
      raw = Buffer.from(sealed.slice(3), 'base64url');
      failure = NO_KEY;
    } else {
      throw new Error('unknown sealed blob format');
    }
    if (raw.length < 28) throw new Error('unknown sealed blob format');
    return open(keys, raw.subarray(0, 12), raw.subarray(12, 28), raw.subarray(28), failure);
  }

  /** Whether `sealed` (a field value or a sealed document) is in the current format, sealed by the current key. */
  isCurrent(sealed: string): boolean {
    return sealed.startsWith(`v2.${this.keyId}.`) || sealed.startsWith(`b2.${this.keyId}.`);
  }

  /**
   * The same secret sealed by the current key, or null when it already is. Throws (naming the key id)
   * when no key held here opens it.
   */
  reseal(sealed: string): string | null {
    if (this.isCurrent(sealed)) return null;
    return isSealedBlob(sealed) ? this.sealBlob(this.openBlob(sealed)) : this.encrypt(this.decrypt(sealed));
  }

  private keyFor(keyId: string): Buffer {
    const found = this.keys.find((k) => k.id === keyId);
    if (!found) {
      throw new Error(`value sealed by unknown key id ${keyId}; add the key that sealed it to ENCRYPTION_KEYS_PREVIOUS (known key ids: ${this.keys.map((k) => k.id).join(', ')})`);
    }
    return found.key;
  }

  private allKeys(): Buffer[] {
    return this.keys.map((k) => k.key);
  }
}

/** A sealed document (`b1.` or `b2.`), as opposed to a field value or anything else. */
export function isSealedBlob(value: unknown): value is string {
  return typeof value === 'string' && (value.startsWith('b1.') || value.startsWith('b2.'));
}

/**
 * The shape of a field value of either format (`v1.` or `v2.`). The re-encryption command never goes by it
 * (user text may look like this: it re-seals the fields the schema names); the tests' leak guard finds
 * secrets with it.
 */
export const FIELD_CIPHERTEXT = /^(?:v1\.[A-Za-z0-9_-]{16}\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]*|v2\.[A-Za-z0-9_-]{8}\.[A-Za-z0-9_-]{16}\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]*)$/;

function keyIdOf(key: Buffer): string {
  return createHash('sha256').update('payroll key id\0').update(key).digest().subarray(0, 6).toString('base64url');
}

function seal(key: Buffer, plain: string): { iv: Buffer; tag: Buffer; data: Buffer } {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return { iv, tag: cipher.getAuthTag(), data };
}

const TAMPERED = 'value does not decrypt with the key it names (tampered with, or a different key with the same id)';
const NO_KEY = 'value (sealed before key ids) decrypts with none of ENCRYPTION_KEY and ENCRYPTION_KEYS_PREVIOUS';

/** Opens with the first key whose tag verifies; none: `failure`. */
function open(keys: Buffer[], iv: Buffer, tag: Buffer, data: Buffer, failure: string): string {
  if (iv.length !== 12 || tag.length !== 16) throw new Error('unknown ciphertext format');
  for (const key of keys) {
    const decipher = createDecipheriv('aes-256-gcm', key, iv);
    decipher.setAuthTag(tag);
    try {
      return Buffer.concat([decipher.update(data), decipher.final()]).toString('utf8');
    } catch {
      // not this key (or tampered with): try the next
    }
  }
  throw new Error(failure);
}
