/**
 * The panel's polite live region: what an action on the current answer did (`notice`), else the
 * answer's count, or its lack of results with the "did you mean".
 */
import { useIntl } from 'react-intl';
import { formatCount } from '#shared/number-locale.js';
import type { Lang } from '#shared/types/common.js';
import type { PanelState } from './use-panel-search.js';

export function PanelAnnouncement({
  notice,
  state,
  rowCount,
  lang,
}: {
  notice: string;
  state: PanelState;
  rowCount: number;
  lang: Lang;
}) {
  const intl = useIntl();
  return (
    <div className="visually-hidden" aria-live="polite" aria-atomic="true">
      {notice !== ''
        ? notice
        : state.kind === 'success'
          ? intl.formatMessage(
              { id: 'searchPanel.count' },
              { count: rowCount, shown: formatCount(rowCount, lang) },
            )
          : state.kind === 'noResults'
            ? [
                intl.formatMessage({ id: 'search.noResults' }),
                state.suggestion === null
                  ? ''
                  : intl.formatMessage(
                      { id: 'search.didYouMean' },
                      { suggestion: state.suggestion },
                    ),
              ]
                .filter(Boolean)
                .join('. ')
            : ''}
    </div>
  );
}
