import type { SdgNumber } from '../schemas/view.ts';
import type { SdgEntry } from './schema.ts';
import { t } from './text.ts';

/**
 * The 17 UN Sustainable Development Goals, names as in sfdr-pai-and-taxonomy.md §11 (Italian: UNRIC Italia and
 * ASviS; informal variants such as "Povertà zero" are not used). Colours from the UN SDG communication guidelines.
 */
export const sdgs: readonly SdgEntry[] = [
  { number: 1, id: 'no_poverty', name: t('No Poverty', 'Sconfiggere la povertà'), color: '#E5243B' },
  { number: 2, id: 'zero_hunger', name: t('Zero Hunger', 'Sconfiggere la fame'), color: '#DDA63A' },
  {
    number: 3,
    id: 'good_health',
    name: t('Good Health and Well-being', 'Salute e benessere'),
    color: '#4C9F38',
  },
  {
    number: 4,
    id: 'quality_education',
    name: t('Quality Education', 'Istruzione di qualità'),
    color: '#C5192D',
  },
  { number: 5, id: 'gender_equality', name: t('Gender Equality', 'Parità di genere'), color: '#FF3A21' },
  {
    number: 6,
    id: 'clean_water',
    name: t('Clean Water and Sanitation', 'Acqua pulita e servizi igienico-sanitari'),
    color: '#26BDE2',
  },
  {
    number: 7,
    id: 'clean_energy',
    name: t('Affordable and Clean Energy', 'Energia pulita e accessibile'),
    color: '#FCC30B',
  },
  {
    number: 8,
    id: 'decent_work',
    name: t('Decent Work and Economic Growth', 'Lavoro dignitoso e crescita economica'),
    color: '#A21942',
  },
  {
    number: 9,
    id: 'industry_innovation',
    name: t('Industry, Innovation and Infrastructure', 'Imprese, innovazione e infrastrutture'),
    color: '#FD6925',
  },
  {
    number: 10,
    id: 'reduced_inequalities',
    name: t('Reduced Inequalities', 'Ridurre le disuguaglianze'),
    color: '#DD1367',
  },
  {
    number: 11,
    id: 'sustainable_cities',
    name: t('Sustainable Cities and Communities', 'Città e comunità sostenibili'),
    color: '#FD9D24',
  },
  {
    number: 12,
    id: 'responsible_consumption',
    name: t('Responsible Consumption and Production', 'Consumo e produzione responsabili'),
    color: '#BF8B2E',
  },
  {
    number: 13,
    id: 'climate_action',
    name: t('Climate Action', 'Lotta contro il cambiamento climatico'),
    color: '#3F7E44',
  },
  { number: 14, id: 'life_below_water', name: t('Life Below Water', "Vita sott'acqua"), color: '#0A97D9' },
  { number: 15, id: 'life_on_land', name: t('Life on Land', 'Vita sulla Terra'), color: '#56C02B' },
  {
    number: 16,
    id: 'peace_justice',
    name: t('Peace, Justice and Strong Institutions', 'Pace, giustizia e istituzioni solide'),
    color: '#00689D',
  },
  {
    number: 17,
    id: 'partnerships',
    name: t('Partnerships for the Goals', 'Partnership per gli obiettivi'),
    color: '#19486A',
  },
];

/** The goal with this number (1–17). */
export const sdgByNumber = (number: SdgNumber): SdgEntry | undefined => sdgs.find((s) => s.number === number);
