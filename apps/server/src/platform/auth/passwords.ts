import { hash, verify } from '@node-rs/argon2';

// @node-rs/argon2 defaults to argon2id; parameters follow the OWASP minimum (19 MiB, t=2, p=1).
const OPTIONS = { memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  if (!passwordHash.startsWith('$argon2')) return false;
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** A real hash of a random value, verified against when the account does not exist (equal timing). */
let dummyHash: Promise<string> | undefined;
export function timingDummyHash(): Promise<string> {
  dummyHash ??= hashPassword(`dummy-${Math.random()}`);
  return dummyHash;
}

/** Stored for deleted accounts: never a valid argon2 hash, so no password matches. */
export const UNUSABLE_PASSWORD = '!deleted';
