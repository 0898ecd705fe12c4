# algorun_native: batch SHA-512/256, transaction Merkle commitments and batched ed25519 verification (native/*.c, plain N-API in C).
# OpenSSL comes from the Node binary itself (its EVP API is exported to addons and its headers ship with Node's),
# so nothing links against a system libcrypto. Built by scripts/build-native.mjs; src/native falls back to the
# pure-JS implementation when build/Release/algorun_native.node is missing or fails to load.
{
  "targets": [
    {
      "target_name": "algorun_native",
      "sources": [
        "native/addon.c",
        "native/args.c",
        "native/digest.c",
        "native/ed25519.c",
        "native/job.c",
        "native/merkle.c",
        "native/sc25519.c"
      ],
      "defines": ["NAPI_VERSION=8", "OPENSSL_API_COMPAT=30000", "OPENSSL_NO_DEPRECATED"],
      "cflags": ["-O3", "-fvisibility=hidden", "-Wall", "-Wextra", "-Wno-unused-parameter"],
      "cflags_c": ["-std=gnu11"],
      "conditions": [
        ["OS == 'mac'", {
          "xcode_settings": {
            "GCC_OPTIMIZATION_LEVEL": "3",
            "GCC_SYMBOLS_PRIVATE_EXTERN": "YES",
            "GCC_C_LANGUAGE_STANDARD": "gnu11",
            "MACOSX_DEPLOYMENT_TARGET": "11.0"
          }
        }],
        ["OS == 'win'", {
          "msvs_settings": {
            "VCCLCompilerTool": { "Optimization": "2", "ExceptionHandling": "0" }
          }
        }]
      ]
    }
  ]
}
