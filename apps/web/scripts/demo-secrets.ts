import { DEMO_ACCOUNTS } from '@scout/shared/domain';

/**
 * The local stack's demo passwords must never ship: a production build leaves quick login out (vite.config.ts,
 * __SCOUT_QUICK_LOGIN__), and check:bundle reads every file of the build for them.
 */
export const DEMO_SECRETS: readonly string[] = Object.values(DEMO_ACCOUNTS).map((account) => account.password);

export interface BuiltFile {
  name: string;
  text: string;
}

/** One line per built file that holds a demo password, naming the file and the password's account. */
export function demoSecretProblems(files: readonly BuiltFile[], secrets: readonly string[] = DEMO_SECRETS): string[] {
  return files.flatMap((file) =>
    secrets
      .filter((secret) => file.text.includes(secret))
      .map((secret) => `${file.name} contains the demo password '${secret}': build without VITE_QUICK_LOGIN for production.`),
  );
}
