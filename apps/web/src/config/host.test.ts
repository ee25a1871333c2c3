import { describe, expect, it } from 'vitest';
import {
  hostEnvironment,
  isDevHost,
  isLocalHost,
  isNonProductionHost,
  isRestrictedHost,
  isUpdateCheckEnabled,
  modeChipLabel,
} from './host';

describe('host detection', () => {
  it.each([
    'localhost',
    '127.0.0.1',
    '127.1.2.3',
    '10.0.0.5',
    '192.168.1.20',
    '172.16.0.1',
    '172.31.255.254',
    '::1',
    '[::1]',
    'app.localhost',
  ])('%s is a local host', (host) => {
    expect(isLocalHost(host)).toBe(true);
  });

  it.each(['172.15.0.1', '172.32.0.1', '8.8.8.8', 'scout.strongside.ai', 'dev.scout.example'])('%s is not a local host', (host) => {
    expect(isLocalHost(host)).toBe(false);
  });

  it('counts localhost, 127.0.0.1 and ::1 as dev hosts, exactly', () => {
    for (const host of ['localhost', 'LOCALHOST', '127.0.0.1', '::1', '[::1]']) expect(isDevHost(host)).toBe(true);
    for (const host of ['dev.scout.example', 'd1scout.com', 'd1abcdef.cloudfront.net', 'localhost.attacker.example', '192.168.0.10']) {
      expect(isDevHost(host)).toBe(false);
    }
  });

  it('counts the names the build was given as dev hosts, exactly', () => {
    const configured = ['scout-dev.test', 'dev.scout.example'];
    expect(isDevHost('scout-dev.test', configured)).toBe(true);
    expect(isDevHost('DEV.scout.example', configured)).toBe(true);
    expect(isDevHost('scout-dev.test.attacker.example', configured)).toBe(false);
    expect(isDevHost('staging.scout.example', configured)).toBe(false);
  });

  it('shows dev tools on local, dev, test, staging and preprod hosts only', () => {
    for (const host of ['localhost', 'dev.scout.example', 'test.scout.example', 'staging.scout.example', 'preprod.scout.example']) {
      expect(isNonProductionHost(host)).toBe(true);
    }
    expect(isNonProductionHost('scout.strongside.ai')).toBe(false);
  });

  it('picks the environment banner', () => {
    expect(hostEnvironment('localhost')).toBe('local');
    expect(hostEnvironment('10.1.2.3')).toBe('local');
    expect(hostEnvironment('dev.scout.example')).toBe('cloud-dev');
    expect(hostEnvironment('staging.scout.example')).toBe('cloud-dev');
    expect(hostEnvironment('d3xyz.cloudfront.net')).toBe('cloud-dev');
    expect(hostEnvironment('scout.strongside.ai')).toBe('production');
  });

  it('labels the floating mode chip', () => {
    expect(modeChipLabel('localhost')).toBe('LOCAL MODE');
    expect(modeChipLabel('dev.scout.example', ['dev.scout.example'])).toBe('DEV MODE');
    expect(modeChipLabel('dev.scout.example')).toBeNull();
    expect(modeChipLabel('scout.strongside.ai')).toBeNull();
  });

  it('turns the periodic update check off on localhost', () => {
    expect(isUpdateCheckEnabled('localhost')).toBe(false);
    expect(isUpdateCheckEnabled('scout.strongside.ai')).toBe(true);
  });

  it.each([
    'scout-dev.test',
    'dev.scout.example',
    'SCOUT.DEV.example.org',
    'preprod.scout.example',
    'staging2.scout.example',
    'app-staging.example.com',
  ])('%s is behind the access-code gate', (host) => {
    expect(isRestrictedHost(host)).toBe(true);
  });

  it.each([
    'localhost',
    'dev.localhost',
    '127.0.0.1',
    '192.168.1.20',
    '::1',
    'scout.example.org',
    'scout.strongside.ai',
    'test.scout.example',
  ])('%s is not behind the gate', (host) => {
    expect(isRestrictedHost(host)).toBe(false);
  });

  it('checks for updates on the test hosts the browser tests use, not on localhost', () => {
    expect(isUpdateCheckEnabled('scout-dev.test')).toBe(true);
    expect(isUpdateCheckEnabled('scout.example.org')).toBe(true);
    expect(isUpdateCheckEnabled('127.0.0.1')).toBe(false);
  });
});
