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

/**
 * Hosts that offer the quick-login buttons and the dev timer controls: the name contains dev, d1 or
 * localhost. A local IP address counts too.
 */
export function isDevHost(hostname: string): boolean {
  const host = hostname.toLowerCase();
  return host.includes('dev') || host.includes('d1') || host.includes('localhost') || isLocalHost(host);
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
export function hostEnvironment(hostname: string): HostEnvironment {
  const host = hostname.toLowerCase();
  if (isLocalHost(host)) return 'local';
  if (isNonProductionHost(host) || isDevHost(host) || CLOUD_HOST_SUFFIXES.some((suffix) => host.endsWith(suffix))) {
    return 'cloud-dev';
  }
  return 'production';
}

/** The floating chip: 'LOCAL MODE' on local hosts, 'DEV MODE' on dev hosts, nothing elsewhere. */
export function modeChipLabel(hostname: string): 'LOCAL MODE' | 'DEV MODE' | null {
  if (isLocalHost(hostname)) return 'LOCAL MODE';
  if (isDevHost(hostname)) return 'DEV MODE';
  return null;
}

/** The periodic update check is off on localhost. */
export function isUpdateCheckEnabled(hostname: string): boolean {
  return !isLocalHost(hostname);
}

/**
 * Hosts behind the restricted-environment gate (spec §2): the name contains preprod, staging or dev, as the spec
 * words it ('scout-dev.test', 'dev.scout.example', 'staging2.example.org'). Local hosts never are ('localhost',
 * '*.localhost', private addresses, even 'dev.localhost'): the gate guards deployed environments, not a
 * developer's own machine.
 */
export function isRestrictedHost(hostname: string): boolean {
  const host = hostname.toLowerCase();
  if (isLocalHost(host)) return false;
  return ['preprod', 'staging', 'dev'].some((marker) => host.includes(marker));
}
