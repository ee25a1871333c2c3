/**
 * Host detection (banners, chips, menus and controls that depend on the host). Every rule takes the hostname
 * so it can be tested; `currentHost()` reads the browser's.
 */

const PRIVATE_IPV4 = [/^10\.\d+\.\d+\.\d+$/, /^192\.168\.\d+\.\d+$/, /^172\.(1[6-9]|2\d|3[01])\.\d+\.\d+$/];

export function currentHost(): string {
  return typeof window === 'undefined' ? 'localhost' : window.location.hostname;
}

/** This machine or a private network: localhost, 127.x, ::1, 10.x, 192.168.x, 172.16-31.x. */
export function isLocalHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/^\[|\]$/g, '');
  if (host === 'localhost' || host.endsWith('.localhost') || host === '::1' || host === '0.0.0.0') return true;
  if (/^127\.\d+\.\d+\.\d+$/.test(host)) return true;
  return PRIVATE_IPV4.some((pattern) => pattern.test(host));
}

/** The loopback names that are always dev hosts. */
const LOOPBACK_DEV_HOSTS = ['localhost', '127.0.0.1', '::1'];

/**
 * Hosts that offer the quick-login buttons (when the build has them: see `quickLoginBuilt`) and the dev timer
 * controls: an exact allowlist, never a substring (a production name such as 'd1scout.com' or CloudFront's
 * 'd1….cloudfront.net' must not count). Localhost, 127.0.0.1 and ::1, plus the names the build was given in
 * VITE_DEV_HOSTS (config/env.ts).
 */
export function isDevHost(hostname: string, configuredHosts: readonly string[] = []): boolean {
  const host = hostname.toLowerCase().replace(/^\[|\]$/g, '');
  return LOOPBACK_DEV_HOSTS.includes(host) || configuredHosts.some((name) => name.toLowerCase() === host);
}

/** Hosts that are not production: local, dev, test, staging, preprod. The Dev Tools group shows there. */
export function isNonProductionHost(hostname: string): boolean {
  const host = hostname.toLowerCase();
  return isLocalHost(host) || ['dev', 'test', 'staging', 'preprod', 'local'].some((marker) => host.includes(marker));
}

export type HostEnvironment = 'local' | 'cloud-dev' | 'production';

const CLOUD_HOST_SUFFIXES = ['.amazonaws.com', '.cloudfront.net', '.amplifyapp.com'];

/**
 * Which environment banner to show: 'LOCAL DEVELOPMENT' on local or private-network hosts, 'AWS DEVELOPMENT'
 * on dev, staging and bare cloud hosts, none in production.
 */
export function hostEnvironment(hostname: string, configuredDevHosts: readonly string[] = []): HostEnvironment {
  const host = hostname.toLowerCase();
  if (isLocalHost(host)) return 'local';
  if (isNonProductionHost(host) || isDevHost(host, configuredDevHosts) || CLOUD_HOST_SUFFIXES.some((suffix) => host.endsWith(suffix))) {
    return 'cloud-dev';
  }
  return 'production';
}

/** The floating chip: 'LOCAL MODE' on local hosts, 'DEV MODE' on dev hosts, nothing elsewhere. */
export function modeChipLabel(hostname: string, configuredDevHosts: readonly string[] = []): 'LOCAL MODE' | 'DEV MODE' | null {
  if (isLocalHost(hostname)) return 'LOCAL MODE';
  if (isDevHost(hostname, configuredDevHosts)) return 'DEV MODE';
  return null;
}

/** The periodic update check is off on localhost. */
export function isUpdateCheckEnabled(hostname: string): boolean {
  return !isLocalHost(hostname);
}

/**
 * Hosts behind the restricted-environment gate: the name contains preprod, staging or dev ('scout-dev.test', 'dev.scout.example', 'staging2.example.org'). Local hosts never are ('localhost',
 * '*.localhost', private addresses, even 'dev.localhost'): the gate guards deployed environments, not a
 * developer's own machine.
 */
export function isRestrictedHost(hostname: string): boolean {
  const host = hostname.toLowerCase();
  if (isLocalHost(host)) return false;
  return ['preprod', 'staging', 'dev'].some((marker) => host.includes(marker));
}
