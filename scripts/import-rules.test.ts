import { describe, expect, it } from 'vitest';
import { importsOf, loopThrough, violations } from './import-rules.ts';

const exists = () => true;
const broken = (file: string, source: string) => violations(file, source, exists).map((v) => v.target);

describe('import rules', () => {
  it('keeps an island to its folder, the shared island code, the stores and the contracts; the server as types only', () => {
    const source = [
      "import { a } from './chat.store.ts';",
      "import { b } from '../shared/format.ts';",
      "import { c } from '../../stores/http.ts';",
      "import { d } from '../../shared/events.ts';",
      "import type { E } from '../../server/auth/user.ts';",
      "import { f } from '../legal-search/legal-search.ts';",
      "import { g } from '../../server/config.ts';",
    ].join('\n');
    expect(broken('src/islands/chat/X.tsx', source)).toEqual([
      'src/islands/legal-search/legal-search.ts',
      'src/server/config.ts',
    ]);
  });

  it('keeps feature islands out of the shared island code and the stores, reading multi-line imports too', () => {
    expect(broken('src/islands/shared/audio/x.ts', "import {\n  a,\n  b,\n} from '../../chat/chat.store.ts';")).toEqual(
      ['src/islands/chat/chat.store.ts'],
    );
    expect(broken('src/stores/x.ts', "import { a } from '../islands/shared/format.ts';")).toEqual([
      'src/islands/shared/format.ts',
    ]);
  });

  it('keeps the framework in pages, the middleware, components, src/http/ and the web adapters', () => {
    const astro = "import type { APIContext } from 'astro';\nimport { defineMiddleware } from 'astro:middleware';\n";
    expect(broken('src/server/chat/send-message.ts', astro)).toEqual(['astro']);
    expect(broken('src/islands/chat/x.ts', astro)).toEqual(['astro']);
    expect(broken('src/server/chat/http.ts', astro)).toEqual([]);
    expect(broken('src/middleware.ts', astro)).toEqual([]);
    expect(broken('src/server/chat/types.ts', "import type { APIContext } from 'astro';")).toEqual([]);
  });

  it('reads ~/ as src/, and keeps it to the code Vite bundles: Node reads no tsconfig paths', () => {
    const source = "import { a } from '~/server/config.ts';\nconst b = await import('~/islands/shared/format.ts');";
    expect(broken('src/pages/api/x.ts', source)).toEqual([]);
    expect(broken('src/stores/x.ts', "import { a } from '~/shared/events.ts';")).toEqual([]);
    expect(broken('src/server/x.ts', "import { a } from '~/shared/events.ts';")).toEqual(['src/shared/events.ts']);
    expect(broken('src/shared/x.ts', "import { a } from '~/i18n/format.ts';")).toEqual(['src/i18n/format.ts']);
    expect(broken('src/islands/chat/x.ts', "import { a } from '~/islands/legal-search/y.ts';")).toEqual([
      'src/islands/legal-search/y.ts',
    ]);
  });

  it('keeps browser code out of the server and the contracts, and lets tests reach across', () => {
    expect(broken('src/server/x.ts', "import { a } from '../stores/http.ts';")).toEqual(['src/stores/http.ts']);
    expect(broken('src/shared/x.ts', "import { a } from '../stores/http.ts';")).toEqual(['src/stores/http.ts']);
    expect(
      broken('src/islands/chat/x.test.ts', "import { a } from '../legal-search/legal-search.fixtures.ts';"),
    ).toEqual([]);
  });
});

describe('import loops', () => {
  const graph: Record<string, string[]> = {
    'platform.ts': ['storage.ts', 'config.ts'],
    'storage.ts': ['config.ts', 'secret.ts'],
    'secret.ts': ['platform.ts'],
    'config.ts': [],
  };
  const importsOfFile = (file: string) => graph[file] ?? [];

  it('finds the path by which a file comes back to itself, type imports included', () => {
    expect(loopThrough('platform.ts', importsOfFile)).toEqual([
      'platform.ts',
      'storage.ts',
      'secret.ts',
      'platform.ts',
    ]);
    expect(importsOf('src/server/storage.ts', "import type { Platform } from './platform.ts';", () => true)).toEqual([
      { specifier: './platform.ts', target: 'src/server/platform.ts', typeOnly: true },
    ]);
  });

  it('finds none once the part takes plain values', () => {
    graph['secret.ts'] = ['config.ts'];
    expect(loopThrough('platform.ts', importsOfFile)).toBeNull();
  });
});
