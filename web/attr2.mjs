import { readFileSync } from 'node:fs';
import { TraceMap, originalPositionFor } from '@jridgewell/trace-mapping';
import { gzipSync } from 'node:zlib';
const [file, filter] = [process.argv[2], process.argv[3]];
const code = readFileSync(file, 'utf8');
const map = new TraceMap(readFileSync(file + '.map', 'utf8'));
const lines = code.split('\n');
const per = new Map();
for (let l = 0; l < lines.length; l++) {
  const line = lines[l];
  for (let c = 0; c <= line.length; c += 40) {
    const p = originalPositionFor(map, { line: l + 1, column: Math.min(c, line.length) });
    const src = p.source ?? '(none)';
    if (!src.includes(filter)) continue;
    const key = src.replace(/.*node_modules\//, '').replace(/.*\/src\//, 'src/');
    per.set(key, (per.get(key) ?? '') + line.slice(c, c + 40));
  }
}
const rows = [...per].map(([k, t]) => [k, t.length, gzipSync(t).length]).sort((a, b) => b[1] - a[1]);
for (const r of rows.slice(0, Number(process.argv[4] ?? 40))) console.log(r[0].padEnd(80), (r[1]/1024).toFixed(1).padStart(8), (r[2]/1024).toFixed(1).padStart(8));
