/**
 * The process's random source, passed into core wherever core needs fresh bytes (core takes none itself; see
 * core/crypto/random.ts). Node's CSPRNG: the operating system's entropy behind OpenSSL's generator.
 */
import { randomBytes as nodeRandomBytes } from 'node:crypto';

/** `length` fresh random bytes in a new (unpooled) Buffer. */
export const randomBytes = (length: number): Buffer => nodeRandomBytes(length);
