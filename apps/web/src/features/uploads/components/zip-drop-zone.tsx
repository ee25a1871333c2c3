import CloudUploadOutlinedIcon from '@mui/icons-material/CloudUploadOutlined';
import FolderZipOutlinedIcon from '@mui/icons-material/FolderZipOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { MAX_UPLOAD_BYTES } from '@scout/shared/domain';
import { useId, useRef, useState, type DragEvent, type KeyboardEvent } from 'react';
import { formatBytes } from '../upload-format';
import { chooseZipFile } from '../zip-file';

interface ZipDropZoneProps {
  file: File | null;
  onFile(file: File | null): void;
  disabled?: boolean;
  /** A problem the form found (no file chosen). */
  error?: string | null;
}

/**
 * Where the coach puts the game-film ZIP: click to choose it, or drag and drop it. Only one .zip up to
 * Scout's limit is taken; anything else is refused here with the reason, before anything is sent.
 */
export function ZipDropZone({ file, onFile, disabled = false, error }: ZipDropZoneProps) {
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const hintId = useId();
  const problemId = useId();
  const shownProblem = problem ?? error ?? null;

  const take = (files: readonly File[]) => {
    const choice = chooseZipFile(files);
    if ('problem' in choice) {
      setProblem(choice.problem);
      return;
    }
    setProblem(null);
    onFile(choice.file);
  };

  const open = () => {
    if (!disabled) input.current?.click();
  };

  const onDrop = (event: DragEvent<HTMLElement>) => {
    event.preventDefault();
    setDragging(false);
    if (disabled) return;
    take([...event.dataTransfer.files]);
  };

  const onDragOver = (event: DragEvent<HTMLElement>) => {
    event.preventDefault();
    event.dataTransfer.dropEffect = disabled ? 'none' : 'copy';
    if (!disabled) setDragging(true);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      open();
    }
  };

  return (
    <Box>
      <Box
        role="button"
        tabIndex={disabled ? -1 : 0}
        aria-disabled={disabled}
        aria-label={file ? `Game film ZIP: ${file.name}. Choose another file` : 'Choose the game film ZIP'}
        aria-describedby={`${hintId}${shownProblem ? ` ${problemId}` : ''}`}
        onClick={open}
        onKeyDown={onKeyDown}
        onDragOver={onDragOver}
        onDragEnter={onDragOver}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        sx={(theme) => ({
          p: { xs: 3, md: 4 },
          borderRadius: 2,
          border: '2px dashed',
          borderColor: shownProblem ? 'error.main' : dragging ? 'secondary.main' : file ? 'success.main' : 'divider',
          bgcolor: dragging
            ? alpha(theme.palette.secondary.main, 0.08)
            : file
              ? alpha(theme.palette.success.main, 0.04)
              : alpha(theme.palette.primary.main, 0.02),
          cursor: disabled ? 'default' : 'pointer',
          opacity: disabled ? 0.7 : 1,
          textAlign: 'center',
          transition: 'border-color 120ms, background-color 120ms',
          outline: 'none',
          '&:hover': disabled ? undefined : { borderColor: file ? 'success.dark' : 'secondary.main' },
          '&:focus-visible': { boxShadow: `0 0 0 3px ${alpha(theme.palette.secondary.main, 0.4)}` },
        })}
      >
        {file ? (
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'center', textAlign: 'left' }}>
            <FolderZipOutlinedIcon sx={{ fontSize: 44, color: 'success.main' }} />
            <Box sx={{ minWidth: 0 }}>
              <Typography variant="subtitle1" sx={{ fontWeight: 700, wordBreak: 'break-all' }}>
                {file.name}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {formatBytes(file.size)}
                {disabled ? '' : ' · click or drop another ZIP to replace it'}
              </Typography>
            </Box>
          </Stack>
        ) : (
          <Stack spacing={1} sx={{ alignItems: 'center' }}>
            <CloudUploadOutlinedIcon sx={{ fontSize: 48, color: dragging ? 'secondary.main' : 'text.secondary' }} />
            <Typography variant="subtitle1" sx={{ fontWeight: 700 }}>
              {dragging ? 'Drop the ZIP to add it' : 'Drag and drop your game film ZIP here'}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              or{' '}
              <Box component="span" sx={{ color: 'secondary.main', fontWeight: 600, textDecoration: 'underline' }}>
                click to choose it
              </Box>
            </Typography>
          </Stack>
        )}
        <input
          ref={input}
          type="file"
          accept=".zip,application/zip,application/x-zip-compressed"
          hidden
          aria-label="Game film ZIP file"
          disabled={disabled}
          onChange={(event) => {
            take([...(event.target.files ?? [])]);
            // Choosing the same file again after removing it must fire 'change' again.
            event.target.value = '';
          }}
        />
      </Box>
      <Stack direction="row" spacing={1} sx={{ mt: 1, alignItems: 'flex-start', justifyContent: 'space-between' }}>
        <Box sx={{ minWidth: 0 }}>
          {shownProblem ? (
            <Typography id={problemId} role="alert" variant="body2" color="error" sx={{ fontWeight: 600 }}>
              {shownProblem}
            </Typography>
          ) : null}
          <Typography id={hintId} variant="caption" color="text.secondary" component="p">
            One .zip file up to {formatBytes(MAX_UPLOAD_BYTES).replace('.0 ', ' ')}: a Hudl export, or a folder of game clips zipped up.
          </Typography>
        </Box>
        {file && !disabled ? (
          <Button size="small" color="inherit" onClick={() => onFile(null)} sx={{ flexShrink: 0 }}>
            Remove
          </Button>
        ) : null}
      </Stack>
    </Box>
  );
}
