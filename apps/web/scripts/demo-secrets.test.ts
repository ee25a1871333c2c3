import { describe, expect, it } from 'vitest';
import { DEMO_SECRETS, demoSecretProblems } from './demo-secrets';

describe('demo passwords in a build', () => {
  it('knows every demo account password', () => {
    expect(DEMO_SECRETS).toEqual(['scout-admin-demo', 'scout-coach-demo', 'scout-rival-demo']);
  });

  it('names each built file that holds one', () => {
    const files = [
      { name: 'assets/index-A.js', text: 'const x = 1;' },
      { name: 'assets/login-B.js', text: 'password:"scout-admin-demo",p2:"scout-coach-demo"' },
    ];

    expect(demoSecretProblems(files)).toEqual([
      "assets/login-B.js contains the demo password 'scout-admin-demo': build without VITE_QUICK_LOGIN for production.",
      "assets/login-B.js contains the demo password 'scout-coach-demo': build without VITE_QUICK_LOGIN for production.",
    ]);
  });

  it('passes a build without them', () => {
    expect(demoSecretProblems([{ name: 'index.html', text: '<html></html>' }])).toEqual([]);
  });
});
