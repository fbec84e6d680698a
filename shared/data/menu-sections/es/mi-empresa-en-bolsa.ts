/** The Spanish sections of the mega-menu's 'mi-empresa-en-bolsa' entry (see ../../menu-sections.es.ts). */
import type { MenuSection } from '../../../types/menu.js';

export const miEmpresaEnBolsa: MenuSection[] = [
  {
    heading: 'Por qué listarse',
    links: [
      {
        title: 'Beneficios de cotizar',
        url: '/es/mi-empresa-en-bolsa/beneficios-de-cotizar',
      },
      {
        title: 'Alternativas de financiamiento',
        url: '/es/mi-empresa-en-bolsa/alternativas-de-financiamiento',
      },
      {
        title: 'Institucionalización de la empresa',
        url: '/es/mi-empresa-en-bolsa/institucionalizacion',
      },
    ],
  },
  {
    heading: 'Pymes y empresas en crecimiento',
    links: [
      {
        title: 'Pymes en la bolsa',
        url: '/es/mi-empresa-en-bolsa/pymes-en-la-bolsa',
      },
      {
        title: 'Financiamiento para pymes',
        url: '/es/mi-empresa-en-bolsa/financiamiento-para-pymes',
      },
      {
        title: 'Capital privado y emprendedor',
        url: '/es/mi-empresa-en-bolsa/capital-privado-y-emprendedor',
      },
      {
        title: 'Autodiagnóstico',
        url: '/es/mi-empresa-en-bolsa/autodiagnostico',
      },
    ],
  },
  {
    heading: 'Programas',
    links: [
      {
        title: 'Programa de preparación para la bolsa',
        url: '/es/mi-empresa-en-bolsa/programa-de-preparacion',
      },
      {
        title: 'Red de asesores',
        url: '/es/mi-empresa-en-bolsa/red-de-asesores',
      },
      {
        title: 'Talleres para directivos',
        url: '/es/mi-empresa-en-bolsa/talleres-para-directivos',
      },
      {
        title: 'Próximamente: programa para emprendedores',
        url: '',
      },
    ],
  },
  {
    heading: 'Casos de éxito',
    links: [
      {
        title: 'Historias de emisoras',
        url: '/es/mi-empresa-en-bolsa/historias-de-emisoras',
      },
      {
        title: 'Testimonios',
        url: '/es/mi-empresa-en-bolsa/testimonios',
      },
      {
        title: 'Entrevistas con directivos',
        url: '/es/mi-empresa-en-bolsa/entrevistas-con-directivos',
      },
    ],
  },
];
