// Part of `npm run build -w @payroll/client` (after both tsc builds): marks each output folder with the
// module format of its files, so that Node and TypeScript (moduleResolution node16/nodenext) read
// dist/esm as ES modules and dist/cjs as CommonJS whatever the package's own "type" says.
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
writeFileSync(join(dist, 'esm', 'package.json'), `${JSON.stringify({ type: 'module' })}\n`);
writeFileSync(join(dist, 'cjs', 'package.json'), `${JSON.stringify({ type: 'commonjs' })}\n`);
