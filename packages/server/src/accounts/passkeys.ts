/**
 * Passkeys (WebAuthn) with @simplewebauthn/server: options for the browser's ceremony, each with a challenge
 * kept in storage (so any process may take the answer) for five minutes and answered once, and the verification
 * of the answer — signature, challenge, origin and relying party — by the library. The relying party is the host
 * the browser asked (its origin is in what the authenticator signs), so one server works under any address. A
 * passkey is the only factor, so the authenticator must verify its user (a PIN, a fingerprint).
 */
import { randomBytes } from 'node:crypto';
import {
  type AuthenticationResponseJSON,
  generateAuthenticationOptions,
  generateRegistrationOptions,
  type RegistrationResponseJSON,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import type { FastifyRequest } from 'fastify';
import type {
  AccountRow,
  ChallengePurpose,
  ChallengeRow,
  NewPasskey,
  PasskeyRow,
} from '../storage/accounts.js';
import type { Storage } from '../storage/storage.js';

const CHALLENGE_MS = 5 * 60 * 1000;
const RP_NAME = 'Warboard';

/** The origin the browser is on and the relying party id (its host name), as this request reached us. */
export function relyingParty(request: FastifyRequest): { origin: string; rpID: string } {
  return { origin: `${request.protocol}://${request.host}`, rpID: request.hostname };
}

async function keep(
  storage: Storage,
  purpose: ChallengePurpose,
  challenge: string,
  extra: Pick<ChallengeRow, 'name' | 'accountId' | 'userHandle'>,
): Promise<string> {
  const id = randomBytes(18).toString('base64url');
  await storage.putChallenge({ id, challenge, purpose, ...extra, expiresAt: Date.now() + CHALLENGE_MS });
  return id;
}

/**
 * Options to make a passkey: for a new account of `name` (signup), or one more for `account` (add). The
 * passkey is discoverable, so it signs in without typing the name.
 */
export async function registrationOptions(
  storage: Storage,
  request: FastifyRequest,
  who: { purpose: 'signup'; name: string } | { purpose: 'add'; account: AccountRow },
) {
  const { rpID } = relyingParty(request);
  const name = who.purpose === 'signup' ? who.name : who.account.name;
  const userHandle = who.purpose === 'signup' ? randomBytes(12).toString('base64url') : who.account.id;
  const existing = who.purpose === 'add' ? await storage.passkeys(who.account.id) : [];
  const options = await generateRegistrationOptions({
    rpName: RP_NAME,
    rpID,
    userName: name,
    userID: new TextEncoder().encode(userHandle),
    attestationType: 'none',
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
    excludeCredentials: existing.map((p) => ({ id: p.id, transports: [...p.transports] })),
  });
  const challenge = await keep(storage, who.purpose, options.challenge, {
    name,
    accountId: who.purpose === 'add' ? who.account.id : null,
    userHandle,
  });
  return { challenge, options };
}

/** The new passkey from the browser's answer, or null when it does not verify. Never throws on bad input. */
export async function verifyRegistration(
  request: FastifyRequest,
  challenge: ChallengeRow,
  response: unknown,
): Promise<NewPasskey | null> {
  const { origin, rpID } = relyingParty(request);
  try {
    const verified = await verifyRegistrationResponse({
      response: response as RegistrationResponseJSON,
      expectedChallenge: challenge.challenge,
      expectedOrigin: origin,
      expectedRPID: rpID,
    });
    if (!verified.verified) return null;
    const { credential } = verified.registrationInfo;
    return {
      id: credential.id,
      publicKey: Buffer.from(credential.publicKey).toString('base64url'),
      counter: credential.counter,
      transports: credential.transports ?? [],
    };
  } catch {
    return null; // malformed, forged or for another challenge: the library says why, the player need not
  }
}

/** Options to sign in with any passkey of this site: no name asked, so none is told. */
export async function authenticationOptions(storage: Storage, request: FastifyRequest) {
  const { rpID } = relyingParty(request);
  const options = await generateAuthenticationOptions({ rpID, userVerification: 'required' });
  const challenge = await keep(storage, 'signin', options.challenge, {
    name: null,
    accountId: null,
    userHandle: null,
  });
  return { challenge, options };
}

/** The passkey that signed the answer, its counter moved on; null when the answer does not verify. */
export async function verifyAuthentication(
  storage: Storage,
  request: FastifyRequest,
  challenge: ChallengeRow,
  response: { id: string },
): Promise<PasskeyRow | null> {
  const passkey = await storage.passkey(response.id);
  if (!passkey) return null;
  const { origin, rpID } = relyingParty(request);
  try {
    const verified = await verifyAuthenticationResponse({
      response: response as AuthenticationResponseJSON,
      expectedChallenge: challenge.challenge,
      expectedOrigin: origin,
      expectedRPID: rpID,
      credential: {
        id: passkey.id,
        publicKey: new Uint8Array(Buffer.from(passkey.publicKey, 'base64url')),
        counter: passkey.counter,
        transports: [...passkey.transports],
      },
    });
    if (!verified.verified) return null;
    await storage.setPasskeyCounter(passkey.id, verified.authenticationInfo.newCounter);
    return passkey;
  } catch {
    return null;
  }
}
