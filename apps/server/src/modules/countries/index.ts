export { isKnownDialingCode } from './countries.ts';
export { countryRoutes } from './country-routes.ts';
