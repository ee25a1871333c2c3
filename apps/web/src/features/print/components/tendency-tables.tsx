import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { TABLE_METRICS, rowHeight, type TablePage, type TablePart } from '../print-tables';

const px = (value: number) => `${value}px`;

/** Every cell one line high (two for a long key tendency): what `paginateTables` counts on. */
const cellSx = {
  px: '6px',
  py: 0,
  fontSize: '11px',
  lineHeight: '13px',
  borderBottom: '1px solid #e5e7eb',
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  verticalAlign: 'middle',
  boxSizing: 'border-box',
} as const;

function PartTable({ part, thinBelow }: { part: TablePart; thinBelow: number }) {
  const { table } = part;
  const rows = table.rows.slice(part.from, part.to);
  return (
    <Box component="section" aria-label={part.continued ? `${table.title} (continued)` : table.title} sx={{ mb: px(TABLE_METRICS.gap) }}>
      <Typography
        component="h3"
        sx={{ fontSize: '14px', lineHeight: px(TABLE_METRICS.title - 4), fontWeight: 800, mb: '4px', height: px(TABLE_METRICS.title - 4) }}
      >
        {table.title}
        {part.continued ? (
          <Box component="span" sx={{ fontWeight: 600, color: '#6b7280' }}>
            {' '}
            (continued)
          </Box>
        ) : null}
      </Typography>
      {table.rows.length === 0 ? (
        <Typography sx={{ fontSize: '11px', lineHeight: px(TABLE_METRICS.empty), color: '#6b7280' }}>{table.empty}</Typography>
      ) : (
        <Box component="table" sx={{ width: '100%', tableLayout: 'fixed', borderCollapse: 'collapse' }}>
          <colgroup>
            {table.columns.map((column) => (
              <col key={column.header} style={{ width: `${column.width}%` }} />
            ))}
          </colgroup>
          <thead>
            <tr style={{ height: px(TABLE_METRICS.header) }}>
              {table.columns.map((column) => (
                <Box
                  component="th"
                  scope="col"
                  key={column.header}
                  sx={{ ...cellSx, fontWeight: 700, textAlign: column.numeric ? 'right' : 'left', borderBottom: '2px solid #111827' }}
                >
                  {column.header}
                </Box>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key} style={{ height: px(rowHeight(row)) }}>
                {row.cells.map((text, index) => {
                  const column = table.columns[index];
                  const first = index === 0;
                  return (
                    <Box
                      component={first ? 'th' : 'td'}
                      scope={first ? 'row' : undefined}
                      key={column?.header ?? index}
                      sx={{
                        ...cellSx,
                        textAlign: column?.numeric ? 'right' : 'left',
                        fontWeight: first ? 600 : 400,
                        fontVariantNumeric: 'tabular-nums',
                        color: row.empty ? '#9ca3af' : row.thin ? '#4b5563' : '#111827',
                        ...(row.lines > 1 ? { whiteSpace: 'normal' } : {}),
                      }}
                    >
                      {row.lines > 1 ? (
                        <Box sx={{ display: '-webkit-box', WebkitLineClamp: row.lines, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}>
                          {text}
                        </Box>
                      ) : (
                        text
                      )}
                    </Box>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </Box>
      )}
      {part.footnote ? (
        <Typography sx={{ fontSize: '10px', lineHeight: px(TABLE_METRICS.footnote), color: '#4b5563' }}>
          * Thin: fewer than {thinBelow} plays; read with care.
        </Typography>
      ) : null}
    </Box>
  );
}

/** One page of the printed tables; a section's first under its heading ('Tendencies · Defense') and note. */
export function TendencyTablesPage({
  page,
  heading,
  note,
  thinBelow,
}: {
  page: TablePage;
  /** The section's heading on its first page; null on the pages it goes on to. */
  heading: string | null;
  note: string;
  thinBelow: number;
}) {
  return (
    <>
      {heading ? (
        <Box sx={{ height: px(TABLE_METRICS.heading), overflow: 'hidden' }}>
          <Typography component="h2" sx={{ fontSize: '22px', lineHeight: '30px', fontWeight: 900 }}>
            {heading}
          </Typography>
          <Typography sx={{ fontSize: '10px', lineHeight: '13px', color: '#4b5563' }}>{note}</Typography>
        </Box>
      ) : null}
      {page.parts.map((part) => (
        <PartTable key={`${part.table.id}-${part.from}`} part={part} thinBelow={thinBelow} />
      ))}
    </>
  );
}
