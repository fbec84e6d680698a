/**
 * The panel's grouped listbox (WAI-ARIA combobox pattern). Links are the options themselves, out of
 * the Tab order (the input keeps focus), so the listbox holds no other interactive element.
 */
import { createContext, memo, useContext, type MouseEvent, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { DocumentIcon, documentFormatLabel } from '../../search/DocumentIcon.js';
import { Highlight } from '../../search/Highlight.js';
import { SectionCapsule } from '../../search/SectionCapsule.js';
import type { GroupKey, PanelFile, PanelGroup, PanelLink, PanelRow } from './panel-groups.js';
import options from './PanelOptions.module.css';
import styles from './PanelResults.module.css';
import { cx } from '../../ui/class-names.js';

const GROUP_TITLES: Record<GroupKey, string> = {
  definition: 'search.group.definition',
  instruments: 'search.group.instruments',
  issuers: 'search.group.issuers',
  documents: 'search.group.documents',
  indices: 'search.group.indices',
  sections: 'search.group.sections',
  prefixes: 'search.group.prefixes',
};

/** Called when a result is followed (the panel records the search). */
const FollowContext = createContext<() => void>(() => undefined);

/** A click that asks for a new tab or window (the browser handles it, not the router). */
const isModified = (event: MouseEvent) =>
  event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;

interface OptionProps {
  id: string;
  activeId: string | null;
  /** Null: a plain-text row (still an option, so the keyboard reaches and reads it). */
  link: PanelLink | null;
  /** Files open in a new window. */
  newWindow?: boolean;
  label?: string;
  className?: string;
  children: ReactNode;
}

function Option({
  id,
  activeId,
  link,
  newWindow = false,
  label,
  className,
  children,
}: OptionProps) {
  const navigate = useNavigate();
  const onFollow = useContext(FollowContext);
  const active = id === activeId;
  const classes = cx(options.option, active && options.active, className);
  if (!link) {
    return (
      <div role="option" id={id} aria-selected={active} className={classes}>
        {children}
      </div>
    );
  }
  return (
    <a
      role="option"
      id={id}
      aria-selected={active}
      aria-label={label}
      tabIndex={-1}
      className={classes}
      href={link.href}
      {...(newWindow ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      onClick={(event) => {
        onFollow();
        if (!link.internal || newWindow || isModified(event)) return;
        event.preventDefault();
        void navigate(link.href);
      }}
    >
      {children}
    </a>
  );
}

function FileLabel({ kind, file }: { kind: 'main' | 'attachment'; file: PanelFile }) {
  const intl = useIntl();
  const format = documentFormatLabel(file.format);
  return (
    <span className="visually-hidden">
      {` ${intl.formatMessage({ id: `search.document.${kind}` }, { format })} ${intl.formatMessage({ id: 'search.newWindow' })}`}
    </span>
  );
}

function Row({
  row,
  id,
  activeId,
  query,
}: {
  row: PanelRow;
  id: string;
  activeId: string | null;
  query: string;
}) {
  const hl = (text: string) => <Highlight text={text} query={query} />;
  switch (row.kind) {
    case 'titled':
      return (
        <Option id={id} activeId={activeId} link={row.link}>
          <span className={styles.title}>{hl(row.title)}</span>
          <span className={styles.text}>{hl(row.text)}</span>
        </Option>
      );
    case 'keyed':
      return (
        <Option id={id} activeId={activeId} link={row.link}>
          <span className={styles.key}>{hl(row.code)}</span>{' '}
          <span className={styles.name}>{hl(row.name)}</span>
        </Option>
      );
    case 'document':
      return (
        <div className={styles.documentRow}>
          <Option
            id={id}
            activeId={activeId}
            link={row.main && { href: row.main.href, internal: false }}
            newWindow
            className={options.documentMain}
          >
            <span className={styles.documentText}>
              <span className={styles.title}>
                {hl(row.issuerKey)} <span className={styles.tag}>{hl(row.tag)}</span>
              </span>
              <span className={styles.text}>{hl(row.description)}</span>
              <span className={styles.date}>{row.received}</span>
            </span>
            <span className={styles.fileSlot}>
              {row.main && (
                <>
                  <DocumentIcon formato={row.main.format} size={28} />
                  <FileLabel kind="main" file={row.main} />
                </>
              )}
            </span>
          </Option>
          {row.attachment ? (
            <Option
              id={`${id}-file`}
              activeId={activeId}
              link={{ href: row.attachment.href, internal: false }}
              newWindow
              className={options.documentFile}
            >
              <DocumentIcon formato={row.attachment.format} size={28} />
              <FileLabel kind="attachment" file={row.attachment} />
            </Option>
          ) : (
            // Keeps the icons of every row in two columns: main file, attachment.
            <span className={options.documentFile} />
          )}
        </div>
      );
    case 'section':
      return (
        <Option id={id} activeId={activeId} link={row.link} className={options.sectionRow}>
          <span className={styles.name}>{hl(row.title)}</span>{' '}
          <SectionCapsule macroMenu={row.macroMenu} />
        </Option>
      );
  }
}

/** Memoized: typing re-renders the panel, and the results only change with a new answer. */
export const PanelResults = memo(function PanelResults({
  id,
  label,
  groups,
  query,
  activeId,
  onFollow,
}: {
  id: string;
  label: string;
  groups: PanelGroup[];
  query: string;
  activeId: string | null;
  onFollow: () => void;
}) {
  const intl = useIntl();
  return (
    <FollowContext value={onFollow}>
      <div role="listbox" id={id} aria-label={label} className={options.listbox}>
        {groups.map((group) => {
          const title = intl.formatMessage({ id: GROUP_TITLES[group.key] });
          const headId = `${id}-${group.key}`;
          return (
            <div key={group.key} role="group" aria-labelledby={headId} className={options.group}>
              <div id={headId} className={options.groupHeader}>
                {title}
              </div>
              {group.rows.map((row, i) => (
                <Row
                  key={i}
                  row={row}
                  id={`${id}-${group.key}-${String(i)}`}
                  activeId={activeId}
                  query={query}
                />
              ))}
              <Option
                id={`${id}-${group.key}-more`}
                activeId={activeId}
                link={{ href: group.viewMore, internal: true }}
                label={intl.formatMessage({ id: 'search.viewMore.label' }, { group: title })}
                className={options.viewMore}
              >
                {intl.formatMessage({ id: 'search.viewMore' })}
              </Option>
            </div>
          );
        })}
      </div>
    </FollowContext>
  );
});
