// Minimal typings (callback API: abstract-leveldown 7 has promises only for some methods) for Level's `rocksdb` binding (abstract-leveldown 7 API, promise form). Only src/store uses it.
declare module 'rocksdb' {
  export type Key = Buffer;
  export type Value = Buffer;
  export interface OpenOptions {
    createIfMissing?: boolean;
    errorIfExists?: boolean;
    compression?: boolean;
    cacheSize?: number;
    writeBufferSize?: number;
    maxOpenFiles?: number;
  }
  export interface ReadOptions {
    asBuffer?: boolean;
    fillCache?: boolean;
  }
  export interface WriteOptions {
    sync?: boolean;
  }
  export type BatchOp = { type: 'put'; key: Key; value: Value } | { type: 'del'; key: Key };
  export interface IteratorOptions {
    gt?: Key;
    gte?: Key;
    lt?: Key;
    lte?: Key;
    reverse?: boolean;
    limit?: number;
    keys?: boolean;
    values?: boolean;
    keyAsBuffer?: boolean;
    valueAsBuffer?: boolean;
  }
  export type Callback<T = void> = (err: Error | null | undefined, value?: T) => void;
  export interface Iterator {
    next(callback: (err: Error | null | undefined, key?: Key, value?: Value) => void): void;
    end(callback: Callback): void;
  }
  export interface RocksDB {
    open(options: OpenOptions, callback: Callback): void;
    close(callback: Callback): void;
    getMany(keys: Key[], options: ReadOptions, callback: Callback<(Value | undefined)[]>): void;
    batch(ops: BatchOp[], options: WriteOptions, callback: Callback): void;
    iterator(options?: IteratorOptions): Iterator;
  }
  function rocksdb(location: string): RocksDB;
  export default rocksdb;
}
