export { profilesRoutes } from './routes';
export { createProfilesService, type ProfilesService } from './service';
