import { screen, within } from '@testing-library/react';
import { expectErrorAlert } from '../../test/error-alert.js';
import * as harness from './glossary-test-harness.js';

harness.setUpGlossaryTests();

describe.each(['es', 'en'] as const)('GlossaryView states (%s)', (lang) => {
  const t = harness.TEXT[lang];

  it('shows a labelled spinner and the page heading while loading', () => {
    harness.renderGlossary({ lang, status: 'loading', data: undefined });
    expect(screen.getByRole('status', { name: t.loading })).toHaveTextContent(t.loading);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(t.title);
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
  });

  it('shows the error text and lists the raw messages on failure', () => {
    harness.renderGlossary({
      lang,
      status: 'error',
      data: undefined,
      messages: ['upstream timeout', 'status 504'],
    });
    expectErrorAlert(t.error, t.details, ['upstream timeout', 'status 504']);
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows the error text without a list when there are no messages', () => {
    harness.renderGlossary({ lang, status: 'error', data: undefined });
    expect(screen.getByRole('alert')).toHaveTextContent(t.error);
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('treats a success without data as a failed load', () => {
    harness.renderGlossary({ lang, status: 'success', data: undefined, messages: ['data error'] });
    expect(screen.getByRole('alert')).toHaveTextContent(`${t.error}data error`);
  });

  it('shows the no-results message for a letter without terms named by the URL', () => {
    harness.renderGlossary({ lang, query: `?${harness.LETTER_PARAM[lang]}=X` });
    expect(screen.getByText(t.none)).toHaveClass('none');
    expect(harness.cardTitles()).toEqual([]);
    expect(harness.liveRegion()).toHaveTextContent(t.count(0));
  });
});

describe.each(['es', 'en'] as const)('Glossary term of the day (%s)', (lang) => {
  const heading = { es: 'Término del día', en: 'Term of the day' }[lang];
  const region = () => screen.getByRole('region', { name: heading });

  it('shows one term of the list with its summary and a link to its page', () => {
    harness.renderGlossary({ lang, day: '2026-11-25' });
    const link = within(region()).getByRole('link');
    const title = within(region()).getAllByRole('paragraph')[0]?.textContent ?? '';
    const term = harness.DATA[lang].pageGlosarioLandings.find((t) => t.displayTitle === title);
    expect(term).toBeDefined();
    expect(region()).toHaveTextContent(term!.shortDescription.slice(0, 100));
    expect(link).toHaveAttribute(
      'href',
      `${harness.GLOSSARY_PATH[lang]}/${encodeURIComponent(term!.title).replace(/%20/g, '_')}`,
    );
    expect(link).toHaveAccessibleName(
      lang === 'es' ? `Leer la definición de ${title}` : `Read the definition of ${title}`,
    );
  });

  it('shows the same term for the same day and another on some other day', () => {
    const titleOn = (day: string) => {
      const { unmount } = harness.renderGlossary({ lang, day });
      const text = within(region()).getAllByRole('paragraph')[0]?.textContent;
      unmount();
      return text;
    };
    expect(titleOn('2026-11-25')).toBe(titleOn('2026-11-25'));
    const days = ['2026-11-26', '2026-11-27', '2026-11-28', '2026-11-29', '2026-11-30'];
    expect(new Set(days.map(titleOn)).size).toBeGreaterThan(1);
  });

  it('is left out when the page carries no day', () => {
    harness.renderGlossary({ lang });
    expect(screen.queryByRole('region', { name: heading })).not.toBeInTheDocument();
  });
});

describe('GlossaryView intro', () => {
  it('shows the home page title as the h1 and its sanitized HTML body', () => {
    const { container } = harness.renderGlossary();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Glosario financiero');
    expect(screen.getByText('Glosario', { selector: 'strong' })).toBeInTheDocument();
    expect(container.querySelector('script')).toBeNull();
  });

  it('shows the English intro on English pages', () => {
    harness.renderGlossary({ lang: 'en' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Glossary');
    expect(screen.getByText('Glossary', { selector: 'em' })).toBeInTheDocument();
  });
});
