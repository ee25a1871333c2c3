import { env } from '../config/env';

type Level = 'debug' | 'info' | 'warn' | 'error';
const ORDER: Record<Level | 'silent', number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 };

/** Structured JSON lines, one per event (CloudWatch in AWS, the terminal locally). */
/** The configured level; a logger must still log while the configuration itself is what is broken. */
function configuredLevel(): Level | 'silent' {
  try {
    return env().LOG_LEVEL;
  } catch {
    return 'info';
  }
}

function log(level: Level, message: string, data?: Record<string, unknown>): void {
  if (ORDER[level] < ORDER[configuredLevel()]) return;
  const line = JSON.stringify({ level, time: new Date().toISOString(), message, ...data });
  if (level === 'error' || level === 'warn') console.error(line);
  else console.log(line);
}

export const logger = {
  debug: (message: string, data?: Record<string, unknown>) => log('debug', message, data),
  info: (message: string, data?: Record<string, unknown>) => log('info', message, data),
  warn: (message: string, data?: Record<string, unknown>) => log('warn', message, data),
  error: (message: string, data?: Record<string, unknown>) => log('error', message, data),
};
