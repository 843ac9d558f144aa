export { createProfilesRepo } from './repo';
export { profilesRoutes } from './routes';
export { createProfilesService, type ProfilesService } from './service';
