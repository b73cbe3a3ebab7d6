import { jwtVerify, SignJWT } from 'jose';

/**
 * A short-lived, same-origin link to a candidate's resume for one viewer. An iframe cannot send the
 * bearer token, so the link carries its own signed proof, bound to the candidate and the viewer and
 * signed with a key derived for this purpose only (an access token is no resume link, nor the reverse).
 */
const PURPOSE = 'candidate-resume';
const RESUME_LINK_TTL_SECONDS = 10 * 60;

const keyFor = (secret: string) => new TextEncoder().encode(`${secret}:${PURPOSE}`);

export async function signResumeLink(secret: string, candidateId: string, viewerId: string): Promise<string> {
  return new SignJWT({ purpose: PURPOSE, viewer: viewerId })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(candidateId)
    .setIssuedAt()
    .setExpirationTime(`${RESUME_LINK_TTL_SECONDS}s`)
    .sign(keyFor(secret));
}

/** The viewer's id when the token is valid for this candidate, else null. */
export async function verifyResumeLink(secret: string, candidateId: string, token: string): Promise<string | null> {
  try {
    const { payload } = await jwtVerify(token, keyFor(secret), { algorithms: ['HS256'], subject: candidateId });
    return payload.purpose === PURPOSE && typeof payload.viewer === 'string' ? payload.viewer : null;
  } catch {
    return null;
  }
}
