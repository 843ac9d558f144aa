export { contentHashOf, imageInUse } from './imageReferences';
export {
  createOrphanSweep,
  ORPHAN_GRACE_MS,
  ORPHAN_SWEEP_INTERVAL_MS,
  type OrphanSweep,
} from './orphanSweep';
