import CheckIcon from '@mui/icons-material/Check';
import FilterListIcon from '@mui/icons-material/FilterList';
import Badge from '@mui/material/Badge';
import Button from '@mui/material/Button';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState } from 'react';
import { STATUS_FILTERS, STATUS_FILTER_LABELS, type StatusFilter } from '../report-filters';

interface StatusFilterButtonProps {
  value: StatusFilter;
  onChange(value: StatusFilter): void;
}

/** 'Filters': narrows the list by status, on the client. */
export function StatusFilterButton({ value, onChange }: StatusFilterButtonProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  return (
    <>
      <Badge color="secondary" variant="dot" invisible={value === 'all'} overlap="rectangular">
        <Button
          variant="outlined"
          startIcon={<FilterListIcon />}
          onClick={(event) => setAnchor(event.currentTarget)}
          aria-haspopup="menu"
          aria-controls={anchor ? menuId : undefined}
          aria-expanded={anchor ? 'true' : undefined}
        >
          Filters
        </Button>
      </Badge>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        <ListSubheader>Status</ListSubheader>
        {STATUS_FILTERS.map((filter) => (
          <MenuItem
            key={filter}
            selected={filter === value}
            onClick={() => {
              onChange(filter);
              setAnchor(null);
            }}
          >
            <ListItemIcon>{filter === value ? <CheckIcon fontSize="small" /> : null}</ListItemIcon>
            <ListItemText>{STATUS_FILTER_LABELS[filter]}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
