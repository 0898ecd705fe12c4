// Typings for the part of `@nxtedition/rocksdb` (an abstract-level 1 database over RocksDB 9) that src/store uses.
// Only src/store imports the package (docs/storage.md, "The binding").
declare module '@nxtedition/rocksdb' {
  export interface OpenOptions {
    createIfMissing?: boolean;
    errorIfExists?: boolean;
    /** ZSTD for table files when true (the package's default). */
    compression?: boolean;
    walCompression?: boolean;
    cacheSize?: number;
    parallelism?: number;
    infoLogLevel?: 'debug' | 'info' | 'warn' | 'error' | 'fatal' | 'header';
  }
  export interface BufferOptions {
    keyEncoding?: 'buffer';
    valueEncoding?: 'buffer';
  }
  export interface WriteOptions {
    sync?: boolean;
  }
  export interface IteratorOptions extends BufferOptions {
    gt?: Buffer;
    gte?: Buffer;
    lt?: Buffer;
    lte?: Buffer;
    reverse?: boolean;
    limit?: number;
    fillCache?: boolean;
  }
  export interface Iterator {
    nextv(size: number): Promise<[Buffer, Buffer][]>;
    close(): Promise<void>;
  }
  export interface ChainedBatch {
    put(key: Buffer, value: Buffer): this;
    del(key: Buffer): this;
    write(options?: WriteOptions): Promise<void>;
    close(): Promise<void>;
  }
  export class RocksLevel {
    /** A path opens a database; a bigint is another thread's `handle` to the same open database. */
    constructor(locationOrHandle: string | bigint, options?: BufferOptions);
    readonly status: 'opening' | 'open' | 'closing' | 'closed';
    /** The open database as a number another thread can take (`new RocksLevel(handle)`). */
    readonly handle: bigint;
    open(options?: OpenOptions): Promise<void>;
    close(): Promise<void>;
    getMany(keys: Buffer[], options?: BufferOptions): Promise<(Buffer | undefined)[]>;
    batch(): ChainedBatch;
    iterator(options?: IteratorOptions): Iterator;
    getProperty(name: string): string;
  }
}
