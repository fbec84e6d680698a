/**
 * The mega-menu's sections in Spanish (specification §2 "Header"), by entry id: the browser loads
 * them when the menu is first likely to open, not with the page (decision 004). Data only; one
 * module per entry, all in this language's one chunk.
 */
import type { MenuSections } from '../types/menu.js';
import { grupo } from './menu-sections/es/grupo.js';
import { mercados } from './menu-sections/es/mercados.js';
import { informacionDeMercado } from './menu-sections/es/informacion-de-mercado.js';
import { emisorasListadas } from './menu-sections/es/emisoras-listadas.js';
import { listadoYProspectos } from './menu-sections/es/listado-y-prospectos.js';
import { miEmpresaEnBolsa } from './menu-sections/es/mi-empresa-en-bolsa.js';
import { relacionConInversionistas } from './menu-sections/es/relacion-con-inversionistas.js';
import { marcoNormativo } from './menu-sections/es/marco-normativo.js';
import { escuela } from './menu-sections/es/escuela.js';
import { difusionCultural } from './menu-sections/es/difusion-cultural.js';
import { fondosDeInversion } from './menu-sections/es/fondos-de-inversion.js';

export const MENU_SECTIONS_ES: MenuSections = {
  grupo,
  mercados,
  'informacion-de-mercado': informacionDeMercado,
  'emisoras-listadas': emisorasListadas,
  'listado-y-prospectos': listadoYProspectos,
  'mi-empresa-en-bolsa': miEmpresaEnBolsa,
  'relacion-con-inversionistas': relacionConInversionistas,
  'marco-normativo': marcoNormativo,
  escuela,
  'difusion-cultural': difusionCultural,
  'fondos-de-inversion': fondosDeInversion,
};
