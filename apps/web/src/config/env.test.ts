import { describe, expect, it } from 'vitest';
import { DEFAULT_REGISTRATION_URL, parseEnv } from './env';

describe('parseEnv', () => {
  it('reads the API URL without a trailing slash and defaults the rest', () => {
    expect(parseEnv({ VITE_API_URL: 'http://localhost:3001/', MODE: 'development', DEV: true })).toEqual({
      apiUrl: 'http://localhost:3001',
      registrationUrl: DEFAULT_REGISTRATION_URL,
      mediaUrl: null,
      gatewayUrl: null,
      liveUrl: null,
      devHosts: [],
      commit: 'dev',
      mode: 'development',
      isDev: true,
    });
  });

  it('reads the configured dev hosts, comma-separated, in lower case', () => {
    expect(parseEnv({ VITE_API_URL: 'https://api.example.com', VITE_DEV_HOSTS: ' scout-dev.test, Dev.Scout.example ,' }).devHosts).toEqual([
      'scout-dev.test',
      'dev.scout.example',
    ]);
  });

  it('takes the registration URL and the commit when given', () => {
    const env = parseEnv({
      VITE_API_URL: 'https://api.example.com',
      VITE_REGISTRATION_URL: 'https://example.com/join',
      VITE_COMMIT: 'abc1234def',
      VITE_MEDIA_URL: 'https://media.example.com/',
      VITE_API_GATEWAY_URL: 'https://abc123.execute-api.eu-west-1.amazonaws.com/',
      VITE_WS_URL: 'wss://ws123.execute-api.eu-west-1.amazonaws.com/live',
    });

    expect(env).toMatchObject({
      registrationUrl: 'https://example.com/join',
      commit: 'abc1234def',
      mediaUrl: 'https://media.example.com',
      gatewayUrl: 'https://abc123.execute-api.eu-west-1.amazonaws.com',
      liveUrl: 'wss://ws123.execute-api.eu-west-1.amazonaws.com/live',
    });
  });

  it('treats empty optional values as absent', () => {
    expect(parseEnv({ VITE_API_URL: 'https://api.example.com', VITE_REGISTRATION_URL: '', VITE_COMMIT: ' ' })).toMatchObject({
      registrationUrl: DEFAULT_REGISTRATION_URL,
      commit: 'dev',
    });
  });

  it('fails loudly, naming the variable, when the API URL is missing or not a URL', () => {
    expect(() => parseEnv({})).toThrow(/VITE_API_URL/);
    expect(() => parseEnv({ VITE_API_URL: 'localhost:3001' })).toThrow(/VITE_API_URL/);
    expect(() => parseEnv({ VITE_API_URL: 'https://api.example.com', VITE_WS_URL: 'https://ws.example.com' })).toThrow(/VITE_WS_URL/);
  });
});
