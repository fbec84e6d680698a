/** The Spanish sections of the mega-menu's 'escuela' entry (see ../../menu-sections.es.ts). */
import type { MenuSection } from '../../../types/menu.js';

export const escuela: MenuSection[] = [
  {
    heading: 'Cursos',
    links: [
      {
        title: 'Catálogo de cursos',
        url: '/es/escuela/catalogo-de-cursos',
      },
      {
        title: 'Cursos en línea',
        url: '/es/escuela/cursos-en-linea',
      },
      {
        title: 'Cursos presenciales',
        url: '/es/escuela/cursos-presenciales',
      },
      {
        title: 'Diplomados',
        url: '/es/escuela/diplomados',
      },
      {
        title: 'Capacitación para empresas',
        url: '/es/escuela/capacitacion-para-empresas',
      },
    ],
  },
  {
    heading: 'Webinars y eventos',
    links: [
      {
        title: 'Próximos webinars',
        url: '/es/escuela/proximos-webinars',
      },
      {
        title: 'Webinars grabados',
        url: '/es/escuela/webinars-grabados',
      },
      {
        title: 'Calendario académico',
        url: '/es/escuela/calendario-academico',
      },
      {
        title: 'Conferencias y foros',
        url: '/es/escuela/conferencias-y-foros',
      },
    ],
  },
  {
    heading: 'Certificados',
    links: [
      {
        title: 'Constancias y certificados',
        url: '/es/escuela/constancias-y-certificados',
      },
      {
        title: 'Validar un certificado',
        url: '/es/escuela/validar-un-certificado',
      },
      {
        title: 'Preparación para certificación AMIB',
        url: '/es/escuela/preparacion-certificacion-amib',
      },
    ],
  },
  {
    heading: 'Recursos',
    links: [
      {
        title: 'Hablemos de bolsa',
        url: '/es/escuela/hablemos-de-bolsa',
      },
      {
        title: 'Glosario',
        url: '/es/bmv/glosario',
      },
      {
        title: 'Guías para invertir',
        url: '/es/escuela/guias-para-invertir',
      },
      {
        title: 'Próximamente: simulador bursátil',
        url: '',
      },
    ],
  },
];
