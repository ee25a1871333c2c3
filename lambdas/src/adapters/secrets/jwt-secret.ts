import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { env } from '../../config/env';

let secret: Promise<string> | undefined;

/** The token signing secret: from configuration locally, from Secrets Manager in AWS (read once). */
export function jwtSecret(): Promise<string> {
  if (!secret) {
    const { JWT_SECRET, JWT_SECRET_ARN, AWS_REGION } = env();
    if (JWT_SECRET) secret = Promise.resolve(JWT_SECRET);
    else if (!JWT_SECRET_ARN) throw new Error('Invalid Lambda configuration: set JWT_SECRET or JWT_SECRET_ARN');
    else {
      const client = new SecretsManagerClient({ region: AWS_REGION });
      secret = client.send(new GetSecretValueCommand({ SecretId: JWT_SECRET_ARN })).then((result) => {
        const value = result.SecretString ?? '';
        if (value.length < 32) throw new Error('The JWT secret must be at least 32 characters');
        return value;
      });
      secret.catch(() => {
        secret = undefined;
      });
    }
  }
  return secret;
}
