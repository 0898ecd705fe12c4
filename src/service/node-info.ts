/**
 * Static facts about the running node that services report before (and independently of) the ledger:
 * genesis identity and build. The composition root fills it in; once the ledger exists it is derived from the
 * loaded genesis.
 *
 * Invariant: `genesisHash` is 32 bytes.
 */
export interface BuildInfo {
  readonly major: number;
  readonly minor: number;
  readonly buildNumber: number;
  readonly commitHash: string;
  readonly branch: string;
  readonly channel: string;
}

export interface NodeInfo {
  readonly genesisId: string;
  readonly genesisHash: Uint8Array;
  readonly build: BuildInfo;
}

/** Build facts from a semantic version string such as "0.1.0" (missing or non-numeric parts become 0). */
export function buildInfoFromVersion(version: string, channel = 'dev'): BuildInfo {
  const [major = 0, minor = 0, buildNumber = 0] = version
    .split(/[.+-]/)
    .slice(0, 3)
    .map((part) => (/^\d+$/.test(part) ? Number(part) : 0));
  return { major, minor, buildNumber, commitHash: '', branch: '', channel };
}
