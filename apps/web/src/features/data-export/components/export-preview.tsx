import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ExportSheet } from '@scout/shared/domain/breakdown-export';

/** The first rows of the file as it will be written (the sheet holds only those rows). */
export function ExportPreview({ sheet, total }: { sheet: ExportSheet; total: number }) {
  if (sheet.headers.length === 0) return <Typography color="text.secondary">Choose at least one column to export.</Typography>;
  if (total === 0) return <Typography color="text.secondary">No plays match these filters.</Typography>;
  return (
    <>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        Preview: the first {sheet.rows.length} of {total} rows
      </Typography>
      <TableContainer component={Paper} variant="outlined" sx={{ maxHeight: 440 }}>
        <Table size="small" stickyHeader aria-label="Export preview">
          <TableHead>
            <TableRow>
              {sheet.headers.map((header, index) => (
                <TableCell key={index} sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
                  {header}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {sheet.rows.map((row, rowIndex) => (
              <TableRow key={rowIndex}>
                {row.map((cell, index) => (
                  <TableCell
                    key={index}
                    align={typeof cell === 'number' ? 'right' : 'left'}
                    sx={{ whiteSpace: 'nowrap', maxWidth: 240, overflow: 'hidden', textOverflow: 'ellipsis' }}
                  >
                    {cell ?? ''}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </>
  );
}
