import { readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { resolveHandlers } from '../../src/app';
import { handlers } from '../../src/generated/handlers.gen';
import { operationIds, operationTable, type OperationId } from '../../src/generated/operations.gen';
import { notImplemented, notImplementedOperations } from '../../src/handlers/not-implemented';
import type { HandlerRegistry } from '../../src/http/handler';

describe('operation resolver', () => {
  it('maps every operation of the contract to its own handler', () => {
    const table = resolveHandlers();
    expect([...table.keys()].sort()).toEqual([...operationIds].sort());
    expect(Object.keys(handlers).sort()).toEqual([...operationIds].sort());
    expect(operationIds.filter((id) => handlers[id].operationId !== id)).toEqual([]);
  });

  it('every operation of the contract is implemented: the not-implemented list is empty', () => {
    expect(notImplementedOperations(handlers)).toEqual([]);
    expect(notImplementedOperations({ ...handlers, getCompany: notImplemented('getCompany') })).toEqual(['getCompany']);
  });

  it('a notImplemented placeholder answers 501 not_implemented', async () => {
    const placeholder = notImplemented('getCompany');
    await expect(placeholder.handle({} as never, {} as never)).rejects.toMatchObject({
      status: 501,
      code: 'not_implemented',
      detail: 'getCompany is not implemented yet.',
    });
  });

  it('refuses to start when an operation has no handler (and the registry without it does not compile)', () => {
    const { getCompany: _getCompany, ...withoutGetCompany } = handlers;
    // @ts-expect-error a registry without getCompany is not a HandlerRegistry: handlers.gen.ts would not compile
    const registry: HandlerRegistry = withoutGetCompany;
    expect(() => resolveHandlers(registry)).toThrow('operations without a handler: getCompany');
  });

  it("refuses an operation mapped to another operation's handler (which does not compile either)", () => {
    // @ts-expect-error getCompany must be a HandlerModule<'getCompany'>
    const swapped: HandlerRegistry = { ...handlers, getCompany: handlers.updateCompany };
    expect(() => resolveHandlers(swapped)).toThrow('getCompany is mapped to the handler of updateCompany');
  });

  it('refuses a handler for an operation the contract does not have', () => {
    const extra = Object.assign({}, handlers, { getRetiredThing: handlers.getCompany });
    expect(() => resolveHandlers(extra)).toThrow('handlers for operations the contract does not have: getRetiredThing');
  });
});

describe('handler files', () => {
  const dir = join(__dirname, '../../src/handlers');
  const files = (d: string): string[] => readdirSync(d).flatMap((n) => (statSync(join(d, n)).isDirectory() ? files(join(d, n)) : [join(d, n)]));
  const kebab = (tag: string) => tag.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();

  it('are handlers/<tag in kebab case>/<operationId>.ts, one per operation, and nothing else', () => {
    const expected = operationIds.map((id: OperationId) => `${kebab(operationTable[id].tag)}/${id}.ts`);
    expect(files(dir).map((f) => relative(dir, f)).sort()).toEqual([...expected, 'not-implemented.ts'].sort());
  });
});
