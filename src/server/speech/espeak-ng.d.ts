// The package ships no types; this is the part of its Emscripten module espeak-process.ts uses.
declare module 'espeak-ng' {
  interface EspeakFs {
    readFile(path: string): Uint8Array;
    writeFile(path: string, data: string | Uint8Array): void;
  }
  interface EspeakModule {
    FS: EspeakFs;
  }
  interface EspeakOptions {
    /** The espeak-ng command line, run once by this call. */
    arguments: string[];
    preRun?: ((module: EspeakModule) => void)[];
    print?: (line: string) => void;
    printErr?: (line: string) => void;
    instantiateWasm?: (imports: WebAssembly.Imports, done: (instance: WebAssembly.Instance) => void) => object;
  }
  export default function ESpeakNg(options: EspeakOptions): Promise<EspeakModule>;
}
