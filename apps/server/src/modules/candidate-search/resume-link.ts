import { jwtVerify, SignJWT } from 'jose';

/**
 * Short-lived, same-origin links to a candidate's resume or photo for one viewer. An iframe or an <img> cannot
 * send the bearer token, so the link carries its own signed proof, bound to the candidate and the viewer and
 * signed with a key derived for its purpose only (an access token is no resume link, a photo link no resume link).
 */
type Purpose = 'candidate-resume' | 'candidate-photo';
const RESUME_LINK_TTL_SECONDS = 10 * 60;

const keyFor = (secret: string, purpose: Purpose) => new TextEncoder().encode(`${secret}:${purpose}`);

async function signLink(secret: string, purpose: Purpose, candidateId: string, viewerId: string): Promise<string> {
  return new SignJWT({ purpose, viewer: viewerId })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(candidateId)
    .setIssuedAt()
    .setExpirationTime(`${RESUME_LINK_TTL_SECONDS}s`)
    .sign(keyFor(secret, purpose));
}

async function verifyLink(secret: string, purpose: Purpose, candidateId: string, token: string): Promise<string | null> {
  try {
    const { payload } = await jwtVerify(token, keyFor(secret, purpose), { algorithms: ['HS256'], subject: candidateId });
    return payload.purpose === purpose && typeof payload.viewer === 'string' ? payload.viewer : null;
  } catch {
    return null;
  }
}

export const signResumeLink = (secret: string, candidateId: string, viewerId: string) =>
  signLink(secret, 'candidate-resume', candidateId, viewerId);
/** The viewer's id when the token is valid for this candidate, else null. */
export const verifyResumeLink = (secret: string, candidateId: string, token: string) =>
  verifyLink(secret, 'candidate-resume', candidateId, token);

export const signPhotoLink = (secret: string, candidateId: string, viewerId: string) =>
  signLink(secret, 'candidate-photo', candidateId, viewerId);
export const verifyPhotoLink = (secret: string, candidateId: string, token: string) =>
  verifyLink(secret, 'candidate-photo', candidateId, token);
