import { SignJWT } from 'jose';
import type { Config } from '../../config.ts';
import { ServiceError } from '../errors.ts';

export interface Visitor {
  email: string;
  firstName: string;
  lastName: string;
}

/**
 * Identifies a signed-in visitor to the marketing chat widget (HubSpot's visitor identification):
 * the widget sends the token so conversations attach to the right contact.
 */
export interface IdentificationAdapter {
  readonly name: string;
  identify(visitor: Visitor): Promise<string>;
}

/** Local: a signed, 12-hour token naming the visitor, verifiable with the server's key. */
export function localIdentification(key: string): IdentificationAdapter {
  return {
    name: 'local',
    identify: (v) =>
      new SignJWT({ email: v.email, firstName: v.firstName, lastName: v.lastName })
        .setProtectedHeader({ alg: 'HS256' })
        .setIssuedAt()
        .setExpirationTime('12h')
        .setAudience('visitor-identification')
        .sign(new TextEncoder().encode(key)),
  };
}

/** HubSpot's Visitor Identification API, with a private app's access token. */
export function hubspotIdentification(apiUrl: string, accessToken: string): IdentificationAdapter {
  return {
    name: 'hubspot',
    async identify(v) {
      const res = await fetch(`${apiUrl}/conversations/v3/visitor-identification/tokens/create`, {
        method: 'POST',
        headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' },
        body: JSON.stringify({ email: v.email, firstName: v.firstName, lastName: v.lastName }),
        signal: AbortSignal.timeout(5000),
      }).catch(() => undefined);
      const body = res?.ok ? ((await res.json().catch(() => ({}))) as { token?: unknown }) : {};
      if (typeof body.token !== 'string') throw new ServiceError('rule', 'The chat service is not answering. Try again in a moment.', { code: 503 });
      return body.token;
    },
  };
}

export function identificationAdapter(config: Config): IdentificationAdapter {
  return config.hubspotAccessToken ? hubspotIdentification(config.hubspotApiUrl, config.hubspotAccessToken) : localIdentification(config.secrets.jwtKey);
}
