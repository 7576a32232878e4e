import { hash, verify } from '@node-rs/argon2';

// argon2id with the OWASP-recommended minimum (19 MiB, 2 passes); Algorithm.Argon2id is 2.
const ARGON2ID = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => hash(password, ARGON2ID);

/** False for a wrong password and for a malformed hash; never throws. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/**
 * A real hash of a throw-away password, checked when the email is unknown, so a
 * wrong email takes as long as a wrong password and does not reveal who has an account.
 */
let decoyHash: Promise<string> | undefined;
export const getDecoyHash = () => {
  decoyHash ??= hashPassword(crypto.randomUUID());
  return decoyHash;
};
