/**
 * The documents grid's filters (decision 118): received from, received to and document type, a GET
 * form in the URL's parameters, so it works without JavaScript (the server renders the filtered
 * first rows); with JavaScript it changes the URL in place and the grid follows. A bad value in
 * the URL is ignored, and its field says why.
 */
import { useId, type SyntheticEvent } from 'react';
import { useIntl } from 'react-intl';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { isCalendarDay } from '#shared/calendar-day.js';
import {
  ALL_DOCUMENT_FILTER_NAMES,
  DOCUMENT_FILTER_PARAMS,
  documentFilterName,
  documentTypeOptions,
  readDocumentFilters,
  type DocumentFilterParam,
} from '#shared/search/document-filters.js';
import type { Lang } from '#shared/types/common.js';
import { withoutDocumentFilters } from './document-view.js';
import styles from './DocumentFilters.module.css';

export function DocumentFilters({ lang }: { lang: Lang }) {
  const intl = useIntl();
  const id = useId();
  const { pathname } = useLocation();
  const [params, setParams] = useSearchParams();
  const { filters, given, problems } = readDocumentFilters(params, lang);
  const t = (key: string, values?: Record<string, string>) =>
    intl.formatMessage({ id: `searchResults.filters.${key}` }, values);
  const name = (param: DocumentFilterParam) => documentFilterName(param, lang);
  const errorId = (param: DocumentFilterParam) => `${id}-${param}-error`;
  // The invalid field's own error, named by it (`aria-describedby`).
  const problem = (param: DocumentFilterParam) => {
    const kind = problems[param];
    return kind ? (
      <p id={errorId(param)} className={styles.error}>
        {t(`problem.${kind}`, { value: given[param] ?? '' })}
      </p>
    ) : null;
  };
  // A real day stays in its field even when the range was refused (the visitor corrects one end).
  const shownDay = (param: 'from' | 'to') => {
    const value = given[param] ?? '';
    return isCalendarDay(value) ? value : '';
  };
  const invalid = (param: DocumentFilterParam) =>
    problems[param] ? { 'aria-invalid': true as const, 'aria-describedby': errorId(param) } : {};
  const types = documentTypeOptions(lang);
  // What the form sends besides its fields: the rest of the view (tab, sort, other filters).
  const kept = [...params].filter(
    ([key]) => key !== 'page' && !ALL_DOCUMENT_FILTER_NAMES.includes(key),
  );

  const submit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('page');
        for (const param of DOCUMENT_FILTER_PARAMS) {
          const field = data.get(name(param));
          const value = typeof field === 'string' ? field.trim() : '';
          if (value) next.set(name(param), value);
          else next.delete(name(param));
        }
        return next;
      },
      { preventScrollReset: true },
    );
  };

  return (
    <form method="get" action={pathname} className={styles.form} onSubmit={submit}>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t('legend')}</legend>
        {kept.map(([key, value], i) => (
          <input key={`${key}-${String(i)}`} type="hidden" name={key} value={value} />
        ))}
        <div className={styles.field}>
          <label htmlFor={`${id}-from`}>{t('from')}</label>
          <input
            id={`${id}-from`}
            className={styles.input}
            type="date"
            name={name('from')}
            defaultValue={shownDay('from')}
            {...invalid('from')}
          />
          {problem('from')}
        </div>
        <div className={styles.field}>
          <label htmlFor={`${id}-to`}>{t('to')}</label>
          <input
            id={`${id}-to`}
            className={styles.input}
            type="date"
            name={name('to')}
            defaultValue={shownDay('to')}
            {...invalid('to')}
          />
          {problem('to')}
        </div>
        <div className={styles.field}>
          <label htmlFor={`${id}-type`}>{t('type')}</label>
          <select
            id={`${id}-type`}
            className={styles.input}
            name={name('type')}
            defaultValue={filters.type ?? ''}
            {...invalid('type')}
          >
            <option value="">{t('anyType')}</option>
            {types.map((type) => (
              <option key={type.id} value={type.id}>
                {type.label}
              </option>
            ))}
          </select>
          {problem('type')}
        </div>
        <div className={styles.actions}>
          <button type="submit" className={styles.apply}>
            {t('apply')}
          </button>
          {Object.keys(given).length > 0 && (
            <Link
              className={styles.clear}
              to={{ pathname, search: `?${withoutDocumentFilters(params).toString()}` }}
              preventScrollReset
            >
              {t('clear')}
            </Link>
          )}
        </div>
      </fieldset>
    </form>
  );
}
