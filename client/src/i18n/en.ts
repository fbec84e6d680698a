import type { es } from './es.js';

/** English catalog of the app shell. Keys must match `es.ts` exactly (a test checks). */
export const en: Record<keyof typeof es, string> = {
  'footer.copyright': '© {year} {abbreviation}',
  'footer.legal': 'Legal information',
  'footer.privacy': 'Privacy notice',
  'footer.terms': 'Terms of use',
  'footer.cookies': 'Cookies',
  'footer.accessibility': 'Accessibility',
  'footer.investmentDisclaimer': 'Investment disclaimer',
  'app.title.legal': '{page} - {group}',
  'page.legal.error': 'Content is temporarily unavailable, please try again later.',
  'app.openSearch': 'Search {group}',
  'app.printedUrl': 'Address of this page: {url}',
  'app.breadcrumbs': 'Breadcrumb',
  'app.breadcrumbs.home': 'Home',
  'app.breadcrumbs.glossary': 'Glossary',
  'app.skipToContent': 'Skip to content',
  'app.loadingPage': 'Loading the page',
  'app.title.glossary': 'Glossary - {group}',
  'app.title.term': '{term} - Glossary - {group}',
  'app.title.home': '{group}',
  'app.title.contact': 'Contact - {group}',
  'app.title.pressRoom': 'Press room - {group}',
  'app.title.search': 'Search - {group}',
  'app.title.issuer': '{name} ({key}) - Issuers - {group}',
  'app.description.issuer': 'Instruments, prices and newest filings of {name} ({key}) on {group}.',
  'app.title.searchTerm': '{term} - Search - {group}',
  'app.title.error': '{message} - {group}',
  'app.description.home':
    'Public site of {group}: glossary of financial terms and search across issuers, instruments, documents, indices and site sections.',
  'app.description.contact': 'How to get in touch with {group}.',
  'app.description.pressRoom': 'Press room of {group}: news releases and media contact.',
  'app.description.search':
    'Search results across the glossary, instruments, issuers, documents, indices and site sections.',
  'app.description.glossary':
    'Glossary of financial and stock-market terms: clear definitions of shares, debt, funds, derivatives and more.',
  'app.description.error':
    '{message}. Go back to the {group} home page or browse the glossary of financial terms.',
  'error.notFound': 'Page not found 404',
  'error.generic': 'An error occurred',
  'error.notFoundMessage': 'This page could not be found',
  'error.backHome': 'Go to the home page',
  'error.toGlossary': 'Go to the glossary',
  'page.home.title': 'Welcome',
  'page.home.body':
    'This is the public site of the stock-exchange group. Here you will find the glossary of financial terms, and with the search box in the header, issuers, instruments, documents, indices and sections of the site.',
  'page.home.glossary': 'Glossary of financial terms',
  'page.home.search': 'Search the site',
  'page.contact.title': 'Contact',
  'page.contact.body':
    'For any question about the group, the site or its content, call or e-mail us, or visit us at our offices.',
  'page.contact.address': 'Address',
  'page.contact.phone': 'Phone',
  'page.contact.email': 'E-mail',
  'page.pressRoom.title': 'Press room',
  'page.pressRoom.body':
    'Press releases, bulletins and media material of the group. This page will soon gather the latest publications.',
  'app.title.groupSite': 'On the main site - {group}',
  'page.groupSite.title': 'This page is on the group’s main site',
  'page.groupSite.body':
    'The section or document you are looking for is published on the main site of {group}. This site gathers the glossary of financial terms and the search.',
  'page.groupSite.go': 'Open on the {group} site',
};
