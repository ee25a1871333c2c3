import type { ProcessingLogEntry } from '@scout/shared/domain';
import { logger } from '../core/logger';
import type { ImportStore } from '../ports';

/**
 * The report's processing log: what a coach or staff member can download. Writing it never fails a job (a
 * lost log line is not worth a retried clip), but the failure reaches the Lambda log.
 */
export class ProcessingLog {
  constructor(
    private readonly imports: ImportStore,
    private readonly reportId: string,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async write(entries: Omit<ProcessingLogEntry, 'at'>[]): Promise<void> {
    if (entries.length === 0) return;
    const at = this.now().toISOString();
    try {
      await this.imports.appendLog(
        this.reportId,
        entries.map((entry) => ({ at, ...entry })),
      );
    } catch (err) {
      logger.warn('Could not write the processing log', { reportId: this.reportId, error: (err as Error).message });
    }
  }

  info(step: string, message: string, extra: Pick<ProcessingLogEntry, 'durationMs' | 'cardNumber'> = {}): Promise<void> {
    return this.write([{ level: 'info', step, message, ...extra }]);
  }

  warn(step: string, message: string, extra: Pick<ProcessingLogEntry, 'durationMs' | 'cardNumber'> = {}): Promise<void> {
    return this.write([{ level: 'warn', step, message, ...extra }]);
  }

  error(step: string, message: string, extra: Pick<ProcessingLogEntry, 'durationMs' | 'cardNumber'> = {}): Promise<void> {
    return this.write([{ level: 'error', step, message, ...extra }]);
  }
}
