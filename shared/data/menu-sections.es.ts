/**
 * The mega-menu's sections in Spanish (SPEC section 2 "Header"), by entry id: the browser loads
 * them when the menu is first likely to open, not with the page (decision 004). Data only.
 */
import type { MenuSections } from '../types/menu.js';

export const MENU_SECTIONS_ES: MenuSections = {
  grupo: [
    {
      heading: 'Quiénes somos',
      links: [
        {
          title: 'Historia',
          url: '/es/grupo-bmv/historia',
        },
        {
          title: 'Misión, visión y valores',
          url: '/es/grupo-bmv/mision-vision-y-valores',
        },
        {
          title: 'Estructura corporativa',
          url: '/es/grupo-bmv/estructura-corporativa',
        },
        {
          title: 'Sala de prensa',
          url: '/es/grupo-bmv/sala-de-prensa',
        },
        {
          title: 'Trabaja con nosotros',
          url: '/es/grupo-bmv/trabaja-con-nosotros',
        },
      ],
    },
    {
      heading: 'Gobierno corporativo',
      links: [
        {
          title: 'Consejo de administración',
          url: '/es/grupo-bmv/consejo-de-administracion',
        },
        {
          title: 'Comités del consejo',
          url: '/es/grupo-bmv/comites-del-consejo',
        },
        {
          title: 'Estatutos sociales',
          url: '/es/grupo-bmv/estatutos-sociales',
        },
        {
          title: 'Código de ética',
          url: '/es/grupo-bmv/codigo-de-etica',
        },
        {
          title: 'Línea de denuncia',
          url: '/es/grupo-bmv/linea-de-denuncia',
        },
      ],
    },
    {
      heading: 'Sustentabilidad',
      links: [
        {
          title: 'Estrategia ASG',
          url: '/es/grupo-bmv/estrategia-asg',
        },
        {
          title: 'Informe de sustentabilidad',
          url: '/es/grupo-bmv/informe-de-sustentabilidad',
        },
        {
          title: 'Finanzas sostenibles',
          url: '/es/grupo-bmv/finanzas-sostenibles',
        },
        {
          title: 'Inclusión y diversidad',
          url: '/es/grupo-bmv/inclusion-y-diversidad',
        },
      ],
    },
    {
      heading: 'Empresas del grupo',
      links: [
        {
          title: 'Bolsa Mexicana de Valores (BMV)',
          url: '/es/grupo-bmv/bolsa-mexicana-de-valores',
        },
        {
          title: 'MexDer, Mercado Mexicano de Derivados',
          url: '/es/grupo-bmv/mexder',
        },
        {
          title: 'Asigna, Compensación y Liquidación',
          url: '/es/grupo-bmv/asigna',
        },
        {
          title: 'S.D. Indeval',
          url: '/es/grupo-bmv/indeval',
        },
        {
          title: 'Contraparte Central de Valores (CCV)',
          url: '/es/grupo-bmv/contraparte-central-de-valores',
        },
        {
          title: 'SIF ICAP',
          url: '/es/grupo-bmv/sif-icap',
        },
        {
          title: 'Valmer',
          url: '/es/grupo-bmv/valmer',
        },
      ],
    },
  ],
  mercados: [
    {
      heading: 'Mercado de capitales',
      links: [
        {
          title: 'Acciones',
          url: '/es/mercados/acciones',
        },
        {
          title: 'Mercado Global (SIC)',
          url: '/es/mercados/mercado-global-sic',
        },
        {
          title: 'ETF y TRAC',
          url: '/es/mercados/etf-y-trac',
        },
        {
          title: 'FIBRAS',
          url: '/es/mercados/fibras',
        },
        {
          title: 'CKD y CERPI',
          url: '/es/mercados/ckd-y-cerpi',
        },
        {
          title: 'Títulos opcionales (warrants)',
          url: '/es/mercados/titulos-opcionales',
        },
      ],
    },
    {
      heading: 'Mercado de deuda',
      links: [
        {
          title: 'Deuda corporativa',
          url: '/es/mercados/deuda-corporativa',
        },
        {
          title: 'Deuda gubernamental',
          url: '/es/mercados/deuda-gubernamental',
        },
        {
          title: 'Certificados bursátiles',
          url: '/es/mercados/certificados-bursatiles',
        },
        {
          title: 'Bonos verdes, sociales y sustentables',
          url: '/es/mercados/bonos-tematicos',
        },
      ],
    },
    {
      heading: 'Derivados',
      links: [
        {
          title: 'Futuros',
          url: '/es/mercados/futuros',
        },
        {
          title: 'Opciones',
          url: '/es/mercados/opciones',
        },
        {
          title: 'Swaps',
          url: '/es/mercados/swaps',
        },
        {
          title: 'Especificaciones de contratos',
          url: '/es/mercados/especificaciones-de-contratos',
        },
      ],
    },
    {
      heading: 'Operación',
      links: [
        {
          title: 'Horarios de operación',
          url: '/es/mercados/horarios-de-operacion',
        },
        {
          title: 'Días inhábiles',
          url: '/es/mercados/dias-inhabiles',
        },
        {
          title: 'Casas de bolsa miembro',
          url: '/es/mercados/casas-de-bolsa-miembro',
        },
        {
          title: 'Formadores de mercado',
          url: '/es/mercados/formadores-de-mercado',
        },
        {
          title: 'Subastas de volatilidad',
          url: '/es/mercados/subastas-de-volatilidad',
        },
      ],
    },
  ],
  'informacion-de-mercado': [
    {
      heading: 'Datos en tiempo real',
      links: [
        {
          title: 'Difusión en tiempo real',
          url: '/es/informacion-de-mercado/difusion-en-tiempo-real',
        },
        {
          title: 'Datos con retraso',
          url: '/es/informacion-de-mercado/datos-con-retraso',
        },
        {
          title: 'Profundidad de mercado',
          url: '/es/informacion-de-mercado/profundidad-de-mercado',
        },
        {
          title: 'Distribuidores autorizados',
          url: '/es/informacion-de-mercado/distribuidores-autorizados',
        },
      ],
    },
    {
      heading: 'Datos históricos y de referencia',
      links: [
        {
          title: 'Series históricas',
          url: '/es/informacion-de-mercado/series-historicas',
        },
        {
          title: 'Datos de cierre',
          url: '/es/informacion-de-mercado/datos-de-cierre',
        },
        {
          title: 'Boletín bursátil',
          url: '/es/informacion-de-mercado/boletin-bursatil',
        },
        {
          title: 'Estadísticas mensuales',
          url: '/es/informacion-de-mercado/estadisticas-mensuales',
        },
        {
          title: 'Anuario bursátil',
          url: '/es/informacion-de-mercado/anuario-bursatil',
        },
      ],
    },
    {
      heading: 'Índices',
      links: [
        {
          title: 'S&P/BMV IPC',
          url: '/es/informacion-de-mercado/sp-bmv-ipc',
        },
        {
          title: 'Índices sectoriales',
          url: '/es/informacion-de-mercado/indices-sectoriales',
        },
        {
          title: 'Índices ASG',
          url: '/es/informacion-de-mercado/indices-asg',
        },
        {
          title: 'Metodologías',
          url: '/es/informacion-de-mercado/metodologias',
        },
        {
          title: 'Rebalanceos y cambios de muestra',
          url: '/es/informacion-de-mercado/rebalanceos',
        },
      ],
    },
    {
      heading: 'Licenciamiento',
      links: [
        {
          title: 'Contratos y licencias',
          url: '/es/informacion-de-mercado/contratos-y-licencias',
        },
        {
          title: 'Tarifas',
          url: '/es/informacion-de-mercado/tarifas',
        },
        {
          title: 'Uso no visualizable',
          url: '/es/informacion-de-mercado/uso-no-visualizable',
        },
        {
          title: 'Contacto comercial',
          url: '/es/informacion-de-mercado/contacto-comercial',
        },
      ],
    },
  ],
  'emisoras-listadas': [
    {
      heading: 'Consulta de emisoras',
      links: [
        {
          title: 'Buscador de emisoras',
          url: '/es/emisoras-listadas/buscador-de-emisoras',
        },
        {
          title: 'Emisoras por sector',
          url: '/es/emisoras-listadas/emisoras-por-sector',
        },
        {
          title: 'Valores listados',
          url: '/es/emisoras-listadas/valores-listados',
        },
        {
          title: 'Valores del SIC',
          url: '/es/emisoras-listadas/valores-del-sic',
        },
      ],
    },
    {
      heading: 'Eventos corporativos',
      links: [
        {
          title: 'Eventos relevantes',
          url: '/es/emisoras-listadas/eventos-relevantes',
        },
        {
          title: 'Derechos decretados',
          url: '/es/emisoras-listadas/derechos-decretados',
        },
        {
          title: 'Asambleas de accionistas',
          url: '/es/emisoras-listadas/asambleas-de-accionistas',
        },
        {
          title: 'Avisos de suspensión',
          url: '/es/emisoras-listadas/avisos-de-suspension',
        },
      ],
    },
    {
      heading: 'Información financiera',
      links: [
        {
          title: 'Reportes trimestrales',
          url: '/es/emisoras-listadas/reportes-trimestrales',
        },
        {
          title: 'Reportes anuales',
          url: '/es/emisoras-listadas/reportes-anuales',
        },
        {
          title: 'Información en XBRL',
          url: '/es/emisoras-listadas/informacion-en-xbrl',
        },
        {
          title: 'Calendario de entrega de información',
          url: '/es/emisoras-listadas/calendario-de-entrega',
        },
      ],
    },
  ],
  'listado-y-prospectos': [
    {
      heading: 'Cómo listarse',
      links: [
        {
          title: 'Proceso de listado',
          url: '/es/listado-y-prospectos/proceso-de-listado',
        },
        {
          title: 'Requisitos de listado',
          url: '/es/listado-y-prospectos/requisitos-de-listado',
        },
        {
          title: 'Requisitos de mantenimiento',
          url: '/es/listado-y-prospectos/requisitos-de-mantenimiento',
        },
        {
          title: 'Cuotas de listado',
          url: '/es/listado-y-prospectos/cuotas-de-listado',
        },
        {
          title: 'Preguntas frecuentes',
          url: '/es/listado-y-prospectos/preguntas-frecuentes',
        },
      ],
    },
    {
      heading: 'Prospectos',
      links: [
        {
          title: 'Prospectos en revisión',
          url: '/es/listado-y-prospectos/prospectos-en-revision',
        },
        {
          title: 'Prospectos definitivos',
          url: '/es/listado-y-prospectos/prospectos-definitivos',
        },
        {
          title: 'Suplementos y avisos de oferta',
          url: '/es/listado-y-prospectos/suplementos-y-avisos-de-oferta',
        },
        {
          title: 'Colocaciones recientes',
          url: '/es/listado-y-prospectos/colocaciones-recientes',
        },
      ],
    },
    {
      heading: 'Tipos de valor',
      links: [
        {
          title: 'Listado de acciones',
          url: '/es/listado-y-prospectos/listado-de-acciones',
        },
        {
          title: 'Listado de deuda',
          url: '/es/listado-y-prospectos/listado-de-deuda',
        },
        {
          title: 'Listado de FIBRAS, CKD y CERPI',
          url: '/es/listado-y-prospectos/listado-de-fibras-ckd-y-cerpi',
        },
        {
          title: 'Listado de títulos opcionales',
          url: '/es/listado-y-prospectos/listado-de-titulos-opcionales',
        },
        {
          title: 'Próximamente: trámites en línea',
          url: '',
        },
      ],
    },
  ],
  'mi-empresa-en-bolsa': [
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
  ],
  'relacion-con-inversionistas': [
    {
      heading: 'Información financiera',
      links: [
        {
          title: 'Resultados trimestrales',
          url: '/es/relacion-con-inversionistas/resultados-trimestrales',
        },
        {
          title: 'Informe anual',
          url: '/es/relacion-con-inversionistas/informe-anual',
        },
        {
          title: 'Estados financieros dictaminados',
          url: '/es/relacion-con-inversionistas/estados-financieros-dictaminados',
        },
        {
          title: 'Presentaciones a inversionistas',
          url: '/es/relacion-con-inversionistas/presentaciones-a-inversionistas',
        },
      ],
    },
    {
      heading: 'La acción BOLSA A',
      links: [
        {
          title: 'Cotización',
          url: '/es/relacion-con-inversionistas/cotizacion',
        },
        {
          title: 'Dividendos',
          url: '/es/relacion-con-inversionistas/dividendos',
        },
        {
          title: 'Estructura accionaria',
          url: '/es/relacion-con-inversionistas/estructura-accionaria',
        },
        {
          title: 'Cobertura de analistas',
          url: '/es/relacion-con-inversionistas/cobertura-de-analistas',
        },
      ],
    },
    {
      heading: 'Asambleas y eventos',
      links: [
        {
          title: 'Asambleas de accionistas',
          url: '/es/relacion-con-inversionistas/asambleas-de-accionistas',
        },
        {
          title: 'Conferencias de resultados',
          url: '/es/relacion-con-inversionistas/conferencias-de-resultados',
        },
        {
          title: 'Calendario de eventos',
          url: '/es/relacion-con-inversionistas/calendario-de-eventos',
        },
        {
          title: 'Avisos a accionistas',
          url: '/es/relacion-con-inversionistas/avisos-a-accionistas',
        },
        {
          title: 'Contacto con inversionistas',
          url: '/es/relacion-con-inversionistas/contacto',
        },
        {
          title: 'Próximamente: Día del Inversionista',
          url: '',
        },
      ],
    },
  ],
  'marco-normativo': [
    {
      heading: 'Normativa interna',
      links: [
        {
          title: 'Reglamento Interior de la BMV',
          url: '/es/marco-normativo/reglamento-interior',
        },
        {
          title: 'Manual operativo',
          url: '/es/marco-normativo/manual-operativo',
        },
        {
          title: 'Reglamentos de MexDer y Asigna',
          url: '/es/marco-normativo/reglamentos-mexder-y-asigna',
        },
        {
          title: 'Reglamento Interior de Indeval',
          url: '/es/marco-normativo/reglamento-indeval',
        },
        {
          title: 'Modificaciones en consulta',
          url: '/es/marco-normativo/modificaciones-en-consulta',
        },
      ],
    },
    {
      heading: 'Disposiciones de autoridades',
      links: [
        {
          title: 'Ley del Mercado de Valores',
          url: '/es/marco-normativo/ley-del-mercado-de-valores',
        },
        {
          title: 'Disposiciones de la CNBV',
          url: '/es/marco-normativo/disposiciones-de-la-cnbv',
        },
        {
          title: 'Circular Única de Emisoras',
          url: '/es/marco-normativo/circular-unica-de-emisoras',
        },
        {
          title: 'Disposiciones de Banco de México',
          url: '/es/marco-normativo/disposiciones-de-banco-de-mexico',
        },
      ],
    },
    {
      heading: 'Circulares y avisos',
      links: [
        {
          title: 'Circulares vigentes',
          url: '/es/marco-normativo/circulares-vigentes',
        },
        {
          title: 'Avisos a participantes',
          url: '/es/marco-normativo/avisos-a-participantes',
        },
        {
          title: 'Histórico de circulares',
          url: '/es/marco-normativo/historico-de-circulares',
        },
      ],
    },
    {
      heading: 'Supervisión y disciplina',
      links: [
        {
          title: 'Vigilancia de mercado',
          url: '/es/marco-normativo/vigilancia-de-mercado',
        },
        {
          title: 'Medidas disciplinarias',
          url: '/es/marco-normativo/medidas-disciplinarias',
        },
        {
          title: 'Comité disciplinario',
          url: '/es/marco-normativo/comite-disciplinario',
        },
        {
          title: 'Próximamente: buscador normativo',
          url: '',
        },
      ],
    },
  ],
  escuela: [
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
  ],
  'difusion-cultural': [
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
  ],
  'fondos-de-inversion': [
    {
      heading: 'Consulta de fondos',
      links: [
        {
          title: 'Buscador de fondos',
          url: '/es/fondos-de-inversion/buscador-de-fondos',
        },
        {
          title: 'Fondos de deuda',
          url: '/es/fondos-de-inversion/fondos-de-deuda',
        },
        {
          title: 'Fondos de renta variable',
          url: '/es/fondos-de-inversion/fondos-de-renta-variable',
        },
        {
          title: 'Fondos ASG',
          url: '/es/fondos-de-inversion/fondos-asg',
        },
      ],
    },
    {
      heading: 'Operadoras y distribuidoras',
      links: [
        {
          title: 'Operadoras de fondos',
          url: '/es/fondos-de-inversion/operadoras-de-fondos',
        },
        {
          title: 'Distribuidoras',
          url: '/es/fondos-de-inversion/distribuidoras',
        },
        {
          title: 'Sociedades valuadoras',
          url: '/es/fondos-de-inversion/sociedades-valuadoras',
        },
      ],
    },
    {
      heading: 'Precios e información',
      links: [
        {
          title: 'Precios diarios',
          url: '/es/fondos-de-inversion/precios-diarios',
        },
        {
          title: 'Rendimientos históricos',
          url: '/es/fondos-de-inversion/rendimientos-historicos',
        },
        {
          title: 'Prospectos de fondos',
          url: '/es/fondos-de-inversion/prospectos-de-fondos',
        },
        {
          title: 'Documento con información clave',
          url: '/es/fondos-de-inversion/documento-con-informacion-clave',
        },
        {
          title: 'Próximamente: comparador de fondos',
          url: '',
        },
      ],
    },
  ],
};
