import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { z } from 'zod';
import { env } from '../../config/env';

const stripeSecretSchema = z.object({
  secretKey: z.string().startsWith('sk_', 'secretKey is a Stripe secret key (sk_…)'),
  webhookSecret: z.string().startsWith('whsec_', 'webhookSecret is a Stripe webhook signing secret (whsec_…)'),
});
export type StripeKeys = z.infer<typeof stripeSecretSchema>;

let keys: Promise<StripeKeys> | undefined;

/** Stripe's API key and webhook signing secret, from Secrets Manager (read once per cold start, again after a failure). */
export function stripeKeysFromSecret(secretArn: string): Promise<StripeKeys> {
  if (!keys) {
    const client = new SecretsManagerClient({ region: env().AWS_REGION });
    keys = client.send(new GetSecretValueCommand({ SecretId: secretArn })).then((result) => {
      const parsed = stripeSecretSchema.safeParse(JSON.parse(result.SecretString ?? '{}'));
      if (!parsed.success)
        throw new Error(`The Stripe secret is not set up: ${parsed.error.issues.map((issue) => issue.message).join('; ')}`);
      return parsed.data;
    });
    keys.catch(() => {
      keys = undefined;
    });
  }
  return keys;
}
