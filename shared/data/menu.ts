/**
 * The header mega-menu (SPEC section 2), static data in both languages: 11 entries in order, sections
 * with headings and links; a blank URL is shown as plain text. The client renders it; the reference
 * upstream derives the searchable site sections from it. Data only (see docs/decisions/003).
 */
import type { MegaMenu } from '../types/menu.js';

export const MEGA_MENU: MegaMenu = {
  es: [
    {
      id: 'grupo',
      title: 'Grupo BMV',
      url: '/es/grupo-bmv',
      sections: [
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
    },
    {
      id: 'mercados',
      title: 'Mercados',
      url: '/es/mercados',
      sections: [
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
    },
    {
      id: 'informacion-de-mercado',
      title: 'Productos de información',
      url: '/es/informacion-de-mercado',
      sections: [
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
    },
    {
      id: 'emisoras-listadas',
      title: 'Emisoras listadas',
      url: '/es/emisoras-listadas',
      sections: [
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
    },
    {
      id: 'listado-y-prospectos',
      title: 'Listado y prospectos',
      url: '/es/listado-y-prospectos',
      sections: [
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
    },
    {
      id: 'mi-empresa-en-bolsa',
      title: 'Mi empresa en bolsa',
      url: '/es/mi-empresa-en-bolsa',
      sections: [
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
    },
    {
      id: 'relacion-con-inversionistas',
      title: 'Relación con inversionistas',
      url: '/es/relacion-con-inversionistas',
      sections: [
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
    },
    {
      id: 'marco-normativo',
      title: 'Marco normativo',
      url: '/es/marco-normativo',
      sections: [
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
    },
    {
      id: 'escuela',
      title: 'Escuela Bolsa Mexicana',
      url: '/es/escuela',
      sections: [
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
              url: '/es/escuela/glosario',
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
    },
    {
      id: 'difusion-cultural',
      title: 'Difusión cultural',
      url: '',
      sections: [
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
    },
    {
      id: 'fondos-de-inversion',
      title: 'Fondos de inversión',
      url: '/es/fondos-de-inversion',
      sections: [
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
    },
  ],
  en: [
    {
      id: 'grupo',
      title: 'BMV Group',
      url: '/en/bmv-group',
      sections: [
        {
          heading: 'About us',
          links: [
            {
              title: 'History',
              url: '/en/bmv-group/history',
            },
            {
              title: 'Mission, vision and values',
              url: '/en/bmv-group/mission-vision-and-values',
            },
            {
              title: 'Corporate structure',
              url: '/en/bmv-group/corporate-structure',
            },
            {
              title: 'Newsroom',
              url: '/en/bmv-group/newsroom',
            },
            {
              title: 'Careers',
              url: '/en/bmv-group/careers',
            },
          ],
        },
        {
          heading: 'Corporate governance',
          links: [
            {
              title: 'Board of directors',
              url: '/en/bmv-group/board-of-directors',
            },
            {
              title: 'Board committees',
              url: '/en/bmv-group/board-committees',
            },
            {
              title: 'Bylaws',
              url: '/en/bmv-group/bylaws',
            },
            {
              title: 'Code of ethics',
              url: '/en/bmv-group/code-of-ethics',
            },
            {
              title: 'Whistleblower hotline',
              url: '/en/bmv-group/whistleblower-hotline',
            },
          ],
        },
        {
          heading: 'Sustainability',
          links: [
            {
              title: 'ESG strategy',
              url: '/en/bmv-group/esg-strategy',
            },
            {
              title: 'Sustainability report',
              url: '/en/bmv-group/sustainability-report',
            },
            {
              title: 'Sustainable finance',
              url: '/en/bmv-group/sustainable-finance',
            },
            {
              title: 'Inclusion and diversity',
              url: '/en/bmv-group/inclusion-and-diversity',
            },
          ],
        },
        {
          heading: 'Group companies',
          links: [
            {
              title: 'Mexican Stock Exchange (BMV)',
              url: '/en/bmv-group/mexican-stock-exchange',
            },
            {
              title: 'MexDer, Mexican Derivatives Exchange',
              url: '/en/bmv-group/mexder',
            },
            {
              title: 'Asigna, Clearing and Settlement',
              url: '/en/bmv-group/asigna',
            },
            {
              title: 'S.D. Indeval',
              url: '/en/bmv-group/indeval',
            },
            {
              title: 'Central Securities Counterparty (CCV)',
              url: '/en/bmv-group/central-securities-counterparty',
            },
            {
              title: 'SIF ICAP',
              url: '/en/bmv-group/sif-icap',
            },
            {
              title: 'Valmer',
              url: '/en/bmv-group/valmer',
            },
          ],
        },
      ],
    },
    {
      id: 'mercados',
      title: 'Markets',
      url: '/en/markets',
      sections: [
        {
          heading: 'Equity market',
          links: [
            {
              title: 'Shares',
              url: '/en/markets/shares',
            },
            {
              title: 'Global Market (SIC)',
              url: '/en/markets/global-market-sic',
            },
            {
              title: 'ETFs and TRACs',
              url: '/en/markets/etfs-and-tracs',
            },
            {
              title: 'FIBRAs (real estate trusts)',
              url: '/en/markets/fibras',
            },
            {
              title: 'CKDs and CERPIs',
              url: '/en/markets/ckds-and-cerpis',
            },
            {
              title: 'Warrants',
              url: '/en/markets/warrants',
            },
          ],
        },
        {
          heading: 'Debt market',
          links: [
            {
              title: 'Corporate debt',
              url: '/en/markets/corporate-debt',
            },
            {
              title: 'Government debt',
              url: '/en/markets/government-debt',
            },
            {
              title: 'Certificados bursátiles (CEBURES)',
              url: '/en/markets/cebures',
            },
            {
              title: 'Green, social and sustainability bonds',
              url: '/en/markets/labelled-bonds',
            },
          ],
        },
        {
          heading: 'Derivatives',
          links: [
            {
              title: 'Futures',
              url: '/en/markets/futures',
            },
            {
              title: 'Options',
              url: '/en/markets/options',
            },
            {
              title: 'Swaps',
              url: '/en/markets/swaps',
            },
            {
              title: 'Contract specifications',
              url: '/en/markets/contract-specifications',
            },
          ],
        },
        {
          heading: 'Trading',
          links: [
            {
              title: 'Trading hours',
              url: '/en/markets/trading-hours',
            },
            {
              title: 'Market holidays',
              url: '/en/markets/market-holidays',
            },
            {
              title: 'Member brokerage firms',
              url: '/en/markets/member-brokerage-firms',
            },
            {
              title: 'Market makers',
              url: '/en/markets/market-makers',
            },
            {
              title: 'Volatility auctions',
              url: '/en/markets/volatility-auctions',
            },
          ],
        },
      ],
    },
    {
      id: 'informacion-de-mercado',
      title: 'Information products',
      url: '/en/market-data',
      sections: [
        {
          heading: 'Real-time data',
          links: [
            {
              title: 'Real-time data feeds',
              url: '/en/market-data/real-time-data-feeds',
            },
            {
              title: 'Delayed data',
              url: '/en/market-data/delayed-data',
            },
            {
              title: 'Market depth',
              url: '/en/market-data/market-depth',
            },
            {
              title: 'Authorized vendors',
              url: '/en/market-data/authorized-vendors',
            },
          ],
        },
        {
          heading: 'Historical and reference data',
          links: [
            {
              title: 'Historical series',
              url: '/en/market-data/historical-series',
            },
            {
              title: 'End-of-day data',
              url: '/en/market-data/end-of-day-data',
            },
            {
              title: 'Daily market bulletin',
              url: '/en/market-data/daily-market-bulletin',
            },
            {
              title: 'Monthly statistics',
              url: '/en/market-data/monthly-statistics',
            },
            {
              title: 'Market yearbook',
              url: '/en/market-data/market-yearbook',
            },
          ],
        },
        {
          heading: 'Indices',
          links: [
            {
              title: 'S&P/BMV IPC',
              url: '/en/market-data/sp-bmv-ipc',
            },
            {
              title: 'Sector indices',
              url: '/en/market-data/sector-indices',
            },
            {
              title: 'ESG indices',
              url: '/en/market-data/esg-indices',
            },
            {
              title: 'Methodologies',
              url: '/en/market-data/methodologies',
            },
            {
              title: 'Rebalancing and constituent changes',
              url: '/en/market-data/rebalancing',
            },
          ],
        },
        {
          heading: 'Licensing',
          links: [
            {
              title: 'Agreements and licenses',
              url: '/en/market-data/agreements-and-licenses',
            },
            {
              title: 'Fee schedule',
              url: '/en/market-data/fee-schedule',
            },
            {
              title: 'Non-display use',
              url: '/en/market-data/non-display-use',
            },
            {
              title: 'Sales contact',
              url: '/en/market-data/sales-contact',
            },
          ],
        },
      ],
    },
    {
      id: 'emisoras-listadas',
      title: 'Listed issuers',
      url: '/en/listed-issuers',
      sections: [
        {
          heading: 'Issuer lookup',
          links: [
            {
              title: 'Issuer search',
              url: '/en/listed-issuers/issuer-search',
            },
            {
              title: 'Issuers by sector',
              url: '/en/listed-issuers/issuers-by-sector',
            },
            {
              title: 'Listed securities',
              url: '/en/listed-issuers/listed-securities',
            },
            {
              title: 'SIC securities',
              url: '/en/listed-issuers/sic-securities',
            },
          ],
        },
        {
          heading: 'Corporate events',
          links: [
            {
              title: 'Material events',
              url: '/en/listed-issuers/material-events',
            },
            {
              title: 'Corporate actions',
              url: '/en/listed-issuers/corporate-actions',
            },
            {
              title: "Shareholders' meetings",
              url: '/en/listed-issuers/shareholders-meetings',
            },
            {
              title: 'Trading suspension notices',
              url: '/en/listed-issuers/trading-suspension-notices',
            },
          ],
        },
        {
          heading: 'Financial information',
          links: [
            {
              title: 'Quarterly reports',
              url: '/en/listed-issuers/quarterly-reports',
            },
            {
              title: 'Annual reports',
              url: '/en/listed-issuers/annual-reports',
            },
            {
              title: 'XBRL filings',
              url: '/en/listed-issuers/xbrl-filings',
            },
            {
              title: 'Filing calendar',
              url: '/en/listed-issuers/filing-calendar',
            },
          ],
        },
      ],
    },
    {
      id: 'listado-y-prospectos',
      title: 'Listings and prospectus',
      url: '/en/listings-and-prospectus',
      sections: [
        {
          heading: 'How to list',
          links: [
            {
              title: 'Listing process',
              url: '/en/listings-and-prospectus/listing-process',
            },
            {
              title: 'Listing requirements',
              url: '/en/listings-and-prospectus/listing-requirements',
            },
            {
              title: 'Continued listing requirements',
              url: '/en/listings-and-prospectus/continued-listing-requirements',
            },
            {
              title: 'Listing fees',
              url: '/en/listings-and-prospectus/listing-fees',
            },
            {
              title: 'Frequently asked questions',
              url: '/en/listings-and-prospectus/faq',
            },
          ],
        },
        {
          heading: 'Prospectuses',
          links: [
            {
              title: 'Prospectuses under review',
              url: '/en/listings-and-prospectus/prospectuses-under-review',
            },
            {
              title: 'Final prospectuses',
              url: '/en/listings-and-prospectus/final-prospectuses',
            },
            {
              title: 'Supplements and offering notices',
              url: '/en/listings-and-prospectus/supplements-and-offering-notices',
            },
            {
              title: 'Recent offerings',
              url: '/en/listings-and-prospectus/recent-offerings',
            },
          ],
        },
        {
          heading: 'Security types',
          links: [
            {
              title: 'Listing shares',
              url: '/en/listings-and-prospectus/listing-shares',
            },
            {
              title: 'Listing debt',
              url: '/en/listings-and-prospectus/listing-debt',
            },
            {
              title: 'Listing FIBRAs, CKDs and CERPIs',
              url: '/en/listings-and-prospectus/listing-fibras-ckds-and-cerpis',
            },
            {
              title: 'Listing warrants',
              url: '/en/listings-and-prospectus/listing-warrants',
            },
            {
              title: 'Coming soon: online filings',
              url: '',
            },
          ],
        },
      ],
    },
    {
      id: 'mi-empresa-en-bolsa',
      title: 'My company on the exchange',
      url: '/en/my-company-on-the-exchange',
      sections: [
        {
          heading: 'Why go public',
          links: [
            {
              title: 'Benefits of listing',
              url: '/en/my-company-on-the-exchange/benefits-of-listing',
            },
            {
              title: 'Financing alternatives',
              url: '/en/my-company-on-the-exchange/financing-alternatives',
            },
            {
              title: 'Institutionalizing your company',
              url: '/en/my-company-on-the-exchange/institutionalization',
            },
          ],
        },
        {
          heading: 'SMEs and growing companies',
          links: [
            {
              title: 'SMEs on the exchange',
              url: '/en/my-company-on-the-exchange/smes-on-the-exchange',
            },
            {
              title: 'Financing for SMEs',
              url: '/en/my-company-on-the-exchange/sme-financing',
            },
            {
              title: 'Private equity and venture capital',
              url: '/en/my-company-on-the-exchange/private-equity-and-venture-capital',
            },
            {
              title: 'Readiness self-assessment',
              url: '/en/my-company-on-the-exchange/readiness-self-assessment',
            },
          ],
        },
        {
          heading: 'Programs',
          links: [
            {
              title: 'IPO readiness program',
              url: '/en/my-company-on-the-exchange/ipo-readiness-program',
            },
            {
              title: 'Advisor network',
              url: '/en/my-company-on-the-exchange/advisor-network',
            },
            {
              title: 'Executive workshops',
              url: '/en/my-company-on-the-exchange/executive-workshops',
            },
            {
              title: 'Coming soon: entrepreneurs program',
              url: '',
            },
          ],
        },
        {
          heading: 'Success stories',
          links: [
            {
              title: 'Issuer stories',
              url: '/en/my-company-on-the-exchange/issuer-stories',
            },
            {
              title: 'Testimonials',
              url: '/en/my-company-on-the-exchange/testimonials',
            },
            {
              title: 'Executive interviews',
              url: '/en/my-company-on-the-exchange/executive-interviews',
            },
          ],
        },
      ],
    },
    {
      id: 'relacion-con-inversionistas',
      title: 'Investor relations',
      url: '/en/investor-relations',
      sections: [
        {
          heading: 'Financial information',
          links: [
            {
              title: 'Quarterly results',
              url: '/en/investor-relations/quarterly-results',
            },
            {
              title: 'Annual report',
              url: '/en/investor-relations/annual-report',
            },
            {
              title: 'Audited financial statements',
              url: '/en/investor-relations/audited-financial-statements',
            },
            {
              title: 'Investor presentations',
              url: '/en/investor-relations/investor-presentations',
            },
          ],
        },
        {
          heading: 'The BOLSA A share',
          links: [
            {
              title: 'Share price',
              url: '/en/investor-relations/share-price',
            },
            {
              title: 'Dividends',
              url: '/en/investor-relations/dividends',
            },
            {
              title: 'Shareholder structure',
              url: '/en/investor-relations/shareholder-structure',
            },
            {
              title: 'Analyst coverage',
              url: '/en/investor-relations/analyst-coverage',
            },
          ],
        },
        {
          heading: 'Meetings and events',
          links: [
            {
              title: "Shareholders' meetings",
              url: '/en/investor-relations/shareholders-meetings',
            },
            {
              title: 'Earnings calls',
              url: '/en/investor-relations/earnings-calls',
            },
            {
              title: 'Events calendar',
              url: '/en/investor-relations/events-calendar',
            },
            {
              title: 'Shareholder notices',
              url: '/en/investor-relations/shareholder-notices',
            },
            {
              title: 'Investor contact',
              url: '/en/investor-relations/contact',
            },
            {
              title: 'Coming soon: Investor Day',
              url: '',
            },
          ],
        },
      ],
    },
    {
      id: 'marco-normativo',
      title: 'Regulatory framework',
      url: '/en/regulatory-framework',
      sections: [
        {
          heading: 'Internal rules',
          links: [
            {
              title: 'BMV Internal Rules',
              url: '/en/regulatory-framework/internal-rules',
            },
            {
              title: 'Operating manual',
              url: '/en/regulatory-framework/operating-manual',
            },
            {
              title: 'MexDer and Asigna rules',
              url: '/en/regulatory-framework/mexder-and-asigna-rules',
            },
            {
              title: 'Indeval internal rules',
              url: '/en/regulatory-framework/indeval-rules',
            },
            {
              title: 'Proposed amendments',
              url: '/en/regulatory-framework/proposed-amendments',
            },
          ],
        },
        {
          heading: 'Regulations from authorities',
          links: [
            {
              title: 'Securities Market Law',
              url: '/en/regulatory-framework/securities-market-law',
            },
            {
              title: 'CNBV provisions',
              url: '/en/regulatory-framework/cnbv-provisions',
            },
            {
              title: "Issuers' Single Circular",
              url: '/en/regulatory-framework/issuers-single-circular',
            },
            {
              title: 'Banco de México regulations',
              url: '/en/regulatory-framework/banco-de-mexico-regulations',
            },
          ],
        },
        {
          heading: 'Circulars and notices',
          links: [
            {
              title: 'Current circulars',
              url: '/en/regulatory-framework/current-circulars',
            },
            {
              title: 'Notices to participants',
              url: '/en/regulatory-framework/notices-to-participants',
            },
            {
              title: 'Circular archive',
              url: '/en/regulatory-framework/circular-archive',
            },
          ],
        },
        {
          heading: 'Surveillance and discipline',
          links: [
            {
              title: 'Market surveillance',
              url: '/en/regulatory-framework/market-surveillance',
            },
            {
              title: 'Disciplinary measures',
              url: '/en/regulatory-framework/disciplinary-measures',
            },
            {
              title: 'Disciplinary committee',
              url: '/en/regulatory-framework/disciplinary-committee',
            },
            {
              title: 'Coming soon: rulebook search',
              url: '',
            },
          ],
        },
      ],
    },
    {
      id: 'escuela',
      title: 'Mexican Stock Exchange School',
      url: '/en/school',
      sections: [
        {
          heading: 'Courses',
          links: [
            {
              title: 'Course catalog',
              url: '/en/school/course-catalog',
            },
            {
              title: 'Online courses',
              url: '/en/school/online-courses',
            },
            {
              title: 'In-person courses',
              url: '/en/school/in-person-courses',
            },
            {
              title: 'Diploma programs',
              url: '/en/school/diploma-programs',
            },
            {
              title: 'Corporate training',
              url: '/en/school/corporate-training',
            },
          ],
        },
        {
          heading: 'Webinars and events',
          links: [
            {
              title: 'Upcoming webinars',
              url: '/en/school/upcoming-webinars',
            },
            {
              title: 'Recorded webinars',
              url: '/en/school/recorded-webinars',
            },
            {
              title: 'Academic calendar',
              url: '/en/school/academic-calendar',
            },
            {
              title: 'Conferences and forums',
              url: '/en/school/conferences-and-forums',
            },
          ],
        },
        {
          heading: 'Certificates',
          links: [
            {
              title: 'Certificates of completion',
              url: '/en/school/certificates-of-completion',
            },
            {
              title: 'Verify a certificate',
              url: '/en/school/verify-a-certificate',
            },
            {
              title: 'AMIB certification preparation',
              url: '/en/school/amib-certification-preparation',
            },
          ],
        },
        {
          heading: 'Resources',
          links: [
            {
              title: "Let's talk about the stock market",
              url: '/en/school/lets-talk-about-the-stock-market',
            },
            {
              title: 'Glossary',
              url: '/en/school/glossary',
            },
            {
              title: 'Investing guides',
              url: '/en/school/investing-guides',
            },
            {
              title: 'Coming soon: trading simulator',
              url: '',
            },
          ],
        },
      ],
    },
    {
      id: 'difusion-cultural',
      title: 'Cultural diffusion',
      url: '',
      sections: [
        {
          heading: 'Museum',
          links: [
            {
              title: 'Stock Exchange Museum',
              url: '/en/cultural-diffusion/stock-exchange-museum',
            },
            {
              title: 'Guided tours',
              url: '/en/cultural-diffusion/guided-tours',
            },
            {
              title: 'Historical collection',
              url: '/en/cultural-diffusion/historical-collection',
            },
            {
              title: 'Coming soon: virtual tour',
              url: '',
            },
          ],
        },
        {
          heading: 'Exhibitions',
          links: [
            {
              title: 'Current exhibitions',
              url: '/en/cultural-diffusion/current-exhibitions',
            },
            {
              title: 'Past exhibitions',
              url: '/en/cultural-diffusion/past-exhibitions',
            },
            {
              title: 'Art collection',
              url: '/en/cultural-diffusion/art-collection',
            },
          ],
        },
        {
          heading: 'Events',
          links: [
            {
              title: 'Cultural calendar',
              url: '/en/cultural-diffusion/cultural-calendar',
            },
            {
              title: 'Book launches',
              url: '/en/cultural-diffusion/book-launches',
            },
            {
              title: 'Concerts',
              url: '/en/cultural-diffusion/concerts',
            },
            {
              title: 'Bell-ringing ceremonies',
              url: '/en/cultural-diffusion/bell-ringing-ceremonies',
            },
          ],
        },
      ],
    },
    {
      id: 'fondos-de-inversion',
      title: 'Investment funds',
      url: '/en/investment-funds',
      sections: [
        {
          heading: 'Fund lookup',
          links: [
            {
              title: 'Fund search',
              url: '/en/investment-funds/fund-search',
            },
            {
              title: 'Debt funds',
              url: '/en/investment-funds/debt-funds',
            },
            {
              title: 'Equity funds',
              url: '/en/investment-funds/equity-funds',
            },
            {
              title: 'ESG funds',
              url: '/en/investment-funds/esg-funds',
            },
          ],
        },
        {
          heading: 'Managers and distributors',
          links: [
            {
              title: 'Fund management companies',
              url: '/en/investment-funds/fund-management-companies',
            },
            {
              title: 'Fund distributors',
              url: '/en/investment-funds/fund-distributors',
            },
            {
              title: 'Fund valuation companies',
              url: '/en/investment-funds/fund-valuation-companies',
            },
          ],
        },
        {
          heading: 'Prices and information',
          links: [
            {
              title: 'Daily prices',
              url: '/en/investment-funds/daily-prices',
            },
            {
              title: 'Historical returns',
              url: '/en/investment-funds/historical-returns',
            },
            {
              title: 'Fund prospectuses',
              url: '/en/investment-funds/fund-prospectuses',
            },
            {
              title: 'Key information document',
              url: '/en/investment-funds/key-information-document',
            },
            {
              title: 'Coming soon: fund comparison tool',
              url: '',
            },
          ],
        },
      ],
    },
  ],
};
