/**
 * The grid request carried in `requestJson`: ag-Grid's infinite row model request
 * (`IGetRowsParams`) serialized. Column ids are `_source.<field>` (docs/architecture.md
 * "Contracts").
 */

export type SortDirection = 'asc' | 'desc';

export interface GridSortItem {
  colId: string;
  sort: SortDirection;
}

export const TEXT_FILTER_TYPES = [
  'contains',
  'notContains',
  'equals',
  'notEqual',
  'startsWith',
  'endsWith',
  'blank',
  'notBlank',
] as const;
export type TextFilterType = (typeof TEXT_FILTER_TYPES)[number];

export const SCALAR_FILTER_TYPES = [
  'equals',
  'notEqual',
  'lessThan',
  'lessThanOrEqual',
  'greaterThan',
  'greaterThanOrEqual',
  'inRange',
  'blank',
  'notBlank',
] as const;
export type ScalarFilterType = (typeof SCALAR_FILTER_TYPES)[number];

export interface TextFilterCondition {
  filterType: 'text';
  type: TextFilterType;
  filter?: string | null;
}

export interface NumberFilterCondition {
  filterType: 'number';
  type: ScalarFilterType;
  filter?: number | null;
  filterTo?: number | null;
}

export interface DateFilterCondition {
  filterType: 'date';
  type: ScalarFilterType;
  /** `YYYY-MM-DD HH:mm:ss`, as ag-Grid sends dates. */
  dateFrom?: string | null;
  dateTo?: string | null;
}

export type FilterCondition = TextFilterCondition | NumberFilterCondition | DateFilterCondition;

/** Two conditions joined by AND/OR, as ag-Grid sends them. */
export interface CombinedFilter<C extends FilterCondition = FilterCondition> {
  filterType: C['filterType'];
  operator: 'AND' | 'OR';
  conditions: C[];
}

export type ColumnFilter = FilterCondition | CombinedFilter;

export interface GridRequest {
  startRow: number;
  endRow: number;
  sortModel: GridSortItem[];
  filterModel: Record<string, ColumnFilter>;
}

export function isCombinedFilter(filter: ColumnFilter): filter is CombinedFilter {
  return 'operator' in filter && Array.isArray(filter.conditions);
}
