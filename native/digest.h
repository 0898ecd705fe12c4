/*
 * Incremental hashing over OpenSSL's EVP API as exported by the Node binary.
 *
 * Invariants:
 * - Only EVP entry points are used (EVP_MD_fetch, EVP_DigestInit_ex2, ...): Node exports them to addons, while
 *   low-level helpers such as SHA512_256() are not exported and would fail at load time.
 * - A hasher_t is owned by one job and one thread; it uses an explicitly fetched EVP_MD (which avoids OpenSSL 3's
 *   per-init implicit fetch, the dominant cost for 66-byte node hashes), shared process-wide and fetched once, and
 *   reuses one EVP_MD_CTX for every hash.
 * - Nothing here touches N-API, so it is safe to call from libuv worker threads.
 */
#ifndef ALGORUN_DIGEST_H
#define ALGORUN_DIGEST_H

#include <openssl/evp.h>
#include <stddef.h>
#include <stdint.h>

/* Hash kinds; the numbering is part of the addon's JS contract (src/native/addon.ts). */
enum { KIND_SHA512_256 = 0, KIND_SHA256 = 1, KIND_SHA512 = 2, KIND_COUNT = 3 };

#define MAX_DIGEST_SIZE 64

typedef struct {
  const EVP_MD *md; /* borrowed from the process-wide table, never freed by the hasher */
  EVP_MD_CTX *ctx;
  size_t size;
} hasher_t;

/* Digest size in bytes of a kind, or 0 when the kind is unknown. */
size_t digest_size(int kind);

/* Returns 0 on success; on failure the hasher holds nothing that needs freeing. */
int hasher_open(hasher_t *h, int kind);
void hasher_close(hasher_t *h);

int hasher_begin(hasher_t *h);
int hasher_update(hasher_t *h, const uint8_t *data, size_t len);
int hasher_end(hasher_t *h, uint8_t *out);

/* out = H(a || b || c); any part may be empty. out may alias an input (inputs are consumed before it is written). */
int hasher_digest3(hasher_t *h, const uint8_t *a, size_t alen, const uint8_t *b, size_t blen, const uint8_t *c,
                   size_t clen, uint8_t *out);

#endif
