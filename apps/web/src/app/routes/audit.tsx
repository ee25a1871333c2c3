import { AUDIT_EVENT_KINDS, type AuditEventKind } from '@scout/shared/domain';
import { useSearchParams } from 'react-router';
import { AuditPage } from '../../features/audit/components/audit-page';
import type { AuditFilters } from '../../features/audit/api/list-audit-events';
import { useDocumentTitle } from '../../hooks/use-document-title';

const FILTER_NAMES = ['kind', 'actor', 'target', 'from', 'to'] as const;
const isKind = (value: string): value is AuditEventKind => (AUDIT_EVENT_KINDS as readonly string[]).includes(value);
const isDay = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);

/** The filters in the URL ('/admin/audit?kind=share.create&from=2025-01-01'); values the API would refuse are dropped. */
function filtersOf(params: URLSearchParams): AuditFilters {
  const kind = params.get('kind') ?? '';
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  return {
    ...(isKind(kind) ? { kind } : {}),
    ...(params.get('actor') ? { actor: params.get('actor')! } : {}),
    ...(params.get('target') ? { target: params.get('target')! } : {}),
    ...(isDay(from) ? { from } : {}),
    ...(isDay(to) ? { to } : {}),
  };
}

/** '/admin/audit': the audit trail (administrators only; the router sends others to the dashboard). */
export function AuditRoute() {
  useDocumentTitle('Audit');
  const [params, setParams] = useSearchParams();
  const filters = filtersOf(params);
  return (
    <AuditPage
      filters={filters}
      onFiltersChange={(next) =>
        setParams(Object.fromEntries(FILTER_NAMES.flatMap((name) => (next[name] ? [[name, next[name]]] : []))), { replace: true })
      }
    />
  );
}
