import FilterListIcon from '@mui/icons-material/FilterList';
import Button from '@mui/material/Button';
import { lazy, Suspense, type ComponentProps } from 'react';
import type { BreakdownFilter } from '@scout/shared/domain/breakdown-filters';

/**
 * The filter panel of the breakdown pages, loaded when the filters are first opened: its lists are MUI selects,
 * whose menus (popover, modal, focus trap) are most of what the panel weighs, and most visits never filter.
 */
const FilterPanel = lazy(async () => ({ default: (await import('./breakdown-filter-panel')).FilterPanel }));

/** Starts loading the panel early, on the toggle's first hover or focus, so it is there when clicked. */
function preloadFilterPanel() {
  void import('./breakdown-filter-panel');
}

/** The filter panel, once loaded (nothing shows while its code arrives, a moment after the toggle is pressed). */
export function LazyFilterPanel(props: ComponentProps<typeof FilterPanel>) {
  return (
    <Suspense fallback={null}>
      <FilterPanel {...props} />
    </Suspense>
  );
}

/** How many values a filter has chosen, over every dimension. */
function activeFilterCount(filter: BreakdownFilter): number {
  return Object.values(filter).reduce((sum: number, values: readonly unknown[]) => sum + values.length, 0);
}

/** The button that opens and closes the filter panel: 'Filters', or 'Filters (3)' while three values are chosen. */
export function FiltersToggleButton({ filter, open, onToggle }: { filter: BreakdownFilter; open: boolean; onToggle(): void }) {
  const active = activeFilterCount(filter);
  return (
    <Button
      variant={open ? 'contained' : 'outlined'}
      startIcon={<FilterListIcon />}
      aria-expanded={open}
      onClick={onToggle}
      onPointerEnter={preloadFilterPanel}
      onFocus={preloadFilterPanel}
    >
      {active > 0 ? `Filters (${active})` : 'Filters'}
    </Button>
  );
}
