/** Ports and folders of the built-site browser tests, apart from the dev-server tests' (3101, 5273, 4667, 4668). */
export const BUILT_SITE = {
  apiPort: 3111,
  wsPort: 3112,
  webPort: 5283,
  dynamodbPort: 4677,
  s3Port: 4678,
  /** Built here, not in apps/web/dist: that one is the deployable build (VITE_API_URL of the real API). */
  dist: '.data/e2e-built/dist',
} as const;
