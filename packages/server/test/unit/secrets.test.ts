// The field cipher records which key sealed each value, so ENCRYPTION_KEY can be rotated
// (lib/secrets.ts; README, "Production").
import { createCipheriv, createHash, randomBytes } from 'node:crypto';
import { FIELD_CIPHERTEXT, FieldCipher, hashApiKey, isSealedBlob } from '../../src/lib/secrets';

const OLD = 'old-encryption-key-0123456789abcdef';
const NEW = 'new-encryption-key-0123456789abcdef';

/** A value as the service wrote it before key ids: `v1.<iv>.<tag>.<ciphertext>` (and `b1.` for documents). */
function legacy(keyMaterial: string, plain: string): { field: string; blob: string } {
  const key = createHash('sha256').update(keyMaterial, 'utf8').digest();
  const seal = () => {
    const iv = randomBytes(12);
    const c = createCipheriv('aes-256-gcm', key, iv);
    const data = Buffer.concat([c.update(plain, 'utf8'), c.final()]);
    return { iv, tag: c.getAuthTag(), data };
  };
  const f = seal();
  const b = seal();
  return {
    field: ['v1', f.iv.toString('base64url'), f.tag.toString('base64url'), f.data.toString('base64url')].join('.'),
    blob: `b1.${Buffer.concat([b.iv, b.tag, b.data]).toString('base64url')}`,
  };
}

describe('FieldCipher with key ids', () => {
  it('records the sealing key: v2.<keyId>.<iv>.<tag>.<ct> and b2.<keyId>.<...>; the id is stable per key and says nothing of it', () => {
    const a = new FieldCipher(OLD);
    const field = a.encrypt('123456789');
    const blob = a.sealBlob('j:{"secret":"whsec_x"}');
    expect(a.keyId).toMatch(/^[A-Za-z0-9_-]{8}$/);
    expect(new FieldCipher(OLD).keyId).toBe(a.keyId);
    expect(new FieldCipher(NEW).keyId).not.toBe(a.keyId);
    expect(OLD).not.toContain(a.keyId);
    expect(field.split('.')).toEqual(['v2', a.keyId, expect.stringMatching(/^[A-Za-z0-9_-]{16}$/), expect.stringMatching(/^[A-Za-z0-9_-]{22}$/), expect.any(String)]);
    expect(field).toMatch(FIELD_CIPHERTEXT);
    expect(blob.startsWith(`b2.${a.keyId}.`)).toBe(true);
    expect(isSealedBlob(blob)).toBe(true);
    expect(a.decrypt(field)).toBe('123456789');
    expect(a.openBlob(blob)).toBe('j:{"secret":"whsec_x"}');
    expect(a.isCurrent(field)).toBe(true);
    expect(a.reseal(field)).toBeNull();
  });

  it('after rotation the new key encrypts, the previous key still decrypts; reseal moves a value to the new key', () => {
    const before = new FieldCipher(OLD);
    const field = before.encrypt('000123454431');
    const blob = before.sealBlob('b:AAEC');
    const rotated = new FieldCipher(NEW, [OLD]);
    expect(rotated.decrypt(field)).toBe('000123454431');
    expect(rotated.openBlob(blob)).toBe('b:AAEC');
    expect(rotated.encrypt('x').startsWith(`v2.${new FieldCipher(NEW).keyId}.`)).toBe(true);
    expect(rotated.isCurrent(field)).toBe(false);
    const field2 = rotated.reseal(field)!;
    const blob2 = rotated.reseal(blob)!;
    expect(rotated.isCurrent(field2) && rotated.isCurrent(blob2)).toBe(true);
    // The old key can go: the new key alone opens the re-sealed values.
    const onlyNew = new FieldCipher(NEW);
    expect(onlyNew.decrypt(field2)).toBe('000123454431');
    expect(onlyNew.openBlob(blob2)).toBe('b:AAEC');
  });

  it('v1 and b1 values (no key id) decrypt with the current key, or with a previous one', () => {
    const byOld = legacy(OLD, '123-45-6789');
    expect(new FieldCipher(OLD).decrypt(byOld.field)).toBe('123-45-6789');
    expect(new FieldCipher(OLD).openBlob(byOld.blob)).toBe('123-45-6789');
    const rotated = new FieldCipher(NEW, [OLD]);
    expect(rotated.decrypt(byOld.field)).toBe('123-45-6789');
    expect(rotated.openBlob(byOld.blob)).toBe('123-45-6789');
    expect(rotated.isCurrent(byOld.field)).toBe(false);
    expect(rotated.decrypt(rotated.reseal(byOld.field)!)).toBe('123-45-6789');
    // Without the key that sealed it: a clear error, not garbage.
    expect(() => new FieldCipher(NEW).decrypt(byOld.field)).toThrow('value (sealed before key ids) decrypts with none of ENCRYPTION_KEY and ENCRYPTION_KEYS_PREVIOUS');
    expect(() => new FieldCipher(NEW).openBlob(byOld.blob)).toThrow('decrypts with none of ENCRYPTION_KEY and ENCRYPTION_KEYS_PREVIOUS');
  });

  it('a value naming a key id not held fails clearly, naming the id and the setting', () => {
    const old = new FieldCipher(OLD);
    const onlyNew = new FieldCipher(NEW);
    const message = `value sealed by unknown key id ${old.keyId}; add the key that sealed it to ENCRYPTION_KEYS_PREVIOUS (known key ids: ${onlyNew.keyId})`;
    expect(() => onlyNew.decrypt(old.encrypt('123456789'))).toThrow(message);
    expect(() => onlyNew.openBlob(old.sealBlob('j:{}'))).toThrow(message);
    expect(() => onlyNew.reseal(old.encrypt('123456789'))).toThrow(message);
  });

  it('a tampered value or an unknown format is refused', () => {
    const c = new FieldCipher(NEW);
    const parts = c.encrypt('123456789').split('.');
    parts[4] = Buffer.from('999999999').toString('base64url');
    expect(() => c.decrypt(parts.join('.'))).toThrow('value does not decrypt with the key it names');
    expect(() => c.decrypt('v3.a.b.c.d')).toThrow('unknown ciphertext format');
    expect(() => c.decrypt('123456789')).toThrow('unknown ciphertext format');
    expect(() => c.openBlob('x1.abc')).toThrow('unknown sealed blob format');
  });
});

describe('hashApiKey', () => {
  it('is the SHA-256 hex of the key as UTF-8 (the stored hash of every key: a change would lock every partner out)', () => {
    expect(hashApiKey('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(hashApiKey('pk_live_é')).toBe(createHash('sha256').update(Buffer.from('pk_live_é', 'utf8')).digest('hex'));
  });
});
