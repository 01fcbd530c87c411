export {
  EXCLUSION_BAND_MAX_PCT,
  exclusionBand,
  isAcceptedByBand,
  OWNERSHIP_CONTROL_FROM_PCT,
  OWNERSHIP_MINOR_FROM_PCT,
  TRAFFIC_RED_ABOVE_PCT,
  TRAFFIC_YELLOW_FROM_PCT,
  trafficLight,
} from './bands.ts';
export { controversyView, exclusionsWatchList, redCompanies, TOP_RED_COMPANIES } from './controversy.ts';
export {
  companyLight,
  type InvolvementTable,
  involvementTable,
  type TypeInvolvement,
} from './involvement.ts';
