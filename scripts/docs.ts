/**
 * `npm run docs`: a browsable reference of the three services, built from the bundles in openapi/dist
 * with Redocly's build-docs (scripts inlined, so the pages open offline) into openapi/dist/docs/,
 * plus an index page linking them.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../', import.meta.url));
const out = join(root, 'openapi', 'dist', 'docs');
const redocly = join(root, 'node_modules', '.bin', 'redocly');

const services = [
  { file: 'main', title: 'Çarşı ana API', about: 'Hesap, pazaryeri, ikinci el, zanaat, takas, mezat, blog ve daha fazlası' },
  { file: 'content', title: 'Çarşı içerik servisi', about: 'Öne çıkan kategoriler, statik sayfalar, ana banner, diğer hizmetler' },
  { file: 'live', title: 'Çarşı canlı mezat servisi', about: 'Canlı yayın listesi ve yayın ayrıntısı' },
] as const;

mkdirSync(out, { recursive: true });
for (const service of services) {
  execFileSync(
    redocly,
    ['build-docs', join(root, 'openapi', 'dist', `${service.file}.yaml`), '--inlineBundle', '--title', service.title, '-o', join(out, `${service.file}.html`)],
    { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  console.log(`openapi/dist/docs/${service.file}.html — ${service.title}`);
}

const items = services.map((s) => `<li><a href="./${s.file}.html">${s.title}</a> — ${s.about}</li>`).join('\n      ');
writeFileSync(
  join(out, 'index.html'),
  `<!doctype html>
<html lang="tr">
  <head><meta charset="utf-8" /><title>Çarşı API başvurusu</title></head>
  <body>
    <h1>Çarşı API başvurusu</h1>
    <p>Üç servisin sözleşmesi: her işlemin örnekleri, yanıtları ve hata kodları.</p>
    <ul>
      ${items}
    </ul>
  </body>
</html>
`,
);
console.log('openapi/dist/docs/index.html');
