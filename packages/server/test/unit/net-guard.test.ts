// The webhook address rules (lib/net-guard.ts): what each address is, which ones a policy allows,
// how numeric host spellings are caught, and how a URL's host is resolved and judged.
import { addressAllowed, checkTarget, classifyAddress, writtenHost, type AddressKind, type HostLookup, type TargetPolicy } from '../../src/lib/net-guard';

const STRICT: TargetPolicy = { allowPrivate: false, production: false };
const LOCAL: TargetPolicy = { allowPrivate: true, production: false };
const PRODUCTION_WITH_FLAG: TargetPolicy = { allowPrivate: true, production: true };

describe('classifyAddress', () => {
  it.each<[string, AddressKind]>([
    ['93.184.216.34', 'public'],
    ['8.8.8.8', 'public'],
    ['1.1.1.1', 'public'],
    ['127.0.0.1', 'loopback'],
    ['127.255.255.254', 'loopback'],
    ['10.0.0.1', 'private'],
    ['172.16.0.1', 'private'],
    ['172.31.255.255', 'private'],
    ['172.32.0.1', 'public'],
    ['192.168.0.1', 'private'],
    ['169.254.169.254', 'metadata'],
    ['169.254.0.1', 'link-local'],
    ['100.64.0.1', 'shared'],
    ['100.127.255.255', 'shared'],
    ['100.128.0.1', 'public'],
    ['0.0.0.0', 'unspecified'],
    ['0.1.2.3', 'unspecified'],
    ['224.0.0.1', 'multicast'],
    ['239.255.255.255', 'multicast'],
    ['255.255.255.255', 'broadcast'],
    ['240.0.0.1', 'reserved'],
    ['192.0.0.8', 'reserved'],
    ['192.88.99.1', 'reserved'],
    ['192.0.2.1', 'documentation'],
    ['198.51.100.7', 'documentation'],
    ['203.0.113.9', 'documentation'],
    ['198.18.0.1', 'benchmarking'],
    ['198.19.255.255', 'benchmarking'],
    ['::1', 'loopback'],
    ['0:0:0:0:0:0:0:1', 'loopback'],
    ['::', 'unspecified'],
    ['::ffff:127.0.0.1', 'ipv4-mapped'],
    ['::ffff:7f00:1', 'ipv4-mapped'],
    ['::ffff:169.254.169.254', 'ipv4-mapped'],
    ['::ffff:8.8.8.8', 'ipv4-mapped'],
    ['::127.0.0.1', 'reserved'], // IPv4-compatible, deprecated
    ['64:ff9b::7f00:1', 'loopback'], // NAT64 of 127.0.0.1
    ['64:ff9b::a9fe:a9fe', 'metadata'], // NAT64 of 169.254.169.254
    ['64:ff9b::808:808', 'public'], // NAT64 of 8.8.8.8
    ['64:ff9b:1::1', 'reserved'],
    ['2002:7f00:1::1', 'loopback'], // 6to4 of 127.0.0.1
    ['2002:c0a8:101::1', 'private'], // 6to4 of 192.168.1.1
    ['2002:808:808::1', 'public'],
    ['2001::1', 'reserved'], // Teredo
    ['2001:db8::1', 'documentation'],
    ['3fff::1', 'documentation'],
    ['2001:2::1', 'benchmarking'],
    ['100::1', 'reserved'],
    ['fc00::1', 'private'],
    ['fd12:3456::1', 'private'],
    ['fd00:ec2::254', 'metadata'],
    ['fe80::1', 'link-local'],
    ['fe80::1%eth0', 'link-local'],
    ['febf::1', 'link-local'],
    ['fec0::1', 'reserved'],
    ['ff02::1', 'multicast'],
    ['4000::1', 'reserved'],
    ['2606:4700:4700::1111', 'public'],
    ['2a00:1450:4001:82b::200e', 'public'],
  ])('%s is %s', (address, kind) => {
    expect(classifyAddress(address)).toBe(kind);
  });

  it.each(['2130706433', '0177.0.0.1', '0x7f.1', '0x7f000001', '127.1', '127.0.0.01', '017700000001', '127.0.0.1.', '256.0.0.1', '', 'localhost', '[::1]', ':::1', '1::2::3'])(
    'a non-canonical or malformed spelling %j is invalid',
    (address) => {
      expect(classifyAddress(address)).toBe('invalid');
    },
  );
});

describe('addressAllowed', () => {
  const kinds: AddressKind[] = ['public', 'loopback', 'private', 'link-local', 'metadata', 'shared', 'unspecified', 'multicast', 'broadcast', 'documentation', 'benchmarking', 'reserved', 'ipv4-mapped', 'invalid'];
  const allowed = (policy: TargetPolicy) => kinds.filter((k) => addressAllowed(k, policy));

  it('allows only public addresses by default and in production, whatever the flag says', () => {
    expect(allowed(STRICT)).toEqual(['public']);
    expect(allowed(PRODUCTION_WITH_FLAG)).toEqual(['public']);
    expect(allowed({ allowPrivate: false, production: true })).toEqual(['public']);
  });

  it('WEBHOOK_ALLOW_PRIVATE_TARGETS adds loopback and private, never link-local or metadata', () => {
    expect(allowed(LOCAL)).toEqual(['public', 'loopback', 'private']);
  });
});

describe('writtenHost', () => {
  it.each([
    ['http://2130706433/', '2130706433'],
    ['http://0x7f.1:8080/x', '0x7f.1'],
    ['HTTP://User:pw@Hooks.Example:443/a?b#c', 'hooks.example'],
    ['http:\\\\127.1\\x', '127.1'],
    ['  http://127.0.0.1./ ', '127.0.0.1.'],
    ['http://12\t7.0.0.1/', '127.0.0.1'],
    ['https://[::1]:9/hook', '[::1]'],
    ['https://a@b@10.0.0.1/', '10.0.0.1'],
  ])('%j is written with host %j', (input, host) => {
    expect(writtenHost(input)).toBe(host);
  });
});

describe('checkTarget', () => {
  const calls: string[] = [];
  const lookup: HostLookup = async (host) => {
    calls.push(host);
    const table: Record<string, string[]> = {
      'public.example': ['93.184.216.34'],
      'mixed.example': ['93.184.216.34', '10.0.0.1'],
      'loop.example': ['127.0.0.1'],
      'meta.example': ['169.254.169.254'],
      'empty.example': [],
    };
    if (host === 'slow.example') return new Promise(() => undefined);
    if (host === 'flaky.example') throw Object.assign(new Error('try again'), { code: 'EAI_AGAIN' });
    if (!(host in table)) throw Object.assign(new Error('not found'), { code: 'ENOTFOUND' });
    return table[host].map((address) => ({ address, family: 4 as const }));
  };
  const check = (input: string, policy = STRICT) => checkTarget(input, new URL(input), policy, lookup, 200);

  beforeEach(() => calls.splice(0));

  it.each(['http://2130706433/', 'http://0177.0.0.1/', 'http://0x7f.1/', 'http://127.1/', 'http://127.0.0.1./', 'http://%31%32%37.0.0.1/', 'http://１２７.０.０.１/', 'http://0/', 'http://8.8.2056/', 'http://134744072/'])(
    'refuses the numeric host spelling %s, even where loopback is allowed, without resolving',
    async (input) => {
      expect(await check(input, LOCAL)).toEqual({ ok: false, kind: 'numeric_form', reason: expect.stringMatching(/numeric forms/) });
      expect(calls).toEqual([]);
    },
  );

  it('judges IP literals without resolving, and names by every address they resolve to', async () => {
    expect(await check('https://8.8.8.8/')).toEqual({ ok: true, hostname: '8.8.8.8', addresses: [{ address: '8.8.8.8', family: 4 }] });
    expect(await check('https://[2606:4700:4700::1111]/')).toEqual({ ok: true, hostname: '2606:4700:4700::1111', addresses: [{ address: '2606:4700:4700::1111', family: 6 }] });
    expect(await check('https://[::ffff:169.254.169.254]/', LOCAL)).toEqual({ ok: false, kind: 'not_allowed', reason: expect.stringContaining('IPv4-mapped') });
    expect(await check('https://[::]/', LOCAL)).toEqual({ ok: false, kind: 'not_allowed', reason: expect.stringContaining('unspecified') });
    expect(calls).toEqual([]);
    expect(await check('https://public.example/')).toEqual({ ok: true, hostname: 'public.example', addresses: [{ address: '93.184.216.34', family: 4 }] });
    expect(await check('https://mixed.example/')).toEqual({ ok: false, kind: 'not_allowed', reason: expect.stringContaining('a private address') });
    expect((await check('https://mixed.example/', LOCAL)).ok).toBe(true);
    expect(await check('https://loop.example/')).toEqual({
      ok: false,
      kind: 'not_allowed',
      reason: 'the host resolves to a loopback address, which webhooks may not be sent to (allowed only with WEBHOOK_ALLOW_PRIVATE_TARGETS=true, outside production)',
    });
    expect(await check('https://loop.example/', PRODUCTION_WITH_FLAG)).toEqual({ ok: false, kind: 'not_allowed', reason: 'the host resolves to a loopback address, which webhooks may not be sent to' });
    expect(await check('https://meta.example/', LOCAL)).toEqual({ ok: false, kind: 'not_allowed', reason: expect.stringContaining('cloud metadata') });
    expect(calls).toEqual(['public.example', 'mixed.example', 'mixed.example', 'loop.example', 'loop.example', 'meta.example']);
  });

  it('a name that does not resolve, resolves to nothing, fails to resolve or takes too long is refused', async () => {
    expect(await check('https://nowhere.example/')).toEqual({ ok: false, kind: 'unresolved', reason: 'the host does not resolve to any address' });
    expect(await check('https://empty.example/')).toEqual({ ok: false, kind: 'unresolved', reason: 'the host does not resolve to any address' });
    expect(await check('https://flaky.example/')).toEqual({ ok: false, kind: 'unresolved', reason: 'the host could not be resolved; try again later' });
    expect(await check('https://slow.example/')).toEqual({ ok: false, kind: 'unresolved', reason: 'the host could not be resolved; try again later' });
  });
});
