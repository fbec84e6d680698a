import { SEARCH_TERM_MAX_LENGTH } from '../constants.js';
import { splitSearchText } from './search-text.js';

describe('splitSearchText', () => {
  it('splits at the first space into term, term2 and termT', () => {
    expect(splitSearchText('financieros AMX B')).toEqual({
      term: 'financieros',
      term2: 'AMX B',
      termT: 'financieros AMX B',
    });
  });

  it('gives an empty term2 for a single word', () => {
    expect(splitSearchText('AMX')).toEqual({ term: 'AMX', term2: '', termT: 'AMX' });
  });

  it('trims and collapses white space', () => {
    expect(splitSearchText('  casa   de  bolsa ')).toEqual({
      term: 'casa',
      term2: 'de bolsa',
      termT: 'casa de bolsa',
    });
  });

  it('gives empty parts for empty text', () => {
    expect(splitSearchText('')).toEqual({ term: '', term2: '', termT: '' });
    expect(splitSearchText(null)).toEqual({ term: '', term2: '', termT: '' });
  });

  it('cuts the text to the search term limit', () => {
    const { termT } = splitSearchText('a'.repeat(SEARCH_TERM_MAX_LENGTH + 50));
    expect(termT).toHaveLength(SEARCH_TERM_MAX_LENGTH);
  });
});
