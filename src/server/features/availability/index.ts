export { type AvailabilityRoutesOptions, availabilityRoutes } from './routes';
export { type AvailabilityService, createAvailabilityService } from './service';
