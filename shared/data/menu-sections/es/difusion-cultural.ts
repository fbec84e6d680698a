/** The Spanish sections of the mega-menu's 'difusion-cultural' entry (see ../../menu-sections.es.ts). */
import type { MenuSection } from '../../../types/menu.js';

export const difusionCultural: MenuSection[] = [
  {
    heading: 'Museo',
    links: [
      {
        title: 'Museo de la Bolsa',
        url: '/es/difusion-cultural/museo-de-la-bolsa',
      },
      {
        title: 'Visitas guiadas',
        url: '/es/difusion-cultural/visitas-guiadas',
      },
      {
        title: 'Colección histórica',
        url: '/es/difusion-cultural/coleccion-historica',
      },
      {
        title: 'Próximamente: recorrido virtual',
        url: '',
      },
    ],
  },
  {
    heading: 'Exposiciones',
    links: [
      {
        title: 'Exposiciones actuales',
        url: '/es/difusion-cultural/exposiciones-actuales',
      },
      {
        title: 'Exposiciones anteriores',
        url: '/es/difusion-cultural/exposiciones-anteriores',
      },
      {
        title: 'Acervo artístico',
        url: '/es/difusion-cultural/acervo-artistico',
      },
    ],
  },
  {
    heading: 'Eventos',
    links: [
      {
        title: 'Agenda cultural',
        url: '/es/difusion-cultural/agenda-cultural',
      },
      {
        title: 'Presentaciones de libros',
        url: '/es/difusion-cultural/presentaciones-de-libros',
      },
      {
        title: 'Conciertos',
        url: '/es/difusion-cultural/conciertos',
      },
      {
        title: 'Ceremonias de campanazo',
        url: '/es/difusion-cultural/ceremonias-de-campanazo',
      },
    ],
  },
];
