/**
 * The mega-menu's sections in English (specification §2 "Header"), by entry id: the browser loads
 * them when the menu is first likely to open, not with the page (decision 004). Data only; one
 * module per entry, all in this language's one chunk.
 */
import type { MenuSections } from '../types/menu.js';
import { grupo } from './menu-sections/en/grupo.js';
import { mercados } from './menu-sections/en/mercados.js';
import { informacionDeMercado } from './menu-sections/en/informacion-de-mercado.js';
import { emisorasListadas } from './menu-sections/en/emisoras-listadas.js';
import { listadoYProspectos } from './menu-sections/en/listado-y-prospectos.js';
import { miEmpresaEnBolsa } from './menu-sections/en/mi-empresa-en-bolsa.js';
import { relacionConInversionistas } from './menu-sections/en/relacion-con-inversionistas.js';
import { marcoNormativo } from './menu-sections/en/marco-normativo.js';
import { escuela } from './menu-sections/en/escuela.js';
import { difusionCultural } from './menu-sections/en/difusion-cultural.js';
import { fondosDeInversion } from './menu-sections/en/fondos-de-inversion.js';

export const MENU_SECTIONS_EN: MenuSections = {
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
