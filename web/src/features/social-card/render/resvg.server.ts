import { initWasm, Resvg, type ResvgRenderOptions } from '@resvg/resvg-wasm';
import resvgWasm from '@resvg/resvg-wasm/index_bg.wasm?url&inline';
import { dataUrlBytes } from '../utils/data-url.ts';

let ready: Promise<void> | undefined;

/**
 * resvg's WebAssembly build, started once per process. Its binary is inlined into the server bundle
 * (`?url&inline`: Vite knows no `.wasm` asset otherwise), as the bundle carries every dependency.
 */
const started = (): Promise<void> => (ready ??= initWasm(dataUrlBytes(resvgWasm)));

/** An SVG drawn as PNG bytes (`fitTo` scales it; fonts are not loaded: satori's SVG has its text as paths). */
export async function svgToPng(svg: string, options: ResvgRenderOptions = {}): Promise<Uint8Array<ArrayBuffer>> {
  await started();
  const resvg = new Resvg(svg, { ...options, font: { loadSystemFonts: false } });
  try {
    const image = resvg.render();
    try {
      // A copy on the JavaScript heap: the PNG outlives the WebAssembly memory it was written to.
      return new Uint8Array(image.asPng());
    } finally {
      image.free();
    }
  } finally {
    resvg.free();
  }
}
