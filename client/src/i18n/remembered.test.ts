import { createIntl } from 'react-intl';
import { REMEMBERED_KEPT, remembered } from './remembered.js';

const intlOf = (locale: string) => createIntl({ locale, messages: {} });

describe('remembered', () => {
  it('formats once per intl object, message and key', () => {
    const es = intlOf('es');
    const en = intlOf('en');
    const format = jest.fn(() => ({ text: 'formatted' }));
    const first = remembered(es, 'm', 3, format);
    expect(remembered(es, 'm', 3, format)).toBe(first);
    expect(format).toHaveBeenCalledTimes(1);
    // Another key, another message or another intl object is formatted again.
    remembered(es, 'm', 4, format);
    remembered(es, 'other', 3, format);
    remembered(en, 'm', 3, format);
    expect(format).toHaveBeenCalledTimes(4);
    // A number key and the same digits as text name the same values.
    expect(remembered(es, 'm', '3', format)).toBe(first);
    expect(format).toHaveBeenCalledTimes(4);
  });

  it('keeps an undefined or empty result too', () => {
    const intl = intlOf('es');
    const format = jest.fn(() => '');
    remembered(intl, 'empty', 1, format);
    remembered(intl, 'empty', 1, format);
    expect(format).toHaveBeenCalledTimes(1);
  });

  it('starts over past the limit, so memory stays bounded', () => {
    const intl = intlOf('es');
    const format = jest.fn((n: number) => n);
    for (let n = 0; n < REMEMBERED_KEPT; n++) remembered(intl, 'n', n, () => format(n));
    expect(format).toHaveBeenCalledTimes(REMEMBERED_KEPT);
    remembered(intl, 'n', 0, () => format(0));
    expect(format).toHaveBeenCalledTimes(REMEMBERED_KEPT);
    // One more key: the map starts over, so the first key is formatted again.
    remembered(intl, 'n', REMEMBERED_KEPT, () => format(REMEMBERED_KEPT));
    remembered(intl, 'n', 0, () => format(0));
    expect(format).toHaveBeenCalledTimes(REMEMBERED_KEPT + 2);
  });
});
