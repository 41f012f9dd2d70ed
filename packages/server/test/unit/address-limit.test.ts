// The per-address limits (http/address-limit.ts; docs/security.md, "Abuse limits"): which addresses count
// as one client. An IPv6 client holds a whole /64 (one customer's prefix), so it is counted by its /64;
// an IPv4-mapped IPv6 address counts as the IPv4 address it maps.
import type { Request } from 'express';
import { AddressGuard, addressKey } from '../../src/http/address-limit';
import type { Db } from '../../src/repositories/db';

/** A database that only counts (the one statement the guard sends: countRequest's upsert), by bucket. */
function countingDb() {
  const counts = new Map<string, number>();
  const db = {
    $queryRaw: async (_sql: TemplateStringsArray, bucket: string) => {
      counts.set(bucket, (counts.get(bucket) ?? 0) + 1);
      return [{ count: counts.get(bucket) }];
    },
  } as unknown as Db;
  return { db, counts };
}

const from = (ip: string) => ({ ip, socket: {} }) as unknown as Request;

describe('AddressGuard: one client per IPv4 address or IPv6 /64', () => {
  it('addresses of one IPv6 /64 share one count; another /64 has its own', async () => {
    const { db, counts } = countingDb();
    const guard = new AddressGuard(db, { authFailures: 2, embed: 2, windowSeconds: 60 }, () => new Date('2026-11-24T10:00:00Z'));
    expect(await guard.count(from('2001:db8:1:2::1'), 'auth')).toBeUndefined();
    expect(await guard.count(from('2001:db8:1:2:aaaa:bbbb:cccc:dddd'), 'auth')).toBeUndefined();
    expect((await guard.count(from('2001:DB8:1:2:0:0:0:ffff'), 'auth'))?.status).toBe(429);
    // Over: any address of the /64 is refused from memory, no count.
    expect(guard.known(from('2001:db8:1:2:ffff::9'), 'auth')?.status).toBe(429);
    expect(guard.known(from('2001:db8:1:3::1'), 'auth')).toBeUndefined();
    expect([...counts.values()]).toEqual([3]);
  });

  it('an IPv4-mapped IPv6 address counts as its IPv4 address', async () => {
    const { db, counts } = countingDb();
    const guard = new AddressGuard(db, { authFailures: 1, embed: 1, windowSeconds: 60 }, () => new Date('2026-11-24T10:00:00Z'));
    expect(await guard.count(from('203.0.113.7'), 'embed')).toBeUndefined();
    expect((await guard.count(from('::ffff:203.0.113.7'), 'embed'))?.status).toBe(429);
    expect(guard.known(from('::ffff:cb00:7107'), 'embed')?.status).toBe(429);
    expect(guard.known(from('203.0.113.8'), 'embed')).toBeUndefined();
    expect([...counts.values()]).toEqual([2]);
  });
});

describe('addressKey', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['::FFFF:203.0.113.7', '203.0.113.7'],
    ['::ffff:cb00:7107', '203.0.113.7'],
    ['0:0:0:0:0:ffff:7f00:1', '127.0.0.1'],
    ['2001:db8:1:2::1', '2001:db8:1:2::/64'],
    ['2001:db8:1:2:aaaa:bbbb:cccc:dddd', '2001:db8:1:2::/64'],
    ['2001:0DB8:0001:0002:0000:0000:0000:0001', '2001:db8:1:2::/64'],
    ['2001:db8::', '2001:db8:0:0::/64'],
    ['2001:db8:1:3::1', '2001:db8:1:3::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    // Not mapped (::ffff:0:0/96 only): the IPv4-compatible and NAT64 forms are IPv6 /64s like any other.
    ['::203.0.113.7', '0:0:0:0::/64'],
    ['64:ff9b::203.0.113.7', '64:ff9b:0:0::/64'],
    ['unknown', 'unknown'],
  ])('%s -> %s', (address, key) => {
    expect(addressKey(address)).toBe(key);
  });
});
