/*
 * algorun_native: batch hashing and transaction Merkle commitments for src/native (plain N-API, C).
 *
 * Exports (kinds: 0 sha512_256, 1 sha256, 2 sha512; schemes: 0 array, 1 vector; every function takes a final
 * `isAsync` boolean and then returns a Promise<Buffer> instead of a Buffer):
 *   hashBatch(kind, prefix | null, data, offsets, isAsync)                   n digests: H(prefix || item_i)
 *   txnLeaves(kind, idKind, txnData, txnOffsets, stibData, stibOffsets, isAsync)       n packed leaf hashes
 *   treeRoot(scheme, kind, leaves, isAsync)                                  root digest
 *   treeProof(scheme, kind, leaves, index, isAsync)                          depth sibling digests
 *   txnTreeRoot(scheme, kind, idKind, txnData, txnOffsets, stibData, stibOffsets, isAsync)
 *   txnTreeProof(scheme, kind, idKind, txnData, txnOffsets, stibData, stibOffsets, index, isAsync)
 *   verifyEd25519(data, offsets, signatures, publicKeys, random)              n bytes, 1 = valid (sync only)
 *   abiVersion                                                               bumped on any contract change
 *
 * Invariants: every argument is validated on the JS thread before any work starts (bad input throws a
 * TypeError/RangeError with a Node-style `code`, never crashes); lists cross the boundary as one packed buffer
 * plus a Uint32Array of offsets, because a per-item N-API crossing costs more than hashing the item. The module
 * keeps no per-environment state, so it loads in any number of worker threads and needs no cleanup hook.
 */
#include <node_api.h>
#include <stdio.h>

#include "args.h"
#include "digest.h"
#include "ed25519.h"
#include "job.h"

#define ABI_VERSION 2

static napi_value hash_batch(napi_env env, napi_callback_info info) {
  napi_value argv[5];
  job_spec_t spec = {0};
  size_t size;
  int is_async;
  if (get_args(env, info, 5, argv) != 0 || arg_kind(env, argv[0], "kind", &spec.kind, &size) != 0) return NULL;
  if (arg_bytes(env, argv[1], "prefix", 1, &spec.prefix, &spec.prefix_len) != 0) return NULL;
  if (arg_list(env, argv[2], argv[3], "items", &spec.items) != 0) return NULL;
  if (arg_bool(env, argv[4], "isAsync", &is_async) != 0) return NULL;
  spec.op = OP_HASH_BATCH;
  spec.out_len = spec.items.count * size;
  spec.inputs[spec.input_count++] = argv[2];
  spec.inputs[spec.input_count++] = argv[3];
  if (spec.prefix_len > 0) spec.inputs[spec.input_count++] = argv[1];
  return job_submit(env, &spec, is_async);
}

/* Parses (txnData, txnOffsets, stibData, stibOffsets) starting at argv[0]. */
static int txn_lists(napi_env env, napi_value *argv, job_spec_t *spec) {
  if (arg_list(env, argv[0], argv[1], "txns", &spec->items) != 0) return -1;
  if (arg_list(env, argv[2], argv[3], "stibs", &spec->stibs) != 0) return -1;
  if (spec->items.count != spec->stibs.count) {
    napi_throw_range_error(env, "ERR_OUT_OF_RANGE", "txns and stibs must have the same number of items");
    return -1;
  }
  for (size_t i = 0; i < 4; i++) spec->inputs[spec->input_count++] = argv[i];
  return 0;
}

static napi_value txn_leaves(napi_env env, napi_callback_info info) {
  napi_value argv[7];
  job_spec_t spec = {0};
  size_t size, id_size;
  int is_async;
  if (get_args(env, info, 7, argv) != 0 || arg_kind(env, argv[0], "kind", &spec.kind, &size) != 0) return NULL;
  if (arg_kind(env, argv[1], "idKind", &spec.id_kind, &id_size) != 0 || txn_lists(env, argv + 2, &spec) != 0)
    return NULL;
  if (arg_bool(env, argv[6], "isAsync", &is_async) != 0) return NULL;
  spec.op = OP_TXN_LEAVES;
  spec.out_len = spec.items.count * size;
  return job_submit(env, &spec, is_async);
}

static napi_value tree(napi_env env, napi_callback_info info, int want_proof) {
  napi_value argv[5];
  job_spec_t spec = {0};
  size_t size, argc = want_proof ? 5 : 4;
  int is_async;
  if (get_args(env, info, argc, argv) != 0 || arg_scheme(env, argv[0], "scheme", &spec.scheme) != 0) return NULL;
  if (arg_kind(env, argv[1], "kind", &spec.kind, &size) != 0) return NULL;
  if (arg_digests(env, argv[2], "leaves", size, &spec.leaves, &spec.leaf_count) != 0) return NULL;
  if (want_proof && arg_index(env, argv[3], "index", spec.leaf_count, &spec.index) != 0) return NULL;
  if (arg_bool(env, argv[argc - 1], "isAsync", &is_async) != 0) return NULL;
  spec.op = OP_TREE;
  spec.want_proof = want_proof;
  spec.out_len = want_proof ? tree_depth(spec.scheme, spec.leaf_count) * size : size;
  spec.inputs[spec.input_count++] = argv[2];
  return job_submit(env, &spec, is_async);
}

static napi_value tree_root(napi_env env, napi_callback_info info) { return tree(env, info, 0); }

static napi_value tree_proof(napi_env env, napi_callback_info info) { return tree(env, info, 1); }

static napi_value txn_tree(napi_env env, napi_callback_info info, int want_proof) {
  napi_value argv[9];
  job_spec_t spec = {0};
  size_t size, id_size, argc = want_proof ? 9 : 8;
  int is_async;
  if (get_args(env, info, argc, argv) != 0 || arg_scheme(env, argv[0], "scheme", &spec.scheme) != 0) return NULL;
  if (arg_kind(env, argv[1], "kind", &spec.kind, &size) != 0) return NULL;
  if (arg_kind(env, argv[2], "idKind", &spec.id_kind, &id_size) != 0 || txn_lists(env, argv + 3, &spec) != 0)
    return NULL;
  if (want_proof && arg_index(env, argv[7], "index", spec.items.count, &spec.index) != 0) return NULL;
  if (arg_bool(env, argv[argc - 1], "isAsync", &is_async) != 0) return NULL;
  spec.op = OP_TXN_TREE;
  spec.want_proof = want_proof;
  spec.out_len = want_proof ? tree_depth(spec.scheme, spec.items.count) * size : size;
  return job_submit(env, &spec, is_async);
}

static napi_value txn_tree_root(napi_env env, napi_callback_info info) { return txn_tree(env, info, 0); }

static napi_value txn_tree_proof(napi_env env, napi_callback_info info) { return txn_tree(env, info, 1); }

/* A fixed-size block of n items of `size` bytes. */
static int arg_block(napi_env env, napi_value value, const char *name, size_t n, size_t size, const uint8_t **data) {
  size_t len;
  if (arg_bytes(env, value, name, 0, data, &len) != 0) return -1;
  if (len != n * size) {
    char message[96];
    snprintf(message, sizeof message, "%s must hold %zu bytes per message", name, size);
    napi_throw_range_error(env, "ERR_OUT_OF_RANGE", message);
    return -1;
  }
  return 0;
}

/* Synchronous: callers are pool threads already, and a batch of 64 takes about a millisecond. */
static napi_value verify_ed25519(napi_env env, napi_callback_info info) {
  napi_value argv[5], out;
  byte_list_t messages;
  const uint8_t *sigs, *pks, *random;
  void *valid;
  napi_status status;
  if (get_args(env, info, 5, argv) != 0 || arg_list(env, argv[0], argv[1], "messages", &messages) != 0) return NULL;
  if (arg_block(env, argv[2], "signatures", messages.count, 64, &sigs) != 0) return NULL;
  if (arg_block(env, argv[3], "publicKeys", messages.count, 32, &pks) != 0) return NULL;
  if (arg_block(env, argv[4], "random", messages.count, 16, &random) != 0) return NULL;
  if ((status = napi_create_buffer(env, messages.count, &valid, &out)) != napi_ok) {
    throw_status(env, status);
    return NULL;
  }
  int rc = ed25519_verify_batch(&messages, sigs, pks, random, valid);
  if (rc != MK_OK) {
    napi_throw_error(env, rc == MK_ERR_NOMEM ? "ERR_MEMORY_ALLOCATION_FAILED" : "ERR_CRYPTO_OPERATION_FAILED",
                     rc == MK_ERR_NOMEM ? "out of memory" : "SHA-512 failed");
    return NULL;
  }
  return out;
}

NAPI_MODULE_INIT() {
  napi_value abi;
  napi_property_descriptor props[] = {
      {"hashBatch", NULL, hash_batch, NULL, NULL, NULL, napi_enumerable, NULL},
      {"txnLeaves", NULL, txn_leaves, NULL, NULL, NULL, napi_enumerable, NULL},
      {"treeRoot", NULL, tree_root, NULL, NULL, NULL, napi_enumerable, NULL},
      {"treeProof", NULL, tree_proof, NULL, NULL, NULL, napi_enumerable, NULL},
      {"txnTreeRoot", NULL, txn_tree_root, NULL, NULL, NULL, napi_enumerable, NULL},
      {"txnTreeProof", NULL, txn_tree_proof, NULL, NULL, NULL, napi_enumerable, NULL},
      {"verifyEd25519", NULL, verify_ed25519, NULL, NULL, NULL, napi_enumerable, NULL},
      {"abiVersion", NULL, NULL, NULL, NULL, NULL, napi_enumerable, NULL},
  };
  if (napi_create_uint32(env, ABI_VERSION, &abi) != napi_ok) return NULL;
  props[7].value = abi;
  if (napi_define_properties(env, exports, sizeof props / sizeof props[0], props) != napi_ok) return NULL;
  return exports;
}
