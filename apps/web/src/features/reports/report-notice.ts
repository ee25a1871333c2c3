/**
 * How report screens tell the person something outside a dialog (saved, deleted, not available yet).
 * Features do not import each other, so app/ passes the notifications feature's `notify` in.
 */
export interface ReportNotice {
  message: string;
  severity: 'success' | 'info' | 'warning' | 'error';
}

export type Notify = (notice: ReportNotice) => void;
